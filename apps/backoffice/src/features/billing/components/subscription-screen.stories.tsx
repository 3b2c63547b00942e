import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, within } from "storybook/test"

import { withApp } from "../../../stories/app-decorator.tsx"
import { withRouter } from "../../../stories/router-decorator.tsx"
import { getPaymentPlansQueryOptions } from "../api/payment-plans.ts"
import {
  getPaymentMethodsQueryOptions,
  getSubscriptionQueryOptions,
} from "../api/subscription.ts"
import { paymentPlans, subscriptionOverview } from "./billing-fixtures.ts"
import { SubscriptionScreen } from "./subscription-screen.tsx"

const meta = {
  title: "Back office/Billing/SubscriptionScreen",
  component: SubscriptionScreen,
  tags: ["autodocs"],
  decorators: [withApp, withRouter],
  parameters: {
    queries: [
      [getPaymentPlansQueryOptions().queryKey, paymentPlans],
      [
        getSubscriptionQueryOptions().queryKey,
        subscriptionOverview(paymentPlans[0]!, 640, false),
      ],
      [getPaymentMethodsQueryOptions().queryKey, []],
    ],
  },
} satisfies Meta<typeof SubscriptionScreen>

export default meta
type Story = StoryObj<typeof meta>

/** The back-office plans only (the mobile page's are left out), and no card payments here. */
export const WithoutCardPayments: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(
      canvas.getByRole("heading", { name: "Subscription" })
    ).toBeVisible()
    await expect(
      canvas.getByRole("button", { name: "Choose Growth" })
    ).toBeVisible()
    await expect(canvas.queryByText("Pocket")).toBeNull()
    await expect(
      canvas.getByText("Card payments are not configured.")
    ).toBeVisible()
  },
}
