import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"

import { chooseOption } from "@ruta/ui/stories/select-option"

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

export const SavesAVisitRule: Story = {
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole("dialog"))
    await userEvent.type(dialog.getByLabelText(/^Address/), "Calle Orizaba 101")
    await userEvent.type(dialog.getByLabelText(/^Latitude/), "19.419")
    await userEvent.type(dialog.getByLabelText(/^Longitude/), "-99.1622")
    await chooseOption(
      dialog.getByRole("combobox", { name: /^Visits/ }),
      "Weekly"
    )
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await waitFor(() =>
      expect(dialog.getByText("Choose the days of the visits.")).toBeVisible()
    )
    await userEvent.click(dialog.getByLabelText("Tue"))
    await userEvent.type(
      dialog.getByLabelText(/^Visit windows/),
      "9:00-11:00, 16:00-18:00"
    )
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await waitFor(() =>
      expect(args.onSave).toHaveBeenCalledWith(
        expect.objectContaining({
          visit_rule: expect.objectContaining({
            kind: "weekly",
            weekdays: ["tue"],
            every_weeks: 1,
            windows: [
              { start: "09:00", end: "11:00" },
              { start: "16:00", end: "18:00" },
            ],
          }),
        })
      )
    )
  },
}

export const EditsASavedRule: Story = {
  args: {
    entry: {
      id_address: 7,
      id_client: 1,
      id_subsidiary: 1,
      id_address_type: 1,
      alias: "Farmacia Norte",
      address: "Calle Orizaba 101",
      latitude: 19.419,
      longitude: -99.1622,
      first_name: "",
      last_name: "",
      email: "",
      phone_number: "",
      createdAt: "2026-11-01T10:00:00.000Z",
      visit_rule: {
        kind: "monthly_weekday",
        weekdays: ["fri"],
        every_weeks: 1,
        month_day: null,
        nth: 5,
        start_date: "2026-11-01",
        end_date: null,
        exceptions: ["2026-12-25"],
        duration: 30,
        pieces: 0,
        weight: 0,
        volume: 0,
        windows: [],
        notes: "",
      },
    },
  },
  play: async () => {
    const dialog = within(within(document.body).getByRole("dialog"))
    await expect(dialog.getByLabelText(/^Days skipped/)).toHaveValue(
      "2026-12-25"
    )
    await expect(
      dialog.getByRole("combobox", { name: /^Which/ })
    ).toHaveTextContent("Last")
  },
}
