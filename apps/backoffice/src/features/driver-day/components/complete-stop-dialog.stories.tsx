import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { CompleteStopDialog } from "./complete-stop-dialog.tsx"
import { outcomes } from "./driver-fixtures.ts"

const meta = {
  title: "Back office/Driver/CompleteStopDialog",
  component: CompleteStopDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    stopName: "Farmacia 3",
    failed: false,
    outcomes,
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof CompleteStopDialog>
export default meta

type Story = StoryObj<typeof meta>

export const Complete: Story = {
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole("dialog")
    await expect(dialog).toHaveTextContent("Complete Farmacia 3")
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Complete stop" })
    )
    await expect(args.onConfirm).toHaveBeenCalledWith({
      failed: false,
      id_stop_outcome: null,
      note: "",
    })
  },
}

/** A failed visit needs its reason. */
export const Failed: Story = {
  args: { failed: true },
  play: async ({ args }) => {
    const dialog = within(document.body).getByRole("dialog")
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Mark as failed" })
    )
    await expect(
      await within(dialog).findByText("Choose why the visit failed.")
    ).toBeInTheDocument()
    await expect(args.onConfirm).not.toHaveBeenCalled()
    await userEvent.click(
      within(dialog).getByRole("combobox", { name: /Outcome/ })
    )
    await userEvent.click(
      await within(document.body).findByRole("option", { name: "Nobody home" })
    )
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Mark as failed" })
    )
    await expect(args.onConfirm).toHaveBeenCalledWith({
      failed: true,
      id_stop_outcome: 2,
      note: "",
    })
  },
}
