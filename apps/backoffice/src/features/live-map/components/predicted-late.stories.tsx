import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { PredictedLate } from "./predicted-late.tsx"

const meta = {
  title: "Back office/Live map/PredictedLate",
  component: PredictedLate,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { id_stop: 7, lateSeconds: 12 * 60 - 20 },
} satisfies Meta<typeof PredictedLate>

export default meta
type Story = StoryObj<typeof meta>

/** Twelve minutes late, rounded up from 11 min 40 s. */
export const Late: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText("Predicted late by 12 min")
    ).toBeInTheDocument()
  },
}

/** On time: nothing is shown. */
export const OnTime: Story = {
  args: { lateSeconds: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId("predicted-late-7")).toBeNull()
  },
}

/** Over an hour late reads in hours and minutes, not "615 min". */
export const HoursLate: Story = {
  args: { lateSeconds: 615 * 60 },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("predicted-late-7")).toHaveTextContent(
      "Predicted late by 10 h 15 min"
    )
  },
}

export const HoursLateInSpanish: Story = {
  args: { lateSeconds: 615 * 60 },
  globals: { locale: "es" },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("predicted-late-7")).toHaveTextContent(
      "Llegada prevista con 10 h 15 min de retraso"
    )
  },
}
