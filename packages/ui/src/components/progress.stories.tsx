import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { pick } from "../stories/locale"
import { Progress } from "./progress"

const meta = {
  title: "UI/Progress",
  component: Progress,
  tags: ["autodocs"],
  args: { value: 40, label: "Stops completed", showValue: true },
  decorators: [
    (Story) => (
      <div className="max-w-sm">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Progress>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Stops completed" })
    await expect(bar).toHaveAttribute("aria-valuenow", "40")
    await expect(canvas.getByText("40%")).toBeVisible()
  },
}
export const Success: Story = { args: { value: 100, variant: "success" } }
export const Warning: Story = {
  args: { value: 85, variant: "warning", label: "Max hours used" },
}
export const Indeterminate: Story = {
  args: { value: null, label: "Optimizing" },
  play: async ({ canvas }) => {
    const bar = canvas.getByRole("progressbar", { name: "Optimizing" })
    await expect(bar).not.toHaveAttribute("aria-valuenow")
  },
}
export const Clamped: Story = {
  args: { value: 140 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole("progressbar")).toHaveAttribute(
      "aria-valuenow",
      "100"
    )
  },
}
export const WithoutLabel: Story = {
  args: { label: undefined, showValue: false, "aria-label": "Progress" },
}

export const Matrix: Story = {
  render: (_args, { globals }) => (
    <div className="grid gap-5">
      {(["sm", "default", "lg"] as const).map((size) =>
        (["default", "success", "warning"] as const).map((variant, i) => (
          <Progress
            key={`${size}-${variant}`}
            size={size}
            variant={variant}
            value={[25, 100, 80][i] ?? 0}
            showValue
            label={`${pick(globals, "Size", "Tamaño")} ${size} · ${variant}`}
          />
        ))
      )}
      <Progress
        value={null}
        label={pick(globals, "Optimizing", "Optimizando")}
      />
    </div>
  ),
}
