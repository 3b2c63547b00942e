import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { openSelect } from "@ruta/ui/stories/select-option"

import { withApp } from "../../../stories/app-decorator.tsx"
import { ViewControls } from "./view-controls.tsx"
import { weekDays } from "./week-fixtures.ts"

const meta = {
  title: "Back office/Planning/ViewControls",
  component: ViewControls,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    view: "day",
    onViewChange: fn(),
    days: weekDays,
    mapDay: null,
    onMapDayChange: fn(),
  },
} satisfies Meta<typeof ViewControls>
export default meta

type Story = StoryObj<typeof meta>

/** Day or Week, the one shown pressed; the map shows every day or the one chosen. */
export const DayOrWeek: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("button", { name: "Day" })).toHaveAttribute(
      "aria-pressed",
      "true"
    )
    await userEvent.click(canvas.getByRole("button", { name: "Week" }))
    await expect(args.onViewChange).toHaveBeenCalledWith("week")
    const mapDay = canvas.getByRole("combobox", { name: "Map day" })
    await expect(mapDay).toHaveTextContent("Every day")
    const days = await openSelect(mapDay)
    await expect(days.getAllByRole("option").map((o) => o.textContent)).toEqual(
      ["Every day", "Tue, Dec 1", "Wed, Dec 2", "Thu, Dec 3"]
    )
    await userEvent.click(days.getByRole("option", { name: "Thu, Dec 3" }))
    await expect(args.onMapDayChange).toHaveBeenCalledWith("2026-12-03")
  },
}

export const WeekOnOneDay: Story = {
  args: { view: "week", mapDay: "2026-12-02" },
}
