import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { Steps } from "./steps"

const meta = {
  title: "UI/Steps",
  component: Steps,
  tags: ["autodocs"],
  args: {
    label: "New optimization",
    steps: ["Name", "Addresses", "Confirm", "Routes", "Review"],
    current: 2,
  },
} satisfies Meta<typeof Steps>

export default meta
type Story = StoryObj<typeof meta>

export const InTheMiddle: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole("list", { name: "New optimization" })
    await expect(list.querySelector('[aria-current="step"]')).toHaveTextContent(
      "Confirm"
    )
    await expect(canvas.getAllByRole("listitem")).toHaveLength(5)
  },
}

export const First: Story = { args: { current: 0 } }
