import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent } from "storybook/test"

import { TextArea } from "./text-area"

const meta = {
  title: "UI/TextArea",
  component: TextArea,
  tags: ["autodocs"],
  args: {
    label: "Addresses",
    description: "One per line.",
    onChange: fn(),
  },
  decorators: [
    (Story) => (
      <div className="max-w-md">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TextArea>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const area = canvas.getByLabelText("Addresses")
    await userEvent.type(area, "Calle Madero 17{enter}19.43,-99.13")
    await expect(area).toHaveValue("Calle Madero 17\n19.43,-99.13")
    await expect(args.onChange).toHaveBeenCalled()
    await expect(area).toHaveAccessibleDescription("One per line.")
  },
}

export const WithError: Story = {
  args: { error: "Required field.", required: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText(/Addresses/)).toBeInvalid()
  },
}
