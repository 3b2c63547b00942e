import type { Meta, StoryObj } from "@storybook/react-vite"
import { timeLimit } from "@ruta/validation/values"
import { expect, fn, userEvent, within } from "storybook/test"

import { openSelect } from "@ruta/ui/stories/select-option"

import { withApp } from "../../../stories/app-decorator.tsx"
import { WorkspaceToolbar } from "./workspace-toolbar.tsx"

const optimize = {
  timeLimit: timeLimit.default,
  onTimeLimitChange: fn(),
  chosen: 0,
  again: false,
  disabled: false,
  onOptimize: fn(),
}

const meta = {
  title: "Back office/Planning/WorkspaceToolbar",
  component: WorkspaceToolbar,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    last: null,
    onUndo: fn(),
    onAddRoute: fn(),
    optimize,
  },
} satisfies Meta<typeof WorkspaceToolbar>
export default meta

type Story = StoryObj<typeof meta>

/** Every route optimized within the chosen time limit. */
export const Optimize: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("button", { name: "Optimize" }))
    await expect(args.optimize!.onOptimize).toHaveBeenCalled()
    await userEvent.click(canvas.getByRole("button", { name: "Add route" }))
    await expect(args.onAddRoute).toHaveBeenCalled()
  },
}

/** Routes chosen on their cards, after a first run, and a move to undo. */
export const ChosenRoutesAndUndo: Story = {
  args: {
    last: { what: "move", count: 3 },
    optimize: { ...optimize, chosen: 2, again: true },
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole("button", { name: "Optimize 2 chosen routes" })
    ).toBeVisible()
    await userEvent.click(
      canvas.getByRole("button", { name: "Undo moving 3 stops" })
    )
    await expect(args.onUndo).toHaveBeenCalled()
  },
}

/** A user who may only look: no action to add a route or optimize. */
export const ReadOnly: Story = {
  args: { onAddRoute: undefined, optimize: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.queryByRole("button", { name: "Optimize" })).toBeNull()
    await expect(canvas.queryByRole("button", { name: "Add route" })).toBeNull()
  },
}

/**
 * The time limits offered are the declared choices, every one within the bounds the API takes
 * (1 to 300 s), so the screen never sends one the API refuses (issue 49).
 */
export const TimeLimitsDeclared: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const limits = await openSelect(
      canvas.getByRole("combobox", { name: "Time limit" })
    )
    const offered = limits
      .getAllByRole("option")
      .map((option) => option.textContent)
    await expect(offered).toEqual(
      (timeLimit.choices ?? []).map((seconds) => `${seconds} s`)
    )
    await expect(offered).toEqual([
      "5 s",
      "10 s",
      "30 s",
      "60 s",
      "120 s",
      "300 s",
    ])
    await userEvent.click(limits.getByRole("option", { name: "300 s" }))
    await expect(args.optimize!.onTimeLimitChange).toHaveBeenCalledWith(
      timeLimit.max
    )
  },
}

/** The days the plan covers: one to fourteen, the declared horizon (issue 45). */
export const DaysToPlan: Story = {
  args: { horizon: { days: 1, onChange: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement)
    const days = await openSelect(
      canvas.getByRole("combobox", { name: "Days to plan" })
    )
    await expect(days.getAllByRole("option")).toHaveLength(14)
    await userEvent.click(days.getByRole("option", { name: "5 days" }))
    await expect(args.horizon!.onChange).toHaveBeenCalledWith(5)
  },
}
