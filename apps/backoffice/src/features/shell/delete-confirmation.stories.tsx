import { Button } from "@ruta/ui/components/button"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent, waitFor, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import {
  DeleteConfirmation,
  useDeleteConfirmation,
} from "./delete-confirmation.tsx"

const meta = {
  title: "Back office/Shell/DeleteConfirmation",
  component: DeleteConfirmation,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    open: true,
    pending: false,
    title: "Delete the car Van 1?",
    description: "This cannot be undone.",
    onCancel: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof DeleteConfirmation>

export default meta
type Story = StoryObj<typeof meta>

export const Confirm: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole("alertdialog", {
      name: "Delete the car Van 1?",
    })
    await expect(dialog).toHaveAccessibleDescription("This cannot be undone.")
    await userEvent.click(screen.getByRole("button", { name: "Delete" }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await expect(args.onCancel).not.toHaveBeenCalled()
  },
}

export const Cancel: Story = {
  play: async ({ args }) => {
    await screen.findByRole("alertdialog")
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }))
    await expect(args.onCancel).toHaveBeenCalledOnce()
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}

export const Pending: Story = {
  args: { pending: true },
  play: async ({ args }) => {
    const confirm = await screen.findByRole("button", { name: "Delete" })
    await expect(confirm).toBeDisabled()
    await userEvent.keyboard("{Escape}")
    await expect(args.onCancel).not.toHaveBeenCalled()
  },
}

export const Spanish: Story = {
  globals: { locale: "es" },
  play: async () => {
    await screen.findByRole("alertdialog")
    await expect(screen.getByRole("button", { name: "Eliminar" })).toBeEnabled()
    await expect(screen.getByRole("button", { name: "Cancelar" })).toBeEnabled()
  },
}

const remove = fn(async (car: { name: string }) => ({
  message: `${car.name} was deleted.`,
}))

function CarRow() {
  const deletion = useDeleteConfirmation({ remove, queryKey: ["cars"] })
  return (
    <>
      <Button onClick={() => deletion.ask({ name: "Van 1" })}>Delete</Button>
      <DeleteConfirmation
        {...deletion.dialog}
        title={`Delete the car ${deletion.item?.name ?? ""}?`}
        description="This cannot be undone."
      />
    </>
  )
}

/** The hook: the row action opens it, confirming deletes that row and toasts the server's message. */
export const WithTheHook: Story = {
  render: () => <CarRow />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole("button", { name: "Delete" }))
    const dialog = await screen.findByRole("alertdialog", {
      name: "Delete the car Van 1?",
    })
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Delete" })
    )
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ name: "Van 1" }))
    await expect(
      await screen.findByText("Van 1 was deleted.")
    ).toBeInTheDocument()
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
  },
}
