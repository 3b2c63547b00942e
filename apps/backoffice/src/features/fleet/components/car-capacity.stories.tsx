import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { imperialUnits, unitsQuery } from "../../../stories/units.ts"
import { CarCapacity } from "./car-capacity.tsx"

const meta = {
  title: "Back office/Fleet/CarCapacity",
  component: CarCapacity,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    car: {
      id_subsidiary: 1,
      capacity_pieces: 40,
      capacity_weight: 1500,
      capacity_volume: 12.5,
    },
  },
} satisfies Meta<typeof CarCapacity>
export default meta

type Story = StoryObj<typeof meta>

/** Kilograms and cubic metres: the units until a client configures others. */
export const Metric: Story = {
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent("40 pcs · 1,500 kg · 12.5 m³")
  },
}

/** The site counts in pounds and cubic feet: the same stored numbers, other labels. */
export const Imperial: Story = {
  parameters: { queries: [unitsQuery(imperialUnits)] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(
      "40 pcs · 1,500 lb · 12.5 ft³"
    )
  },
}

/** A capacity left empty is left out. */
export const OnlyWeight: Story = {
  args: {
    car: {
      id_subsidiary: 1,
      capacity_pieces: null,
      capacity_weight: 800,
      capacity_volume: null,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement).toHaveTextContent(/^800 kg$/)
  },
}
