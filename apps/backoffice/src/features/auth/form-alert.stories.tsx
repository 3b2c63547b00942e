import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { FormAlert } from "./form-alert.tsx"

const meta = {
  title: "Back office/Auth/FormAlert",
  component: FormAlert,
  tags: ["autodocs"],
  args: {
    children: "Confirm your email address first: open the link we sent to it.",
  },
} satisfies Meta<typeof FormAlert>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "Confirm your email address first"
    )
  },
}
