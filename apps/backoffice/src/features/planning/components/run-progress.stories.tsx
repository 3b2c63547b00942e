import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import type { OptimizationRun } from "../api/optimizations.ts"
import { RunProgress } from "./run-progress.tsx"

const run: OptimizationRun = {
  id_run: 1,
  id_client: 1,
  id_subsidiary: 1,
  id_optimization: 1,
  route_ids: [1, 2],
  status: "solving",
  preview: false,
  decision: null,
  keep_changes_small: false,
  time_limit: 10,
  attempts: 1,
  best_cost: 1234,
  distance: null,
  duration: null,
  unassigned: 2,
  drivers_changed: null,
  elapsed_ms: 4000,
  seq: 5,
  error: null,
  diff: null,
  createdAt: "2026-11-24T08:00:00Z",
  startedAt: "2026-11-24T08:00:01Z",
  finishedAt: null,
}

const onCancel = fn()

const meta = {
  title: "Back office/Planning/RunProgress",
  component: RunProgress,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { run, onCancel },
} satisfies Meta<typeof RunProgress>
export default meta

type Story = StoryObj<typeof meta>

export const Solving: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText("Optimizing…")).toBeInTheDocument()
    await expect(
      canvas.getByText("2 stops unassigned. Time limit 10 s.")
    ).toBeInTheDocument()
    await userEvent.click(canvas.getByRole("button", { name: "Cancel" }))
    await expect(onCancel).toHaveBeenCalled()
  },
}
export const Queued: Story = {
  args: { run: { ...run, status: "queued", unassigned: null, elapsed_ms: 0 } },
}
export const Done: Story = {
  args: {
    run: {
      ...run,
      status: "done",
      unassigned: 0,
      drivers_changed: 3,
      elapsed_ms: 10_000,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button", { name: "Cancel" })).toBeNull()
    // Stable territories (issue 45): the customers another driver serves than last time.
    await expect(
      canvas.getByText("3 customers changed driver since the last plan.")
    ).toBeInTheDocument()
  },
}
export const Failed: Story = {
  args: {
    run: {
      ...run,
      status: "failed",
      error: "The travel-time service (OSRM) answered HTTP 500.",
    },
  },
}
