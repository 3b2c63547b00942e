import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect } from "storybook/test"

import { formatTime } from "../../../lib/format.ts"
import { withApp } from "../../../stories/app-decorator.tsx"
import { PlannedBeside } from "./planned-beside.tsx"
import { plannedStop } from "./workspace-fixtures.ts"

const stop = plannedStop(4, "14:44", "14:54")
const planned = formatTime(stop.eta!, "en")

const meta = {
  title: "Back office/Planning/PlannedBeside",
  component: PlannedBeside,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    stop,
    shown: "3:52 PM",
    time: (iso: string) => formatTime(iso, "en"),
  },
} satisfies Meta<typeof PlannedBeside>
export default meta

type Story = StoryObj<typeof meta>

/** The live ETA moved from the plan: the planned time stays beside it. */
export const Moved: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("planned-4")).toHaveTextContent(
      `(planned ${planned})`
    )
  },
}

/** The time shown is the planned one: nothing beside it. */
export const AsPlanned: Story = {
  args: { shown: planned },
  play: async ({ canvas }) => {
    await expect(canvas.queryByTestId("planned-4")).toBeNull()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId("planned-4")).toHaveTextContent("(prevista")
  },
}
