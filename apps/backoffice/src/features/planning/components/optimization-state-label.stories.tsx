import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { OptimizationStateLabel } from "./optimization-state-label.tsx"

const meta = {
  title: "Back office/Planning/OptimizationStateLabel",
  component: OptimizationStateLabel,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { state: 0 },
} satisfies Meta<typeof OptimizationStateLabel>
export default meta

type Story = StoryObj<typeof meta>

export const NotOptimized: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Not optimized")).toBeInTheDocument()
  },
}
export const Optimized: Story = { args: { state: 1 } }
export const ManuallyOptimized: Story = { args: { state: 2 } }
