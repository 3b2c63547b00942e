import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { emptyWeek, week } from "./dashboard-fixtures.ts"
import { DashboardView } from "./dashboard-view.tsx"

const meta = {
  title: "Back office/Dashboard/DashboardView",
  component: DashboardView,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    data: week,
    planAction: <a href="#new-optimization">Create an optimization</a>,
  },
} satisfies Meta<typeof DashboardView>
export default meta

type Story = StoryObj<typeof meta>

export const Week: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByTestId("dashboard-routes-on-route")
    ).toHaveTextContent("3")
    await expect(
      canvas.getByTestId("dashboard-stops-failed")
    ).toHaveTextContent("14")
    await expect(
      canvas.getByTestId("dashboard-on-time-rate")
    ).toHaveTextContent("93%")
    await expect(canvas.getByText("No payment plan chosen")).toBeInTheDocument()
    // The charts' figures, as a screen reader finds them.
    const table = canvas.getByRole("table", { name: "Stops per day" })
    await expect(
      within(table).getByRole("row", { name: "2026-11-25 0 0 84" })
    ).toBeInTheDocument()
    const busiest = canvas.getByRole("heading", { name: "Busiest days" })
    await expect(
      busiest.nextElementSibling?.firstElementChild
    ).toHaveTextContent("2026-11-25")
  },
}

/** No routes in the days chosen: the way to plan some. */
export const NoRoutes: Story = {
  args: { data: emptyWeek },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("No routes in these days")
    ).toBeInTheDocument()
    await expect(
      canvas.getByRole("link", { name: "Create an optimization" })
    ).toBeInTheDocument()
  },
}
