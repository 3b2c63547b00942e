import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { checkRow } from "../import/row-check.ts"
import { importRow, importRows } from "./import-fixtures.ts"
import { ImportRowDialog } from "./import-row-dialog.tsx"

const meta = {
  title: "Back office/Planning/ImportRowDialog",
  component: ImportRowDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    row: importRows[2]!,
    day: "2026-11-25",
    onClose: fn(),
    onSave: fn(),
  },
} satisfies Meta<typeof ImportRowDialog>
export default meta

type Story = StoryObj<typeof meta>

export const PicksAnAlternative: Story = {
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole("dialog"))
    await waitFor(() =>
      expect(dialog.getByRole("combobox", { name: "Place" })).toBeVisible()
    )
    await userEvent.type(dialog.getByLabelText("Pieces"), "many")
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await expect(
      dialog.getByText("Amount has to be 0 or greater.")
    ).toBeInTheDocument()
    await expect(args.onSave).not.toHaveBeenCalled()
    await userEvent.clear(dialog.getByLabelText("Pieces"))
    await userEvent.type(dialog.getByLabelText("Pieces"), "3")
    await userEvent.type(dialog.getByLabelText("Time window start"), "9:00")
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        line: 4,
        problems: [],
        details: expect.objectContaining({
          pieces: 3,
          time_window_start: new Date(2026, 10, 25, 9, 0).toISOString(),
        }),
      })
    )
  },
}

export const UnreadableRow: Story = {
  args: { row: importRows[4]! },
  play: async () => {
    const dialog = within(await within(document.body).findByRole("dialog"))
    await expect(dialog.getByRole("button", { name: "Save" })).toBeDisabled()
  },
}

export const FixesAPhone: Story = {
  args: {
    row: checkRow(importRow(0, { details: { phone_number: "55 97" } }), "MX"),
    check: (row) => checkRow(row, "MX"),
  },
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole("dialog"))
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await expect(
      dialog.getByText("Enter a valid phone number.")
    ).toBeInTheDocument()
    await expect(args.onSave).not.toHaveBeenCalled()
    const phone = dialog.getByLabelText("Phone number")
    await userEvent.clear(phone)
    await userEvent.type(phone, "(55) 9779-2542")
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        problems: [],
        details: expect.objectContaining({ phone_number: "+525597792542" }),
        changes: [
          {
            field: "phone_number",
            from: "(55) 9779-2542",
            to: "+525597792542",
          },
        ],
      })
    )
  },
}

const local = (hours: number) => new Date(2026, 10, 25, hours, 0).toISOString()

/** A row read with two windows (a Windows column) gets a third, and the list is saved. */
export const SeveralWindows: Story = {
  args: {
    row: importRow(0, {
      details: {
        time_window_start: local(9),
        time_window_end: local(11),
        time_windows: [
          { start: local(9), end: local(11) },
          { start: local(14), end: local(16) },
        ],
      },
    }),
  },
  play: async ({ args }) => {
    const dialog = within(await within(document.body).findByRole("dialog"))
    await expect(dialog.getByLabelText("Window 2 start")).toHaveValue("14:00")
    await userEvent.click(dialog.getByRole("button", { name: "Add a window" }))
    await userEvent.type(dialog.getByLabelText("Window 3 start"), "18:00")
    await userEvent.type(dialog.getByLabelText("Window 3 end"), "17:00")
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await expect(
      dialog.getByText("The end date must be the same or after the start date")
    ).toBeInTheDocument()
    await expect(args.onSave).not.toHaveBeenCalled()
    await userEvent.clear(dialog.getByLabelText("Window 3 end"))
    await userEvent.type(dialog.getByLabelText("Window 3 end"), "19:00")
    await userEvent.click(dialog.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        details: expect.objectContaining({
          time_window_start: local(9),
          time_windows: [
            { start: local(9), end: local(11) },
            { start: local(14), end: local(16) },
            { start: local(18), end: local(19) },
          ],
        }),
      })
    )
  },
}
