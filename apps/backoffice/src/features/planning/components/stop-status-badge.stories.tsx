import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { StopStatusBadge } from "./stop-status-badge.tsx"

const meta = {
  title: "Back office/Planning/StopStatusBadge",
  component: StopStatusBadge,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { stop: { status: "on_hold", failed: false } },
} satisfies Meta<typeof StopStatusBadge>
export default meta

type Story = StoryObj<typeof meta>

export const OnHold: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("On hold")).toBeInTheDocument()
  },
}
export const Started: Story = {
  args: { stop: { status: "started", failed: false } },
}
export const Completed: Story = {
  args: { stop: { status: "completed", failed: false } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Completed")).toBeInTheDocument()
  },
}
export const Failed: Story = {
  args: { stop: { status: "completed", failed: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Failed")).toBeInTheDocument()
    await expect(canvas.queryByText("Completed")).not.toBeInTheDocument()
  },
}
