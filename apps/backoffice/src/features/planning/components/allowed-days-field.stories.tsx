import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { AllowedDaysField } from "./allowed-days-field.tsx"

const meta = {
  title: "Back office/Planning/AllowedDaysField",
  component: AllowedDaysField,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    label: "Allowed days",
    days: ["thu"],
    dates: "",
    onDaysChange: fn(),
    onDatesChange: fn(),
  },
} satisfies Meta<typeof AllowedDaysField>
export default meta

type Story = StoryObj<typeof meta>

/** A chip pressed adds its weekday in the week's order; pressed again, removes it. */
export const WeekdayChips: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getAllByRole("button").map((b) => b.textContent)
    ).toEqual(["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"])
    await userEvent.click(canvas.getByRole("button", { name: "Mon" }))
    await expect(args.onDaysChange).toHaveBeenLastCalledWith(["mon", "thu"])
    await userEvent.click(canvas.getByRole("button", { name: "Thu" }))
    await expect(args.onDaysChange).toHaveBeenLastCalledWith([])
    await userEvent.type(canvas.getByLabelText("Allowed dates"), "2")
    await expect(args.onDatesChange).toHaveBeenLastCalledWith("2")
  },
}

export const WithAnError: Story = {
  args: {
    dates: "someday",
    error: "Allowed days: not days such as Mon, Thu or a date (YYYY-MM-DD)",
  },
}
