import { useLingui } from "@lingui/react/macro"
import { useQuery } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"

import { getPaymentPlansQueryOptions } from "../../features/billing/api/payment-plans.ts"
import { PaymentPlansScreen } from "../../features/billing/components/payment-plans-screen.tsx"
import { PlanCards } from "../../features/billing/components/plan-cards.tsx"
import { useAbility } from "../../features/shell/ability-context.tsx"
import { ListScreenHeader } from "../../features/shell/list-screen-header.tsx"

export const Route = createFileRoute("/main/payment-plans")({
  staticData: { screen: "payment-plans" },
  component: PaymentPlansPage,
})

/** Administrators manage the plans; a client compares the plans it may choose. */
function PaymentPlansPage() {
  const ability = useAbility()
  return ability.can("create", "paymentPlans") ? (
    <PaymentPlansScreen />
  ) : (
    <OfferedPlans />
  )
}

function OfferedPlans() {
  const { t } = useLingui()
  const plans = useQuery(getPaymentPlansQueryOptions())
  return (
    <section className="grid gap-4">
      <ListScreenHeader title={t`Payment plans`} />
      {plans.data && <PlanCards plans={plans.data} />}
    </section>
  )
}
