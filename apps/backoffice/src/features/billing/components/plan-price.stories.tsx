import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { paymentPlans } from "./billing-fixtures.ts"
import { PlanPrice } from "./plan-price.tsx"

const meta = {
  title: "Back office/Billing/PlanPrice",
  component: PlanPrice,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { plan: paymentPlans[0]! },
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
  args: { plan: paymentPlans[1]! },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("Starting at 1,000 addresses")).toBeVisible()
    await expect(canvas.queryByText(/Ending at/)).toBeNull()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText("Se cobra por dirección optimizada")
    ).toBeVisible()
    await expect(
      canvas.getByText("Precio por dirección adicional 0.05 USD")
    ).toBeVisible()
    await expect(canvas.getByText("Termina en 999 direcciones")).toBeVisible()
  },
}
