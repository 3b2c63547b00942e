import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withApp } from "../../stories/app-decorator.tsx"
import { ResendConfirmation } from "./resend-confirmation.tsx"

const meta = {
  title: "Back office/Auth/ResendConfirmation",
  component: ResendConfirmation,
  tags: ["autodocs"],
  decorators: [withApp],
  args: { onResend: fn(async () => "We have sent it a new link.") },
} satisfies Meta<typeof ResendConfirmation>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {}

/** A refusal (too many requests) is shown where the answer goes. */
export const Refused: Story = {
  args: {
    onResend: fn(async () => {
      throw new Error("Too many requests. Try again in 60 seconds.")
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      canvas.getByRole("button", { name: "Send the link again" })
    )
    await expect(await canvas.findByRole("status")).toHaveTextContent(
      "Too many requests. Try again in 60 seconds."
    )
  },
}
