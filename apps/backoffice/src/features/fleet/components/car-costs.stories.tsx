import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { CarCosts } from "./car-costs.tsx"

const meta = {
  title: "Back office/Fleet/CarCosts",
  component: CarCosts,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    car: { fixed_cost: 1250, cost_per_km: 0.42, cost_per_hour: 18.5 },
  },
} satisfies Meta<typeof CarCosts>
export default meta

type Story = StoryObj<typeof meta>

/** Every cost set: per day used, per km and per working hour. */
export const AllCosts: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      "1,250 a day · 0.42 per km · 18.5 an hour"
    )
  },
}

/** A cost left empty is left out. */
export const OnlyPerKm: Story = {
  args: { car: { fixed_cost: null, cost_per_km: 0.3, cost_per_hour: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^0.3 per km$/)
  },
}

/** No costs: nothing shown. */
export const NoCosts: Story = {
  args: { car: { fixed_cost: null, cost_per_km: null, cost_per_hour: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^$/)
  },
}
