import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { RouteStatusBadge } from "./route-status-badge.tsx"

const meta = {
  title: "Back office/Planning/RouteStatusBadge",
  component: RouteStatusBadge,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { status: 1 },
} satisfies Meta<typeof RouteStatusBadge>
export default meta

type Story = StoryObj<typeof meta>

export const Pending: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Pending")).toBeInTheDocument()
  },
}
export const OnRoute: Story = { args: { status: 2 } }
export const Completed: Story = { args: { status: 3 } }
export const All: Story = {
  render: () => (
    <div className="flex gap-2">
      <RouteStatusBadge status={1} />
      <RouteStatusBadge status={2} />
      <RouteStatusBadge status={3} />
    </div>
  ),
}
