import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { ProposalSummary } from "./proposal-summary.tsx"

const meta = {
  title: "Back office/Planning/ProposalSummary",
  component: ProposalSummary,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    diff: {
      stops_moved: 3,
      stops_reordered: 5,
      before: { distance: 42_300, duration: 18_000 },
      after: { distance: 38_900, duration: 16_200 },
      routes: [],
      moves: [],
    },
    onApply: fn(),
    onDiscard: fn(),
  },
} satisfies Meta<typeof ProposalSummary>
export default meta

type Story = StoryObj<typeof meta>

export const Proposal: Story = {
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByText("3 stops change route, 5 change order.")
    ).toBeInTheDocument()
    await expect(
      canvas.getByText(
        "Distance 42.3 km → 38.9 km; time 5 h 00 min → 4 h 30 min."
      )
    ).toBeInTheDocument()
    await userEvent.click(canvas.getByRole("button", { name: "Discard" }))
    await expect(args.onDiscard).toHaveBeenCalled()
  },
}
