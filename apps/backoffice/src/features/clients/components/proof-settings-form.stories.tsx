import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { chooseOption } from "@ruta/ui/stories/select-option"

import { withApp } from "../../../stories/app-decorator.tsx"
import { expectToast, refusedSave } from "../../../stories/refusal.ts"
import { ProofSettingsForm } from "./proof-settings-form.tsx"

const meta = {
  title: "Back office/Clients/ProofSettingsForm",
  component: ProofSettingsForm,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    initial: {
      completed: { recipient_name: false, signature: true, photos: 1 },
      failed: { recipient_name: false, signature: false, photos: 0 },
    },
    onSubmit: fn(async () => {}),
  },
} satisfies Meta<typeof ProofSettingsForm>

export default meta
type Story = StoryObj<typeof meta>

/** One outcome's group of fields, by its heading. */
const outcome = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole("group", { name }))

/** Picks a number of photos in an outcome's group. */
async function choosePhotos(group: ReturnType<typeof outcome>, label: string) {
  await chooseOption(group.getByRole("combobox", { name: "Photos" }), label)
}

/** The planner asks for a name too on completion, and 2 photos when a visit fails. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const completed = outcome(canvasElement, "Completed visits")
    const failed = outcome(canvasElement, "Visits not completed")
    const save = canvas.getByRole("button", { name: "Save proof settings" })
    await expect(
      completed.getByText("Required: a signature and 1 photo.")
    ).toBeVisible()
    await expect(failed.getByText("Nothing is required.")).toBeVisible()
    await expect(save).toBeDisabled()

    await userEvent.click(
      completed.getByRole("checkbox", { name: /Recipient's name/ })
    )
    await choosePhotos(failed, "At least 2 photos")
    await expect(
      completed.getByText(
        "Required: the recipient's name, a signature, and 1 photo."
      )
    ).toBeVisible()
    await expect(failed.getByText("Required: 2 photos.")).toBeVisible()
    await userEvent.click(save)
    await expect(args.onSubmit).toHaveBeenCalledWith({
      completed: { recipient_name: true, signature: true, photos: 1 },
      failed: { recipient_name: false, signature: false, photos: 2 },
    })
  },
}

/** Undo puts back what was saved. */
export const UndoChanges: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const completed = outcome(canvasElement, "Completed visits")
    const signature = completed.getByRole("checkbox", { name: /Signature/ })
    await userEvent.click(signature)
    await expect(signature).not.toBeChecked()
    await userEvent.click(canvas.getByRole("button", { name: "Undo changes" }))
    await expect(signature).toBeChecked()
    await expect(
      canvas.getByRole("button", { name: "Save proof settings" })
    ).toBeDisabled()
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

/** A role without the permission to change them sees the settings, and cannot save. */
export const ReadOnly: Story = {
  args: { disabled: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const checkbox of canvas.getAllByRole("checkbox"))
      await expect(checkbox).toBeDisabled()
    for (const select of canvas.getAllByRole("combobox"))
      await expect(select).toBeDisabled()
    await expect(
      canvas.queryByRole("button", { name: "Save proof settings" })
    ).toBeNull()
  },
}

/** The server refuses the save: a field's message shows on that outcome's field, the rest in a toast. */
export const RefusedByTheServer: Story = {
  args: {
    onSubmit: refusedSave([
      {
        field: "failed.photos",
        message: "Choose from 0 to 3 photos.",
      },
      { field: "id_client", message: "This client is inactive." },
    ]),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    const completed = outcome(canvasElement, "Completed visits")
    const failed = outcome(canvasElement, "Visits not completed")
    await choosePhotos(failed, "At least 3 photos")
    await userEvent.click(
      canvas.getByRole("button", { name: "Save proof settings" })
    )
    await expect(args.onSubmit).toHaveBeenCalled()
    await expect(
      await failed.findByText("Choose from 0 to 3 photos.")
    ).toBeVisible()
    await expect(completed.queryByText("Choose from 0 to 3 photos.")).toBeNull()
    await expectToast("This client is inactive.")
    await expect(
      failed.getByRole("combobox", { name: "Photos" })
    ).toHaveTextContent("At least 3 photos")
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    const completed = outcome(canvasElement, "Visitas completadas")
    await expect(
      completed.getByText("Se exige: una firma y 1 foto.")
    ).toBeVisible()
    await expect(
      completed.getByRole("combobox", { name: "Fotos" })
    ).toHaveTextContent("Al menos 1 foto")
  },
}
