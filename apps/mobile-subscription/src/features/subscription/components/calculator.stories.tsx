import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withMobileApp } from "../../../stories/app-decorator.tsx"
import { Calculator } from "./calculator.tsx"
import { mobilePlans } from "./fixtures.ts"

const meta = {
  title: "Mobile subscription/Calculator",
  component: Calculator,
  tags: ["autodocs"],
  decorators: [withMobileApp],
  args: { plan: mobilePlans[0]!, onChange: fn() },
} satisfies Meta<typeof Calculator>

export default meta
type Story = StoryObj<typeof meta>

/** Once a week: drivers × routes × 4, priced on the chosen plan. */
export const Weekly: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText("Drivers"), "3")
    await userEvent.type(canvas.getByLabelText("Stops per route"), "50")
    await expect(canvas.getByText("600")).toBeVisible()
    // $19.00 + 600 × $0.04
    await expect(canvas.getByText("$43.00")).toBeVisible()
    await expect(args.onChange).toHaveBeenLastCalledWith({
      period: 2,
      drivers: 3,
      routes: 50,
    })
  },
}

/** Over 100,000 addresses a month is refused with the validation package's message. */
export const TooMany: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText("Drivers"), "1000")
    await userEvent.type(canvas.getByLabelText("Stops per route"), "100")
    await expect(
      await canvas.findByText("The total cannot be greater than 100,000.")
    ).toBeVisible()
    await expect(args.onChange).toHaveBeenLastCalledWith(null)
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(canvas.getByLabelText("Conductores"), "2")
    await userEvent.type(canvas.getByLabelText("Paradas por ruta"), "25")
    await expect(canvas.getByText("200")).toBeVisible()
    await expect(canvas.getByText("Costo estimado al mes")).toBeVisible()
  },
}
