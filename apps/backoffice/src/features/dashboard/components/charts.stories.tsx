import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { week } from "./dashboard-fixtures.ts"
import { OutcomesChart } from "./outcomes-chart.tsx"
import { StopsPerDayChart } from "./stops-per-day-chart.tsx"

/** The dashboard's charts, each with its table for screen readers. */
const meta = {
  title: "Back office/Dashboard/Charts",
  component: StopsPerDayChart,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { days: week.days },
} satisfies Meta<typeof StopsPerDayChart>
export default meta

type Story = StoryObj<typeof meta>

export const StopsPerDay: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("table", { name: "Stops per day" })
    ).toBeInTheDocument()
    await expect(
      canvas.getByRole("row", { name: "2026-11-20 71 4 0" })
    ).toBeInTheDocument()
  },
}

export const Outcomes: Story = {
  render: () => <OutcomesChart outcomes={week.outcomes} />,
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("row", { name: "Nobody home 0 11" })
    ).toBeInTheDocument()
    await expect(
      canvas.getByRole("row", { name: "No outcome 20 0" })
    ).toBeInTheDocument()
  },
}
