import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { ResetTwoFactorDialog } from "./reset-two-factor-dialog.tsx"

const meta = {
  title: "Back office/Users/ResetTwoFactorDialog",
  component: ResetTwoFactorDialog,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    name: "Second Admin",
    pending: false,
    onCancel: fn(),
    onConfirm: fn(),
  },
} satisfies Meta<typeof ResetTwoFactorDialog>

export default meta
type Story = StoryObj<typeof meta>

export const Confirms: Story = {
  play: async ({ canvasElement, args }) => {
    const page = within(canvasElement.ownerDocument.body)
    const dialog = await page.findByRole("alertdialog", {
      name: "Reset two-factor sign-in of Second Admin?",
    })
    await userEvent.click(
      within(dialog).getByRole("button", { name: "Reset two-factor" })
    )
    await expect(args.onConfirm).toHaveBeenCalled()
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
}
