import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { DialogFrame } from "./dialog-frame.tsx"

const meta = {
  title: "Back office/Shell/DialogFrame",
  component: DialogFrame,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    title: "Proof of delivery: Farmacia Roma",
    description: "The driver completed this visit.",
    onClose: fn(),
    children: <p>Signed by Ana López.</p>,
  },
} satisfies Meta<typeof DialogFrame>

export default meta
type Story = StoryObj<typeof meta>

/** The title names the dialog; the description and the content follow; Close calls onClose. */
export const Shown: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole("dialog", {
      name: "Proof of delivery: Farmacia Roma",
    })
    await expect(dialog).toHaveAccessibleDescription(
      "The driver completed this visit."
    )
    await expect(within(dialog).getByText("Signed by Ana López.")).toBeVisible()
    await userEvent.click(within(dialog).getByRole("button", { name: "Close" }))
    await expect(args.onClose).toHaveBeenCalled()
  },
}

/** Escape closes it too. */
export const ClosedWithEscape: Story = {
  args: { description: undefined, size: "sm" },
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    await body.findByRole("dialog")
    await userEvent.keyboard("{Escape}")
    await expect(args.onClose).toHaveBeenCalled()
  },
}

/** Not open: nothing shows. */
export const Closed: Story = {
  args: { open: false },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement.ownerDocument.body).queryByRole("dialog")
    ).toBeNull()
  },
}
