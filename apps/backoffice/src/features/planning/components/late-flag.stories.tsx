import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { LateFlag } from "./late-flag.tsx"
import { plannedStop } from "./workspace-fixtures.ts"

const meta = {
  title: "Back office/Planning/LateFlag",
  component: LateFlag,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { stop: plannedStop(3, "10:12", "10:27", ["09:00", "10:00"]) },
} satisfies Meta<typeof LateFlag>
export default meta

type Story = StoryObj<typeof meta>

/** Reached at 10:12, twelve minutes after the window closed at 10:00. */
export const Late: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("late-3")).toHaveTextContent(
      "late by 12 min"
    )
  },
}

/** Inside its window: no flag at all. */
export const OnTime: Story = {
  args: { stop: plannedStop(1, "09:30", "09:45", ["09:00", "12:00"]) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId("late-1")).toBeNull()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("late-3")).toHaveTextContent("12 min tarde")
  },
}
