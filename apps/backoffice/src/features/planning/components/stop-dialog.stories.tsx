import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { expectToast, refusedSave } from "../../../stories/refusal.ts"
import { stop } from "./planning-fixtures.ts"
import { StopDialog } from "./stop-dialog.tsx"

const meta = {
  title: "Back office/Planning/StopDialog",
  component: StopDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    stop: { ...stop(3, 1), pieces: 2, phone_number: "+525512345678" },
    day: "2026-11-25",
    busy: false,
    onSave: fn(async () => {}),
    onClose: fn(),
  },
} satisfies Meta<typeof StopDialog>
export default meta

type Story = StoryObj<typeof meta>

/** The edited fields are saved with everything else the stop has, the window on the route's day. */
export const Edit: Story = {
  play: async ({ args }) => {
    const body = within(document.body)
    const pieces = body.getByLabelText("Pieces")
    await userEvent.clear(pieces)
    await userEvent.type(pieces, "7")
    await userEvent.type(body.getByLabelText("Time window start"), "09:30")
    await userEvent.click(body.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        name: "Customer 3",
        latitude: 19.43,
        pieces: 7,
        phone_number: "+525512345678",
        time_window_start: new Date(2026, 10, 25, 9, 30).toISOString(),
      })
    )
  },
}

/** Allowed days are weekday chips and typed dates, saved as the API writes them. */
export const AllowedDays: Story = {
  args: { stop: { ...stop(3, 1), allowed_days: ["tue", "2026-12-24"] } },
  play: async ({ args }) => {
    const body = within(document.body)
    const days = body.getByRole("group", { name: "Allowed days" })
    await expect(
      within(days).getByRole("button", { name: "Tue" })
    ).toHaveAttribute("aria-pressed", "true")
    await expect(body.getByLabelText("Allowed dates")).toHaveValue("2026-12-24")
    await userEvent.click(within(days).getByRole("button", { name: "Tue" }))
    await userEvent.click(within(days).getByRole("button", { name: "Thu" }))
    await userEvent.click(within(days).getByRole("button", { name: "Mon" }))
    await userEvent.click(body.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ allowed_days: ["mon", "thu", "2026-12-24"] })
    )
  },
}

/** "Same driver as last time" is a switch, saved with the stop. */
export const SameDriver: Story = {
  play: async ({ args }) => {
    const body = within(document.body)
    const same = body.getByRole("switch", { name: "Same driver as last time" })
    await expect(same).not.toBeChecked()
    await userEvent.click(same)
    await userEvent.click(body.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ same_driver: true })
    )
  },
}

/** A date that cannot be read keeps the dialog open with what is wrong, and nothing is saved. */
export const UnreadableDays: Story = {
  play: async ({ args }) => {
    const body = within(document.body)
    await userEvent.type(body.getByLabelText("Allowed dates"), "someday")
    await userEvent.click(body.getByRole("button", { name: "Save" }))
    await expect(
      body.getByText(
        "Allowed days: not days such as Mon, Thu or a date (YYYY-MM-DD)"
      )
    ).toBeInTheDocument()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

/**
 * Several windows: the first as before, then more rows, one on another day of the plan; a row
 * removed is dropped, and the list is saved whole.
 */
export const SeveralWindows: Story = {
  args: {
    stop: {
      ...stop(3, 1),
      time_window_start: new Date(2026, 10, 25, 9, 0).toISOString(),
      time_window_end: new Date(2026, 10, 25, 11, 0).toISOString(),
      time_windows: [
        {
          start: new Date(2026, 10, 25, 9, 0).toISOString(),
          end: new Date(2026, 10, 25, 11, 0).toISOString(),
        },
        {
          start: new Date(2026, 10, 25, 15, 0).toISOString(),
          end: new Date(2026, 10, 25, 17, 0).toISOString(),
        },
      ],
    },
  },
  play: async ({ args }) => {
    const body = within(document.body)
    await expect(body.getByLabelText("Window 2 start")).toHaveValue("15:00")
    await userEvent.click(body.getByRole("button", { name: "Add a window" }))
    await userEvent.type(
      body.getByLabelText("Window 3 start"),
      "2026-11-26 08:00"
    )
    await userEvent.type(
      body.getByLabelText("Window 3 end"),
      "2026-11-26 10:00"
    )
    await userEvent.click(body.getByRole("button", { name: "Add a window" }))
    await userEvent.type(body.getByLabelText("Window 4 start"), "12:00")
    await userEvent.click(body.getByRole("button", { name: "Remove window 4" }))
    await userEvent.click(body.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({
        time_windows: [
          {
            start: new Date(2026, 10, 25, 9, 0).toISOString(),
            end: new Date(2026, 10, 25, 11, 0).toISOString(),
          },
          {
            start: new Date(2026, 10, 25, 15, 0).toISOString(),
            end: new Date(2026, 10, 25, 17, 0).toISOString(),
          },
          {
            start: new Date(2026, 10, 26, 8, 0).toISOString(),
            end: new Date(2026, 10, 26, 10, 0).toISOString(),
          },
        ],
      })
    )
  },
}

/** A window that ends before it starts is refused on its row, and nothing is saved. */
export const WindowBackwards: Story = {
  play: async ({ args }) => {
    const body = within(document.body)
    await userEvent.click(body.getByRole("button", { name: "Add a window" }))
    await userEvent.type(body.getByLabelText("Window 2 start"), "15:00")
    await userEvent.type(body.getByLabelText("Window 2 end"), "14:00")
    await userEvent.click(body.getByRole("button", { name: "Save" }))
    await expect(
      await body.findByText(
        "The end date must be the same or after the start date"
      )
    ).toBeInTheDocument()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

/** What cannot be read keeps the dialog open with the spec's message, and nothing is saved. */
export const Unreadable: Story = {
  play: async ({ args }) => {
    const body = within(document.body)
    const pieces = body.getByLabelText("Pieces")
    await userEvent.clear(pieces)
    await userEvent.type(pieces, "muchas")
    await userEvent.click(body.getByRole("button", { name: "Save" }))
    await expect(
      body.getByText("Amount has to be 0 or greater.")
    ).toBeInTheDocument()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

/**
 * A stop longer than a day is refused here with the API's message for it, "Max 1440" (the
 * declared bound, issue 49), and nothing is saved.
 */
export const LongerThanADay: Story = {
  play: async ({ args }) => {
    const body = within(document.body)
    const duration = body.getByLabelText("Duration (minutes)")
    await userEvent.clear(duration)
    await userEvent.type(duration, "1441")
    await userEvent.click(body.getByRole("button", { name: "Save" }))
    await expect(await body.findByText("Max 1440")).toBeVisible()
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

/** The server refuses the save: each field's message shows on it, one of no field in a toast. */
export const RefusedByTheServer: Story = {
  args: {
    onSave: refusedSave([
      {
        field: "phone_number",
        message: "Phone number format is invalid",
      },
      { field: "pieces", message: "Amount has to be 0 or greater." },
      { field: "id_route", message: "This route is closed." },
    ]),
  },
  play: async ({ args }) => {
    const body = within(document.body)
    await userEvent.click(body.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalled()
    await waitFor(() =>
      expect(body.getByText("Phone number format is invalid")).toBeVisible()
    )
    await expect(body.getByText("Amount has to be 0 or greater.")).toBeVisible()
    await expectToast("This route is closed.")
    await expect(body.getByLabelText("Pieces")).toHaveValue("2")
  },
}

/**
 * A duration learned from the address's visits says so beside it; left as it is, it is saved
 * as learned (not sent), and changed, the planner's overrides it and the note goes.
 */
export const Learned: Story = {
  args: { stop: { ...stop(4, 1), stop_duration: 7, learned_visits: 7 } },
  play: async ({ args }) => {
    const body = within(document.body)
    await expect(body.getByText("learned from 7 visits")).toBeVisible()
    await userEvent.click(body.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenCalledWith(
      expect.objectContaining({ stop_duration: undefined })
    )
    const duration = body.getByLabelText("Duration (minutes)")
    await userEvent.clear(duration)
    await userEvent.type(duration, "12")
    await expect(body.queryByText("learned from 7 visits")).toBeNull()
    await userEvent.click(body.getByRole("button", { name: "Save" }))
    await expect(args.onSave).toHaveBeenLastCalledWith(
      expect.objectContaining({ stop_duration: 12 })
    )
  },
}
