import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, within } from "storybook/test"
import { CostCalculator } from "@ruta/billing/components/cost-calculator"
import { PlanPrice } from "@ruta/billing/components/plan-price"

import { withApp } from "../../../stories/app-decorator.tsx"
import { paymentPlans } from "./billing-fixtures.ts"

/** The shared billing components (`@ruta/billing`) with the back office's Spanish catalog. */
const meta = {
  title: "Back office/Billing/In Spanish",
  decorators: [withApp],
  globals: { locale: "es" },
} satisfies Meta

export default meta
type Story = StoryObj<typeof meta>

export const PlanPriceInSpanish: Story = {
  render: () => <PlanPrice plan={paymentPlans[0]!} />,
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

export const CostCalculatorInSpanish: Story = {
  render: () => <CostCalculator plan={null} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText("Conductores"), "2")
    await userEvent.type(canvas.getByLabelText("Paradas por ruta"), "25")
    await expect(canvas.getByText("200")).toBeVisible()
  },
}
