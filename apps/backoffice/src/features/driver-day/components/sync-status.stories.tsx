import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { SyncStatus } from "./sync-status.tsx"

const noFiles = { photos: 0, signed: false }

const meta = {
  title: "Back office/Driver/SyncStatus",
  component: SyncStatus,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    waiting: [
      {
        seq: 1,
        kind: "complete",
        name: "Farmacia 3",
        photos: 0,
        signed: false,
      },
    ],
    sending: false,
  },
} satisfies Meta<typeof SyncStatus>
export default meta

type Story = StoryObj<typeof meta>

export const OneWaiting: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "1 update is waiting to be sent"
    )
    await expect(canvas.getByRole("listitem")).toHaveTextContent(
      "Completed: Farmacia 3"
    )
  },
}

/** Every kind of action, in the order it will be sent, with the proof that goes along. */
export const Sending: Story = {
  args: {
    waiting: [
      { seq: 1, kind: "start", name: "North deliveries", ...noFiles },
      { seq: 2, kind: "arrive", name: "Farmacia 3", ...noFiles },
      { seq: 3, kind: "complete", name: "Farmacia 3", photos: 2, signed: true },
      { seq: 4, kind: "fail", name: "Farmacia 4", photos: 1, signed: false },
    ],
    sending: true,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("status")).toHaveTextContent(
      "4 updates are waiting to be sent"
    )
    await expect(canvas.getByRole("status")).toHaveTextContent("Sending…")
    await expect(
      canvas.getAllByRole("listitem").map((item) => item.textContent)
    ).toEqual([
      "Route started: North deliveries",
      "Arrived: Farmacia 3",
      "Completed: Farmacia 3 · 2 photos · signature",
      "Could not complete: Farmacia 4 · 1 photo",
    ])
  },
}

/** Nothing waiting: nothing shown. */
export const AllSent: Story = {
  args: { waiting: [] },
  play: async ({ canvasElement }) => {
    await expect(
      canvasElement.querySelector("[data-testid='sync-status']")
    ).toBeNull()
  },
}
