import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"

import { chooseOption } from "@ruta/ui/stories/select-option"

import { withApp } from "../../../stories/app-decorator.tsx"
import { expectToast, refusedSave } from "../../../stories/refusal.ts"
import { CatalogNameDialog } from "./catalog-name-dialog.tsx"

const meta = {
  title: "Back office/Catalogs/CatalogNameDialog",
  component: CatalogNameDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { item: null, onClose: fn(), onSave: fn(async () => {}) },
} satisfies Meta<typeof CatalogNameDialog>
export default meta

type Story = StoryObj<typeof meta>

/** A name is required; the one typed is saved. */
export const Adds: Story = {
  play: async ({ args }) => {
    const dialog = within(
      within(document.body).getByRole("dialog", { name: "Add" })
    )
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await waitFor(() =>
      expect(dialog.getByText("Required field.")).toBeVisible()
    )
    await expect(args.onSave).not.toHaveBeenCalled()
    await userEvent.type(dialog.getByLabelText(/^Name/), "Forklift")
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith({ name: "Forklift" })
  },
}

/** The server refuses the name: its message shows on the field, one of no field in a toast. */
export const RefusedByTheServer: Story = {
  args: {
    item: { id: 4, name: "Forklift", active: true },
    onSave: refusedSave([
      { field: "name", message: "This skill exists already." },
      { field: "id_client", message: "This client is inactive." },
    ]),
  },
  play: async ({ args }) => {
    const body = within(document.body)
    const dialog = within(body.getByRole("dialog", { name: "Rename Forklift" }))
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith({ name: "Forklift" })
    await waitFor(() =>
      expect(dialog.getByText("This skill exists already.")).toBeVisible()
    )
    await expectToast("This client is inactive.")
    await expect(dialog.getByLabelText(/^Name/)).toHaveValue("Forklift")
  },
}

/** A stop outcome takes its kind: a completion unless the failure kind is chosen. */
export const StopOutcomeKind: Story = {
  args: {
    withKind: true,
    item: {
      id: 7,
      name: "Closed gate",
      active: true,
      kind: "completed",
      preset: null,
    },
  },
  play: async ({ args }) => {
    const body = within(document.body)
    const dialog = within(
      body.getByRole("dialog", { name: "Rename Closed gate" })
    )
    await expect(
      dialog.getByRole("combobox", { name: /Kind/ })
    ).toHaveTextContent("Completed visit")
    await chooseOption(
      dialog.getByRole("combobox", { name: /Kind/ }),
      "Failed visit"
    )
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith({
      name: "Closed gate",
      kind: "failed",
    })
  },
}
