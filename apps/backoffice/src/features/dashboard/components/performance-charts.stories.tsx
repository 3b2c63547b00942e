import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import {
  EtaErrorByHourChart,
  PlannedDrivenByDriverChart,
  ServiceTimeByClassChart,
} from "./performance-charts.tsx"
import { performanceWeek } from "./performance-fixtures.ts"

/** The Performance screen's charts, each with its table for screen readers. */
const meta = {
  title: "Back office/Dashboard/PerformanceCharts",
  component: EtaErrorByHourChart,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { hours: performanceWeek.by_hour },
} satisfies Meta<typeof EtaErrorByHourChart>
export default meta

type Story = StoryObj<typeof meta>

export const EtaErrorByHour: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("row", { name: "08:00 15 25" })
    ).toBeInTheDocument()
  },
}

export const ServiceTimeByClass: Story = {
  render: () => (
    <ServiceTimeByClassChart
      classes={performanceWeek.by_address_class}
      className={(id) => `Type ${id}`}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("row", { name: "Type 1 15 20" })
    ).toBeInTheDocument()
  },
}

export const PlannedDrivenByDriver: Story = {
  render: () => (
    <PlannedDrivenByDriverChart
      drivers={performanceWeek.by_driver}
      unit="km"
      perMetre={1000}
    />
  ),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole("row", { name: "Ana López 420 441.5" })
    ).toBeInTheDocument()
  },
}
