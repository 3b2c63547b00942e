import type { Meta, StoryObj } from "@storybook/react-vite"
import { horizonDays } from "@ruta/validation/values"
import { expect, fn, userEvent, within } from "storybook/test"

import { openSelect } from "@ruta/ui/stories/select-option"

import { withApp } from "../../../stories/app-decorator.tsx"
import { HorizonSelect } from "./horizon-select.tsx"

const meta = {
  title: "Back office/Planning/HorizonSelect",
  component: HorizonSelect,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { value: 1, onChange: fn() },
} satisfies Meta<typeof HorizonSelect>
export default meta

type Story = StoryObj<typeof meta>

/** One day to two weeks, the declared bounds, and the chosen count handed back. */
export const OneDayToTwoWeeks: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole("combobox", { name: "Days to plan" })
    ).toHaveTextContent("1 day")
    const days = await openSelect(canvas.getByRole("combobox"))
    const offered = days.getAllByRole("option").map((o) => o.textContent)
    await expect(offered).toHaveLength(horizonDays.max)
    await expect(offered.at(-1)).toBe("14 days")
    await userEvent.click(days.getByRole("option", { name: "10 days" }))
    await expect(args.onChange).toHaveBeenCalledWith(10)
  },
}

export const AWeek: Story = { args: { value: 5 } }
