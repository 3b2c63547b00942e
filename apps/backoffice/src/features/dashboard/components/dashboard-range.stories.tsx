import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { DashboardRange } from "./dashboard-range.tsx"

const meta = {
  title: "Back office/Dashboard/DashboardRange",
  component: DashboardRange,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    from: "2026-11-19",
    to: "2026-11-25",
    today: "2026-11-25",
    onChange: fn(),
  },
} satisfies Meta<typeof DashboardRange>
export default meta

type Story = StoryObj<typeof meta>

export const LastSevenDays: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole("button", { name: "Last 7 days" })
    ).toHaveAttribute("aria-pressed", "true")
    await userEvent.click(canvas.getByRole("button", { name: "Last 30 days" }))
    await expect(args.onChange).toHaveBeenCalledWith({
      from: "2026-10-27",
      to: "2026-11-25",
    })
    await userEvent.click(canvas.getByRole("button", { name: "Today" }))
    await expect(args.onChange).toHaveBeenCalledWith({
      from: "2026-11-25",
      to: "2026-11-25",
    })
  },
}
