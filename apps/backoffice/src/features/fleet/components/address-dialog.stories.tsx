import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { AddressDialog } from "./address-dialog.tsx"

const meta = {
  title: "Back office/Fleet/AddressDialog",
  component: AddressDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    entry: null,
    sites: [{ id_subsidiary: 1, name: "Acme Centro" }],
    onClose: fn(),
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof AddressDialog>

export default meta
type Story = StoryObj<typeof meta>

export const New: Story = {}

export const SavesTypedCoordinates: Story = {
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole("dialog"))
    await userEvent.type(dialog.getByLabelText(/^Address/), "Calle Orizaba 101")
    await userEvent.type(dialog.getByLabelText(/^Latitude/), "19.419")
    await userEvent.type(dialog.getByLabelText(/^Longitude/), "-99.1622")
    await userEvent.type(dialog.getByLabelText(/^Email/), "bad")
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    // The dialog re-renders as its lists load (slow on a busy machine): look again each time.
    await waitFor(() =>
      expect(dialog.getByText("Enter a valid email.")).toBeVisible()
    )
    await userEvent.clear(dialog.getByLabelText(/^Email/))
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        address: "Calle Orizaba 101",
        latitude: 19.419,
        longitude: -99.1622,
        id_subsidiary: 1,
      })
    )
  },
}
