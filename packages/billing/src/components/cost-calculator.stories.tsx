import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { storyPlans } from "../testing/plans.ts"
import { withLingui } from "../testing/with-lingui.tsx"
import { CostCalculator } from "./cost-calculator.tsx"

const meta = {
  title: "Billing/CostCalculator",
  component: CostCalculator,
  tags: ["autodocs"],
  decorators: [withLingui],
  args: { plan: storyPlans.growth, onEstimate: fn() },
} satisfies Meta<typeof CostCalculator>

export default meta
type Story = StoryObj<typeof meta>

/** Once a week: drivers × stops × 4; on Growth, 1,000 addresses are in the minimum payment. */
export const Weekly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText("Drivers"), "10")
    await userEvent.type(canvas.getByLabelText("Stops per route"), "30")
    await expect(canvas.getByText("1,200")).toBeVisible()
    // $199.00 + 200 × $0.03
    await expect(canvas.getByText("$205.00")).toBeVisible()
    await expect(args.onEstimate).toHaveBeenLastCalledWith(
      { period: 2, drivers: 10, routes: 30 },
      1200
    )
  },
}

/** Over 100,000 addresses a month is refused, with the validation package's message. */
export const TooMany: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText("Drivers"), "1000")
    await userEvent.type(canvas.getByLabelText("Stops per route"), "100")
    await expect(
      await canvas.findByText("The total cannot be greater than 100,000.")
    ).toBeVisible()
    await expect(canvas.queryByText(/Estimated cost/)).toBeNull()
    await expect(args.onEstimate).toHaveBeenLastCalledWith(null, null)
  },
}

/** On a phone's plan: once a week, drivers × routes × 4, priced on the chosen plan. */
export const WeeklyOnAMobilePlan: Story = {
  args: { plan: storyPlans.pocket },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText("Drivers"), "3")
    await userEvent.type(canvas.getByLabelText("Stops per route"), "50")
    await expect(canvas.getByText("600")).toBeVisible()
    // $19.00 + 600 × $0.04
    await expect(canvas.getByText("$43.00")).toBeVisible()
    await expect(args.onEstimate).toHaveBeenLastCalledWith(
      { period: 2, drivers: 3, routes: 50 },
      600
    )
  },
}
