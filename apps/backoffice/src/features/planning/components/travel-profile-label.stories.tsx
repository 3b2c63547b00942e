import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { TravelProfileLabel } from "./travel-profile-label.tsx"

const meta = {
  title: "Back office/Planning/TravelProfileLabel",
  component: TravelProfileLabel,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { days: null },
} satisfies Meta<typeof TravelProfileLabel>
export default meta

type Story = StoryObj<typeof meta>

export const Standard: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Standard travel")).toBeInTheDocument()
  },
}
export const Learned: Story = {
  args: { days: 21 },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Learned travel (from 21 days)")
    ).toBeInTheDocument()
  },
}
