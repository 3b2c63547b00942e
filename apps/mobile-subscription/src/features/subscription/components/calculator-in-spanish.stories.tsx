import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, within } from "storybook/test"
import { CostCalculator } from "@ruta/billing/components/cost-calculator"

import { withMobileApp } from "../../../stories/app-decorator.tsx"
import { mobilePlans } from "./fixtures.ts"

/** The shared cost calculator (`@ruta/billing`) with the mobile page's Spanish catalog. */
const meta = {
  title: "Mobile subscription/Calculator",
  component: CostCalculator,
  decorators: [withMobileApp],
  args: { plan: mobilePlans[0]! },
} satisfies Meta<typeof CostCalculator>

export default meta
type Story = StoryObj<typeof meta>

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText("Conductores"), "2")
    await userEvent.type(canvas.getByLabelText("Paradas por ruta"), "25")
    await expect(canvas.getByText("200")).toBeVisible()
    await expect(
      canvas.getByText("Costo estimado al mes en Pocket")
    ).toBeVisible()
  },
}
