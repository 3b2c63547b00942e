import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { SyncStatus } from "./sync-status.tsx"

const meta = {
  title: "Back office/Driver/SyncStatus",
  component: SyncStatus,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { waiting: 1, sending: false },
} satisfies Meta<typeof SyncStatus>
export default meta

type Story = StoryObj<typeof meta>

export const OneWaiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "1 completed stop is waiting for a connection"
    )
  },
}
export const Sending: Story = {
  args: { waiting: 3, sending: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent("Sending…")
  },
}
/** Nothing waiting: nothing shown. */
export const AllSent: Story = {
  args: { waiting: 0 },
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelector("[data-testid='sync-status']")
    ).toBeNull()
  },
}
