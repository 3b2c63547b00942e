import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { ScreenPlaceholder } from "./screen-placeholder.tsx"

const meta = {
  title: "Back office/Shell/ScreenPlaceholder",
  component: ScreenPlaceholder,
  tags: ["autodocs"],
  decorators: [withApp],
} satisfies Meta<typeof ScreenPlaceholder>

export default meta
type Story = StoryObj<typeof meta>

export const Cars: Story = {
  args: { screen: "cars" },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("heading", { name: "Cars" })).toBeVisible()
    await expect(
      canvas.getByText(/capacities in pieces, weight and volume/)
    ).toBeVisible()
  },
}

export const Depots: Story = { args: { screen: "depots" } }
