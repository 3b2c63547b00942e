import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { PredictedLatenessContext } from "../predicted-lateness.ts"
import { StopPredictedLate } from "./stop-predicted-late.tsx"

/** Stop 7 is predicted 25 minutes late on this screen. */
const meta = {
  title: "Back office/Live map/StopPredictedLate",
  component: StopPredictedLate,
  tags: ["autodocs"],
  decorators: [
    (Story) => (
      <PredictedLatenessContext value={new Map([[7, 25 * 60]])}>
        <Story />
      </PredictedLatenessContext>
    ),
    withApp,
  ],
  args: { stop: { id_stop: 7, completed: null } },
} satisfies Meta<typeof StopPredictedLate>

export default meta
type Story = StoryObj<typeof meta>

/** A stop not yet visited, predicted late. */
export const Late: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("stop-predicted-late-7")).toHaveTextContent(
      "Predicted late by 25 min"
    )
  },
}

/** Once completed, the prediction no longer applies. */
export const Completed: Story = {
  args: { stop: { id_stop: 7, completed: "2026-11-27T10:00:00.000Z" } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId("stop-predicted-late-7")).toBeNull()
  },
}

/** A stop with no prediction shows nothing. */
export const OnTime: Story = {
  args: { stop: { id_stop: 8, completed: null } },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId("stop-predicted-late-8")).toBeNull()
  },
}
