import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withMobileApp } from "../../../stories/app-decorator.tsx"
import { mobilePlans } from "./fixtures.ts"
import { MobilePlans } from "./mobile-plans.tsx"

const meta = {
  title: "Mobile subscription/MobilePlans",
  component: MobilePlans,
  tags: ["autodocs"],
  decorators: [withMobileApp],
  args: { plans: mobilePlans, selected: null, onSelect: fn() },
} satisfies Meta<typeof MobilePlans>

export default meta
type Story = StoryObj<typeof meta>

/** The spec's price texts on each plan; choosing one reports its id. */
export const Plans: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    for (const text of [
      "Minimum payment $19.00",
      "Price per extra address 0.04 USD",
      "Starting at 0 addresses",
      "Ending at 499 addresses",
      "Starting at 500 addresses",
    ])
      await expect(canvas.getByText(text)).toBeVisible()
    await expect(
      canvas.getAllByText("Charged per optimized address")
    ).toHaveLength(2)
    await userEvent.click(canvas.getByRole("radio", { name: "Pocket Plus" }))
    await expect(args.onSelect).toHaveBeenCalledWith(12)
  },
}

export const Chosen: Story = { args: { selected: 11 } }

export const None: Story = {
  args: { plans: [] },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText("No mobile plan is offered right now.")
    ).toBeVisible()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByText("Termina en 499 direcciones")).toBeVisible()
    await expect(
      canvas.getByText("Precio por dirección adicional 0.04 USD", {
        exact: false,
      })
    ).toBeVisible()
  },
}
