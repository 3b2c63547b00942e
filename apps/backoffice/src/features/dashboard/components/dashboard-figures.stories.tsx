import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { imperialUnits, unitsQuery } from "../../../stories/units.ts"
import { DashboardFigures } from "./dashboard-figures.tsx"
import { emptyWeek, week } from "./dashboard-fixtures.ts"

const meta = {
  title: "Back office/Dashboard/DashboardFigures",
  component: DashboardFigures,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { data: week },
} satisfies Meta<typeof DashboardFigures>
export default meta

type Story = StoryObj<typeof meta>

export const Week: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByTestId("dashboard-distance-actual")
    ).toHaveTextContent("871.9 km")
    await expect(
      canvas.getByTestId("dashboard-duration-planned")
    ).toHaveTextContent("55 h 00 min")
    await expect(
      canvas.getByTestId("dashboard-optimized-addresses")
    ).toHaveTextContent("1284")
  },
}

/** The client counts in miles: planned and driven metres are written in miles. */
export const InMiles: Story = {
  parameters: { queries: [unitsQuery(imperialUnits)] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByTestId("dashboard-distance-planned")
    ).toHaveTextContent("523.4 mi")
    await expect(
      canvas.getByTestId("dashboard-distance-actual")
    ).toHaveTextContent("541.8 mi")
  },
}

/** With a payment plan, its band shows beside the meter. */
export const WithPlan: Story = {
  args: {
    data: {
      ...week,
      optimized_addresses: {
        ...week.optimized_addresses,
        plan: { from: 1000, to: 5000 },
      },
    },
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Your plan covers 1000 to 5000 addresses")
    ).toBeInTheDocument()
  },
}

/** Nothing visited yet: no rate to show. */
export const Nothing: Story = {
  args: { data: emptyWeek },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByTestId("dashboard-on-time-rate")
    ).toHaveTextContent("—")
  },
}
