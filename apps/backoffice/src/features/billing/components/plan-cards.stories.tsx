import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { paymentPlans } from "./billing-fixtures.ts"
import { PlanCards } from "./plan-cards.tsx"

const meta = {
  title: "Back office/Billing/PlanCards",
  component: PlanCards,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { plans: paymentPlans.slice(0, 2) },
} satisfies Meta<typeof PlanCards>

export default meta
type Story = StoryObj<typeof meta>

export const Offered: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: "Growth" })).toBeVisible()
    await expect(canvas.getByText("Priority support")).toBeVisible()
  },
}

export const NoneYet: Story = {
  args: { plans: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("No plans are offered yet.")
    ).toBeVisible()
  },
}
