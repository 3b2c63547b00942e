import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { stop, stopProof } from "../components/planning-fixtures.ts"
import { ProofCell } from "./proof-cell.tsx"

const completed = {
  ...stop(3, 1),
  name: "Farmacia 3",
  status: "completed" as const,
  completed: "2026-11-25T15:12:00Z",
  visit_time: "2026-11-25T15:12:00Z",
  proof: stopProof(),
}

const meta = {
  title: "Back office/Planning/ProofCell",
  component: ProofCell,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { stop: completed, onOpen: fn() },
} satisfies Meta<typeof ProofCell>
export default meta

type Story = StoryObj<typeof meta>

/** The row says who received it, how many photos, that it is signed, and that it was far away. */
export const WithProof: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole("button", { name: /^Proof of Farmacia 3:/ })
    await expect(button).toHaveTextContent("Lucía Pérez")
    await expect(button).toHaveTextContent("2")
    await expect(button).toHaveAccessibleName(
      "Proof of Farmacia 3: Lucía Pérez Photos: 2 Signed"
    )
    await expect(canvas.getByTestId("far-3")).toHaveTextContent(
      "Completed 400 m from the stop"
    )
    await userEvent.click(button)
    await expect(args.onOpen).toHaveBeenCalledWith(3)
  },
}

/** A stop not finished yet has no proof: nothing shows. */
export const NotFinished: Story = {
  args: { stop: { ...stop(4, 1), proof: null } },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.textContent).toBe("")
  },
}

/** A failed visit that left no proof, only where the phone was: no "View" button to open. */
export const FailedWithoutProof: Story = {
  args: {
    stop: {
      ...completed,
      failed: true,
      proof: stopProof({
        recipient_name: "",
        signature: null,
        photos: [],
        far_from_stop: false,
      }),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole("button")).toBeNull()
    await expect(canvas.queryByText("View")).toBeNull()
  },
}
