import { createFileRoute } from "@tanstack/react-router"

import { PaymentPlansScreen } from "../../features/billing/components/payment-plans-screen.tsx"
import { SubscriptionScreen } from "../../features/billing/components/subscription-screen.tsx"
import { useAbility } from "../../features/shell/ability-context.tsx"

export const Route = createFileRoute("/main/payment-plans")({
  staticData: { screen: "payment-plans" },
  component: PaymentPlansPage,
})

/** Administrators manage the plans; a client subscribes to one and keeps its cards. */
function PaymentPlansPage() {
  const ability = useAbility()
  return ability.can("create", "paymentPlans") ? (
    <PaymentPlansScreen />
  ) : (
    <SubscriptionScreen />
  )
}
