import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { storyPlans } from "../testing/plans.ts"
import { withLingui } from "../testing/with-lingui.tsx"
import { PlanPrice } from "./plan-price.tsx"

const meta = {
  title: "Billing/PlanPrice",
  component: PlanPrice,
  tags: ["autodocs"],
  decorators: [withLingui],
  args: { plan: storyPlans.starter },
} satisfies Meta<typeof PlanPrice>

export default meta
type Story = StoryObj<typeof meta>

/** The spec's price texts, a band with both ends. */
export const Band: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    for (const text of [
      "Charged per optimized address",
      "Minimum payment $49.00",
      "Price per extra address 0.05 USD",
      "Starting at 0 addresses",
      "Ending at 999 addresses",
    ])
      await expect(canvas.getByText(text)).toBeVisible()
  },
}

/** No upper end: no 'Ending at'. */
export const OpenEnded: Story = {
  args: { plan: storyPlans.growth },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("Starting at 1,000 addresses")).toBeVisible()
    await expect(canvas.queryByText(/Ending at/)).toBeNull()
  },
}
