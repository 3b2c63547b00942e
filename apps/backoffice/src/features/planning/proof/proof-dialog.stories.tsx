import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { stop, stopProof } from "../components/planning-fixtures.ts"
import { ProofDialog } from "./proof-dialog.tsx"

const meta = {
  title: "Back office/Planning/ProofDialog",
  component: ProofDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    stop: {
      ...stop(3, 1),
      name: "Farmacia 3",
      status: "completed" as const,
      failed: false,
      proof: stopProof({ far_from_stop: false, distance_m: 40 }),
    },
    onClose: fn(),
  },
} satisfies Meta<typeof ProofDialog>
export default meta

type Story = StoryObj<typeof meta>

export const Open: Story = {
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole("dialog"))
    await expect(
      dialog.getByRole("heading", { name: "Proof of delivery: Farmacia 3" })
    ).toBeInTheDocument()
    await expect(dialog.getByText("40 m")).toBeInTheDocument()
    await expect(dialog.queryByTestId("far-3")).toBeNull()
    await userEvent.click(dialog.getByRole("button", { name: "Close" }))
    await expect(args.onClose).toHaveBeenCalled()
  },
}
