import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { AddressImportDialog } from "./address-import-dialog.tsx"

const sheet = [
  ["Nombre", "Dirección", "Latitud", "Longitud", "Visitas", "Horario"],
  ["Farmacia", "Madero 17", "19.43", "-99.13", "Lun, Jue", "9:00-12:00"],
  ["Taller", "Reforma 222", "", "", "de vez en cuando", ""],
  ["Perdido", "Calle que no existe", "", "", "mensual 15", ""],
]

const meta = {
  title: "Back office/Fleet/AddressImportDialog",
  component: AddressImportDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    sites: [{ id_subsidiary: 1, name: "Acme Centro" }],
    read: fn(async () => sheet),
    find: fn(async (address: string) =>
      address === "Reforma 222" ? { latitude: 19.42, longitude: -99.16 } : null
    ),
    save: fn(async () => ({})),
    onClose: fn(),
    onImported: fn(),
  },
} satisfies Meta<typeof AddressImportDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {}

export const SavesWhatItReadsAndSaysWhatNot: Story = {
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole("dialog"))
    const input =
      document.body.querySelector<HTMLInputElement>("input[type=file]")!
    await userEvent.upload(
      input,
      new File(["x"], "clientes.xlsx", { type: "application/octet-stream" })
    )
    await waitFor(() =>
      expect(
        dialog.getByText("3 entries, 2 with recurring visits.")
      ).toBeVisible()
    )
    await expect(
      dialog.getByText(/^Row 3: Visits "de vez en cuando" was not read/)
    ).toBeVisible()
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await waitFor(() => expect(args.save).toHaveBeenCalledTimes(2))
    await expect(args.save).toHaveBeenCalledWith(
      expect.objectContaining({
        alias: "Farmacia",
        visit_rule: expect.objectContaining({
          kind: "weekly",
          weekdays: ["mon", "thu"],
          windows: [{ start: "09:00", end: "12:00" }],
        }),
      })
    )
    await expect(args.save).toHaveBeenCalledWith(
      expect.objectContaining({
        alias: "Taller",
        latitude: 19.42,
        visit_rule: null,
      })
    )
    await waitFor(() =>
      expect(
        dialog.getByText("Row 4: the address was not found; it is not saved.")
      ).toBeVisible()
    )
    await expect(args.onImported).not.toHaveBeenCalled()
  },
}
