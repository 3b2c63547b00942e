import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { DepotDialog } from "./depot-dialog.tsx"

const meta = {
  title: "Back office/Fleet/DepotDialog",
  component: DepotDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    depot: null,
    sites: [{ id_subsidiary: 1, name: "Acme Centro" }],
    onClose: fn(),
    onSave: fn(async () => {}),
  },
} satisfies Meta<typeof DepotDialog>

export default meta
type Story = StoryObj<typeof meta>

export const New: Story = {
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole("dialog"))
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    // The dialog re-renders while its map loads (slow on a busy machine): look again each time.
    await waitFor(() =>
      expect(
        dialog.getByText("Find the address or place the pin on the map.")
      ).toBeVisible()
    )
    await waitFor(() =>
      expect(dialog.getByText("Required field.")).toBeVisible()
    )
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const Editing: Story = {
  args: {
    depot: {
      id_depot: 1,
      id_client: 1,
      id_subsidiary: 1,
      isDefault: true,
      createdAt: "2026-11-01T10:00:00.000Z",
      address: {
        name: "Bodega Centro",
        description: "Dock 3",
        address: "Av. Reforma 222, Ciudad de México",
        latitude: 19.4326,
        longitude: -99.1332,
      },
    },
  },
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole("dialog"))
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith({
        id_subsidiary: 1,
        name: "Bodega Centro",
        description: "Dock 3",
        address: "Av. Reforma 222, Ciudad de México",
        latitude: 19.4326,
        longitude: -99.1332,
        isDefault: true,
      })
    )
  },
}
