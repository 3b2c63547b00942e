import { TextField } from "@ruta/ui/components/text-field"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { z } from "zod"

import { withApp } from "../../stories/app-decorator.tsx"
import { expectToast, refusedSave } from "../../stories/refusal.ts"
import { FormDialog } from "./form-dialog.tsx"
import { useFormSubmit } from "./form-submit.ts"

const schema = z.object({ name: z.string().min(1, "This field is required") })

function NameForm({
  onSave,
  onClose,
}: {
  onSave: (values: { name: string }) => Promise<void>
  onClose: () => void
}) {
  const { errors, busy, submit } = useFormSubmit(
    (_form, text) => schema.safeParse({ name: text("name") }),
    onSave
  )
  return (
    <FormDialog
      title="New skill"
      onClose={onClose}
      onSubmit={submit}
      busy={busy}
    >
      <TextField name="name" label="Name" error={errors.name} required />
    </FormDialog>
  )
}

const meta = {
  title: "Back office/Shell/FormDialog",
  component: NameForm,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { onSave: fn(async () => {}), onClose: fn() },
} satisfies Meta<typeof NameForm>
export default meta

type Story = StoryObj<typeof meta>

/** A field's message shows where it is; the values go to `onSave` trimmed once they pass. */
export const SaveAndErrors: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole("dialog", {
      name: "New skill",
    })
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }))
    // The dialog fades in: wait until its message is shown, not just there.
    await waitFor(() =>
      expect(within(dialog).getByText("This field is required")).toBeVisible()
    )
    await expect(args.onSave).not.toHaveBeenCalled()
    await userEvent.type(within(dialog).getByLabelText(/Name/), "  Forklift ")
    await userEvent.click(within(dialog).getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith({ name: "Forklift" })
  },
}

/** Cancel closes without saving. */
export const Cancel: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole("dialog", {
      name: "New skill",
    })
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Cancel" })
    )
    await expect(args.onClose).toHaveBeenCalled()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

/**
 * The server refuses the save: the field's message shows on it (and only there), a message of no
 * field in a toast.
 */
export const RefusedByTheServer: Story = {
  args: {
    onSave: refusedSave([
      { field: "name", message: "This skill exists already." },
      { field: "id_client", message: "This client is inactive." },
    ]),
  },
  play: async ({ args }) => {
    const body = within(document.body)
    const dialog = within(body.getByRole("dialog", { name: "New skill" }))
    await userEvent.type(dialog.getByLabelText(/Name/), "Forklift")
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalled()
    await waitFor(() =>
      expect(dialog.getByText("This skill exists already.")).toBeVisible()
    )
    await expectToast("This client is inactive.")
    // The field's message is not toasted as well: it is shown once, on its field.
    await expect(body.getAllByText("This skill exists already.")).toHaveLength(
      1
    )
    await expect(dialog.getByLabelText(/Name/)).toHaveValue("Forklift")
  },
}
