import type { Stripe } from "@stripe/stripe-js"
import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, waitFor, within } from "storybook/test"
import { stripeJsStandIn } from "@ruta/billing/testing/stripe-js-stand-in"

import { withApp } from "../../../stories/app-decorator.tsx"
import {
  paymentPlans,
  subscriptionOverview,
  visaCard as card,
} from "./billing-fixtures.ts"
import { SubscriptionView } from "./subscription-view.tsx"

const [starter, growth] = paymentPlans as [
  (typeof paymentPlans)[0],
  (typeof paymentPlans)[0],
]

const meta = {
  title: "Back office/Billing/SubscriptionView",
  component: SubscriptionView,
  tags: ["autodocs"],
  decorators: [withApp],
  args: {
    overview: subscriptionOverview(starter, 640),
    plans: [starter, growth],
    methods: [card],
    stripe: stripeJsStandIn("pk_test_story", async () => ({
      setupIntent: {
        id: "seti_1",
        status: "succeeded",
        payment_method: "pm_2",
      },
    })) as unknown as Stripe,
    onSubscribe: fn(async () => {}),
    onStartSetup: fn(async () => "seti_1_secret_story"),
    onCardAdded: fn(),
    onMakeDefault: fn(),
    onRemove: fn(),
  },
} satisfies Meta<typeof SubscriptionView>

export default meta
type Story = StoryObj<typeof meta>

/** On Starter; changing to Growth with an estimate, after the warning that the session closes. */
export const ChangesPlan: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText("640 optimized addresses on Starter")
    ).toBeVisible()
    const change = canvas.getByRole("button", { name: "Change plan" })
    await expect(change).toBeDisabled()
    await userEvent.click(canvas.getByRole("button", { name: "Choose Growth" }))
    await userEvent.type(canvas.getByLabelText("Drivers"), "10")
    await userEvent.type(canvas.getByLabelText("Stops per route"), "30")
    await userEvent.click(change)
    const page = within(canvasElement.ownerDocument.body)
    await expect(
      await page.findByText(
        "Your session closes when the subscription is saved: you will sign in again."
      )
    ).toBeInTheDocument()
    await userEvent.click(
      await page.findByRole("button", { name: "Change plan" })
    )
    await waitFor(() =>
      expect(args.onSubscribe).toHaveBeenCalledWith(
        {
          id_payment_plan: growth.id_payment_plan,
          period: 2,
          drivers: 10,
          routes: 30,
        },
        expect.stringMatching(/^[\w-]{36}$/)
      )
    )
  },
}

/** Without a card there is nothing to charge: add one through Stripe Elements first. */
export const AddsACardFirst: Story = {
  args: {
    methods: [],
    overview: subscriptionOverview(null),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText("You have no subscription yet: choose a plan below.")
    ).toBeVisible()
    await expect(canvas.getByText("Add a card to subscribe.")).toBeVisible()
    await userEvent.click(canvas.getByRole("button", { name: "Add a card" }))
    await userEvent.type(
      await canvas.findByLabelText("Card number"),
      "4242424242424242"
    )
    await userEvent.click(canvas.getByRole("button", { name: "Save the card" }))
    await waitFor(() => expect(args.onCardAdded).toHaveBeenCalledWith("pm_2"))
  },
}

/** No Stripe keys: the screen says so, and the rest (plans, calculator) still works. */
export const NotConfigured: Story = {
  globals: { locale: "es" },
  args: {
    methods: [],
    overview: subscriptionOverview(null, 0, false),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByText("Los pagos con tarjeta no están configurados.")
    ).toBeVisible()
    await expect(
      canvas.getByRole("button", { name: "Suscribirse" })
    ).toBeDisabled()
  },
}
