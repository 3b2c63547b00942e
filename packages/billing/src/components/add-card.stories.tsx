import type { Stripe } from "@stripe/stripe-js"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"

import { stripeJsStandIn } from "../testing/stripe-js-stand-in.ts"
import { withLingui } from "../testing/with-lingui.tsx"
import { AddCard } from "./add-card.tsx"

/** Stripe.js in a story: 4000 0000 0000 0002 is declined, as Stripe's test card is. */
const confirm = fn(async (_secret: string, number: string) =>
  number === "4000000000000002"
    ? {
        error: {
          type: "card_error",
          code: "card_declined",
          message: "Your card was declined.",
        },
      }
    : {
        setupIntent: {
          id: "seti_1",
          status: "succeeded",
          payment_method: "pm_1",
        },
      }
)
const stripe = stripeJsStandIn("pk_test_story", confirm) as unknown as Stripe

const meta = {
  title: "Billing/AddCard",
  component: AddCard,
  tags: ["autodocs"],
  decorators: [withLingui],
  args: {
    stripe,
    clientSecret: "seti_1_secret_story",
    onAdded: fn(),
    onCancel: fn(),
  },
} satisfies Meta<typeof AddCard>

export default meta
type Story = StoryObj<typeof meta>

export const Adds: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      await canvas.findByLabelText("Card number"),
      "4242 4242 4242 4242"
    )
    await userEvent.click(canvas.getByRole("button", { name: "Save the card" }))
    await waitFor(() => expect(args.onAdded).toHaveBeenCalledWith("pm_1"))
    await expect(confirm).toHaveBeenLastCalledWith(
      "seti_1_secret_story",
      "4242424242424242"
    )
  },
}

export const Declined: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      await canvas.findByLabelText("Card number"),
      "4000000000000002"
    )
    await userEvent.click(canvas.getByRole("button", { name: "Save the card" }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Your card was declined."
    )
    await expect(args.onAdded).not.toHaveBeenCalled()
  },
}

/** While Stripe.js loads (it comes from Stripe's address), the card cannot be saved yet. */
export const LoadingStripe: Story = {
  args: { stripe: null, onCancel: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole("form", { name: "Add a card" })
    ).toBeInTheDocument()
    await expect(
      canvas.getByRole("button", { name: "Save the card" })
    ).toBeDisabled()
    await expect(canvas.queryByRole("button", { name: "Cancel" })).toBeNull()
  },
}

/** The caller's failure after Stripe saved the card (making it the default) is shown. */
export const OnAddedFails: Story = {
  args: {
    onAdded: fn(() => Promise.reject(new Error("This link was already used"))),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.type(
      await canvas.findByLabelText("Card number"),
      "4242 4242 4242 4242"
    )
    await userEvent.click(canvas.getByRole("button", { name: "Save the card" }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "This link was already used"
    )
  },
}
