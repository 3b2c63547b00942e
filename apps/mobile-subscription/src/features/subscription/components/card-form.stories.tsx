import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, within } from "storybook/test"

import { withMobileApp } from "../../../stories/app-decorator.tsx"
import { CardForm } from "./card-form.tsx"

const meta = {
  title: "Mobile subscription/CardForm",
  component: CardForm,
  tags: ["autodocs"],
  decorators: [withMobileApp],
  args: {
    publishableKey: null,
    clientSecret: "seti_1_secret_2",
    onSaved: fn(() => Promise.resolve()),
  },
} satisfies Meta<typeof CardForm>

export default meta
type Story = StoryObj<typeof meta>

/** While Stripe.js loads (it comes from Stripe's address), the card cannot be saved yet. */
export const LoadingStripe: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole("form", { name: "Add a card" })
    ).toBeInTheDocument()
    await expect(
      canvas.getByRole("button", { name: "Save the card" })
    ).toBeDisabled()
  },
}
