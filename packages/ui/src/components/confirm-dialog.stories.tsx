import * as React from "react"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, screen, userEvent, waitFor } from "storybook/test"

import { pick } from "../stories/locale"
import { Button } from "./button"
import { ConfirmDialog } from "./confirm-dialog"

const meta = {
  title: "UI/ConfirmDialog",
  component: ConfirmDialog,
  tags: ["autodocs"],
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: "Optimize this route?",
    description: "The stop order will be recalculated.",
    confirmLabel: "Optimize",
    cancelLabel: "Cancel",
  },
} satisfies Meta<typeof ConfirmDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await screen.findByRole("alertdialog", {
      name: "Optimize this route?",
    })
    await expect(dialog).toHaveAccessibleDescription(
      "The stop order will be recalculated."
    )
    await userEvent.click(screen.getByRole("button", { name: "Optimize" }))
    await expect(args.onConfirm).toHaveBeenCalledOnce()
    await userEvent.click(screen.getByRole("button", { name: "Cancel" }))
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

export const Destructive: Story = {
  args: {
    variant: "destructive",
    title: "Delete route North 12?",
    description:
      "Its 48 stops go back to the optimization. This cannot be undone.",
    confirmLabel: "Delete",
  },
}

export const Pending: Story = {
  args: {
    variant: "destructive",
    title: "Delete route North 12?",
    confirmLabel: "Delete",
    pending: true,
  },
  play: async ({ args }) => {
    const confirm = await screen.findByRole("button", { name: "Delete" })
    await expect(confirm).toBeDisabled()
    await expect(screen.getByRole("button", { name: "Cancel" })).toBeDisabled()
    await userEvent.keyboard("{Escape}")
    await expect(args.onOpenChange).not.toHaveBeenCalled()
  },
}

export const Flow: Story = {
  args: { open: false },
  render: function Render(args, { globals }) {
    const [open, setOpen] = React.useState(false)
    const [deleted, setDeleted] = React.useState(false)
    return (
      <div className="flex items-center gap-4">
        <Button variant="destructive" onClick={() => setOpen(true)}>
          {pick(globals, "Delete route", "Eliminar ruta")}
        </Button>
        {deleted && (
          <span role="status">{pick(globals, "Deleted", "Eliminada")}</span>
        )}
        <ConfirmDialog
          {...args}
          variant="destructive"
          open={open}
          onOpenChange={setOpen}
          onConfirm={() => {
            setDeleted(true)
            setOpen(false)
          }}
          title={pick(globals, "Delete route?", "¿Eliminar la ruta?")}
          confirmLabel={pick(globals, "Delete", "Eliminar")}
          cancelLabel={pick(globals, "Cancel", "Cancelar")}
        />
      </div>
    )
  },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole("button", { name: "Delete route" })
    await userEvent.click(trigger)
    const dialog = await screen.findByRole("alertdialog")
    await userEvent.keyboard("{Escape}")
    await waitFor(() => expect(dialog).not.toBeInTheDocument())
    // Opened from state, not a Dialog trigger: focus still goes back.
    await waitFor(() => expect(trigger).toHaveFocus())
    await expect(canvas.queryByRole("status")).not.toBeInTheDocument()
    await userEvent.click(trigger)
    await userEvent.click(await screen.findByRole("button", { name: "Delete" }))
    await expect(await canvas.findByRole("status")).toHaveTextContent("Deleted")
  },
}
