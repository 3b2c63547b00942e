import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { routeStatusFromFlags } from "../lib/route-status"
import { pick } from "../stories/locale"
import { StatusBadge } from "./status-badge"

const meta = {
  title: "UI/StatusBadge",
  component: StatusBadge,
  tags: ["autodocs"],
  args: { status: "pending", children: "Pending" },
  argTypes: {
    status: {
      control: "select",
      options: ["pending", "on-route", "completed", "failed"],
    },
  },
} satisfies Meta<typeof StatusBadge>

export default meta
type Story = StoryObj<typeof meta>

export const Pending: Story = {}
export const OnRoute: Story = {
  args: { status: "on-route", children: "On route" },
}
export const Completed: Story = {
  args: { status: "completed", children: "Completed" },
}

/** A visit made that did not succeed (a stop the driver marked failed). */
export const Failed: Story = {
  args: { status: "failed", children: "Failed" },
  play: async ({ canvasElement }) => {
    const badge = canvasElement.querySelector("[data-status='failed']")
    await expect(badge).toHaveTextContent("Failed")
  },
}
export const Matrix: Story = {
  render: (_args, { globals }) => {
    const rows = [
      {
        started: false,
        completed: false,
        text: pick(globals, "Pending", "Pendiente"),
      },
      {
        started: true,
        completed: false,
        text: pick(globals, "On route", "En ruta"),
      },
      {
        started: true,
        completed: true,
        text: pick(globals, "Completed", "Completada"),
      },
    ]
    return (
      <div className="flex flex-wrap gap-3">
        {rows.map((row) => (
          <StatusBadge key={row.text} status={routeStatusFromFlags(row)}>
            {row.text}
          </StatusBadge>
        ))}
      </div>
    )
  },
  play: async ({ canvasElement }) => {
    // The dots carry the spec's colours: Pending grey, On route green,
    // Completed dark blue. The text uses a darker shade for contrast.
    const dot = (status: string) =>
      getComputedStyle(
        canvasElement.querySelector(`[data-status=${status}] > span`) as Element
      ).backgroundColor
    if (!document.documentElement.classList.contains("dark")) {
      await expect(dot("pending")).toBe("rgb(107, 114, 128)")
      await expect(dot("on-route")).toBe("rgb(30, 142, 78)")
      await expect(dot("completed")).toBe("rgb(22, 58, 122)")
    }
  },
}
