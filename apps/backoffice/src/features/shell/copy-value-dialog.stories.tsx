import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { CopyValueDialog } from "./copy-value-dialog.tsx"

const value = "https://ruta.example/invite?token=q9c2X7mS0bE1yTn4R8uKfW3a"

const meta = {
  title: "Back office/Shell/CopyValueDialog",
  component: CopyValueDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    value,
    title: "Invitation link",
    description: "Send it to the new user.",
    label: "Link",
    closeLabel: "Close",
    copied: "Link copied.",
    notCopied: "The link could not be copied. Select it and copy it by hand.",
    onClose: fn(),
  },
} satisfies Meta<typeof CopyValueDialog>

export default meta
type Story = StoryObj<typeof meta>

/** The value in a read-only field that selects itself, with Copy and Close. */
export const Shown: Story = {
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole("dialog", { name: "Invitation link" })
    await expect(dialog).toHaveTextContent("Send it to the new user.")
    const field = within(dialog).getByLabelText<HTMLInputElement>("Link")
    await expect(field).toHaveValue(value)
    await expect(field).toHaveAttribute("readonly")
    // Focusing it selects it all, ready to copy by hand.
    field.focus()
    await expect(field.selectionEnd).toBe(value.length)
    await userEvent.click(
      within(dialog).getAllByRole("button", { name: "Close" })[0]!
    )
    await expect(args.onClose).toHaveBeenCalled()
  },
}

/** Copy puts the value on the clipboard and says so. */
export const Copies: Story = {
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    const dialog = await body.findByRole("dialog", { name: "Invitation link" })
    const written: string[] = []
    const original = Object.getOwnPropertyDescriptor(navigator, "clipboard")
    Object.defineProperty(navigator, "clipboard", {
      configurable: true,
      value: { writeText: async (text: string) => void written.push(text) },
    })
    try {
      await userEvent.click(
        within(dialog).getByRole("button", { name: "Copy" })
      )
      await expect(await body.findByText("Link copied.")).toBeInTheDocument()
      await expect(written).toEqual([value])
    } finally {
      if (original) Object.defineProperty(navigator, "clipboard", original)
      else Reflect.deleteProperty(navigator, "clipboard")
    }
  },
}

/** Nothing shows while there is no value. */
export const Hidden: Story = {
  args: { value: null },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body)
    await expect(body.queryByRole("dialog")).not.toBeInTheDocument()
  },
}
