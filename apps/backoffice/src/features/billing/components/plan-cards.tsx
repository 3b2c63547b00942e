import { Trans } from "@lingui/react/macro"
import { EmptyState } from "@ruta/ui/components/empty-state"
import { CreditCard } from "lucide-react"

import type { PaymentPlanRow } from "../api/payment-plans.ts"
import { PlanPrice } from "./plan-price.tsx"

/** The active plans as a client compares them: name, price texts and descriptions. */
export function PlanCards({ plans }: { plans: PaymentPlanRow[] }) {
  if (plans.length === 0)
    return (
      <EmptyState
        icon={<CreditCard />}
        title={<Trans>No plans are offered yet.</Trans>}
      />
    )
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {plans.map((plan) => (
        <li
          key={plan.id_payment_plan}
          className="grid content-start gap-3 rounded-lg border bg-card p-5 shadow-xs"
        >
          <h2 className="text-lg font-semibold">{plan.name}</h2>
          <PlanPrice plan={plan} />
          {plan.descriptions.length > 0 && (
            <ul className="grid list-disc gap-1 pl-5 text-sm">
              {plan.descriptions.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}
