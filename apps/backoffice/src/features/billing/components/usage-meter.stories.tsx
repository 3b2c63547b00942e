import { invoiceOf } from "@ruta/validation/billing"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { paymentPlans } from "./billing-fixtures.ts"
import { UsageMeter } from "./usage-meter.tsx"

const starter = paymentPlans[0]!

const meta = {
  title: "Back office/Billing/UsageMeter",
  component: UsageMeter,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { period: "2026-11", plan: starter, invoice: invoiceOf(starter, 640) },
} satisfies Meta<typeof UsageMeter>

export default meta
type Story = StoryObj<typeof meta>

/** 640 addresses on Starter: $49.00 + 640 × $0.05. */
export const WithinTheBand: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("This month: November 2026")).toBeVisible()
    await expect(
      canvas.getByText("640 optimized addresses on Starter")
    ).toBeVisible()
    await expect(canvas.getByText("$81.00")).toBeVisible()
    await expect(
      canvas.getByText(
        "What-if scenarios are not counted until one is promoted to be the plan."
      )
    ).toBeVisible()
    await expect(canvas.queryByRole("status")).toBeNull()
  },
}

export const PastTheBand: Story = {
  args: { invoice: invoiceOf(starter, 1500) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("status")).toHaveTextContent(
      "Past the plan's end"
    )
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText(/^Este mes: noviembre de 2026$/)
    ).toBeVisible()
  },
}
