import type { Meta, StoryObj } from "@storybook/react-vite"
import { expect, userEvent, waitFor, within } from "storybook/test"

import { abilityFrom } from "../../../lib/ability.ts"
import { withApp } from "../../../stories/app-decorator.tsx"
import { AbilityContext } from "../../shell/ability-context.tsx"
import { getPaymentPlansQueryOptions } from "../api/payment-plans.ts"
import { paymentPlans } from "./billing-fixtures.ts"
import { PaymentPlansScreen } from "./payment-plans-screen.tsx"

const administrator = abilityFrom(
  ["create", "edit", "delete"].map((action, i) => ({
    id_permission: i,
    id_role: 1,
    id_subject: 1,
    id_action: i,
    action,
    subject: "paymentPlans",
    isActive: true,
  }))
)

const meta = {
  title: "Back office/Billing/PaymentPlansScreen",
  component: PaymentPlansScreen,
  tags: ["autodocs"],
  decorators: [
    (Story) => (
      <AbilityContext.Provider value={administrator}>
        <Story />
      </AbilityContext.Provider>
    ),
    withApp,
  ],
  parameters: {
    queries: [[getPaymentPlansQueryOptions().queryKey, paymentPlans]],
  },
} satisfies Meta<typeof PaymentPlansScreen>

export default meta
type Story = StoryObj<typeof meta>

export const EveryPlan: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await expect(canvas.getByRole("cell", { name: "Growth" })).toBeVisible()
    const pocket = canvas.getByRole("row", { name: /Pocket/ })
    await expect(
      within(pocket).getByText("Mobile subscription page")
    ).toBeVisible()
    await expect(within(pocket).getByText("Inactive")).toBeVisible()
  },
}

export const OpensTheNewPlanDialog: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement)
    await userEvent.click(
      canvas.getByRole("button", { name: "New payment plan" })
    )
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      "dialog",
      { name: "New payment plan" }
    )
    await waitFor(() => expect(dialog).toBeVisible())
  },
}
