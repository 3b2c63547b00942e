import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { paymentPlans } from "./billing-fixtures.ts"
import { CostCalculator } from "./cost-calculator.tsx"

const meta = {
  title: "Back office/Billing/CostCalculator",
  component: CostCalculator,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { plan: paymentPlans[1]!, onEstimate: fn() },
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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText("Drivers"), "1000")
    await userEvent.type(canvas.getByLabelText("Stops per route"), "100")
    await expect(
      await canvas.findByText("The total cannot be greater than 100,000.")
    ).toBeVisible()
    await expect(canvas.queryByText(/Estimated cost/)).toBeNull()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  args: { plan: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText("Conductores"), "2")
    await userEvent.type(canvas.getByLabelText("Paradas por ruta"), "25")
    await expect(canvas.getByText("200")).toBeVisible()
  },
}
