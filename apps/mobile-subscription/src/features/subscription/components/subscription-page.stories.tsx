import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, fn, userEvent, within } from "storybook/test"

import { withMobileApp } from "../../../stories/app-decorator.tsx"
import type { SubscriptionInput } from "../api/subscription.ts"
import { mobilePlans, notConfigured, tokenData } from "./fixtures.ts"
import { SubscriptionPage } from "./subscription-page.tsx"

type Subscribe = (input: SubscriptionInput) => Promise<void>

const meta = {
  title: "Mobile subscription/SubscriptionPage",
  component: SubscriptionPage,
  tags: ["autodocs"],
  decorators: [withMobileApp],
  args: {
    tokenData,
    plans: mobilePlans,
    onCardStart: notConfigured,
    onSubscribe: fn<Subscribe>(() => Promise.resolve()),
  },
} satisfies Meta<typeof SubscriptionPage>

export default meta
type Story = StoryObj<typeof meta>

/** Choose a plan, fill in the calculator, subscribe: the link is then used up. */
export const Subscribes: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole("heading", { name: "Subscribe Acme Deliveries" })
    ).toBeVisible()
    const subscribe = canvas.getByRole("button", { name: "Subscribe" })
    await expect(subscribe).toBeDisabled()
    await userEvent.click(canvas.getByRole("radio", { name: "Pocket Plus" }))
    await userEvent.type(canvas.getByLabelText("Drivers"), "4")
    await userEvent.type(canvas.getByLabelText("Stops per route"), "40")
    await userEvent.click(subscribe)
    await expect(args.onSubscribe).toHaveBeenCalledWith({
      id_payment_plan: 12,
      period: 2,
      drivers: 4,
      routes: 40,
    })
    await expect(await canvas.findByText("You are subscribed")).toBeVisible()
  },
}

/** A refusal (here: cards not configured) is shown above the button. */
export const Refused: Story = {
  args: { onSubscribe: fn<Subscribe>(notConfigured) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(canvas.getByRole("radio", { name: "Pocket" }))
    await userEvent.type(canvas.getByLabelText("Drivers"), "1")
    await userEvent.type(canvas.getByLabelText("Stops per route"), "10")
    await userEvent.click(canvas.getByRole("button", { name: "Subscribe" }))
    await expect(await canvas.findByRole("alert")).toHaveTextContent(
      "Card payments are not configured."
    )
  },
}

export const InSpanish: Story = {
  globals: { locale: "es" },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole("heading", {
        name: "Suscribir a Acme Deliveries",
      })
    ).toBeVisible()
  },
}
