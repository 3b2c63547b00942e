import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { withMobileApp } from "../../../stories/app-decorator.tsx"
import { FormError } from "./form-error.tsx"

const meta = {
  title: "Mobile subscription/FormError",
  component: FormError,
  tags: ["autodocs"],
  decorators: [withMobileApp],
  args: { children: "Your card was declined." },
} satisfies Meta<typeof FormError>

export default meta
type Story = StoryObj<typeof meta>

/** A refusal is announced as it appears. */
export const Refusal: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole("alert")).toHaveTextContent(
      "Your card was declined."
    )
  },
}

/** Nothing to say: nothing is drawn. */
export const Nothing: Story = {
  args: { children: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole("alert")).toBeNull()
  },
}
