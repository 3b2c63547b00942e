import { Trans } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { EmptyState } from "@ruta/ui/components/empty-state"
import { CreditCard } from "lucide-react"
import { PlanPrice } from "@ruta/billing/components/plan-price"

import type { PaymentPlanRow } from "../api/payment-plans.ts"

/**
 * The active plans as a client compares them: name, price texts and descriptions; with
 * `onChoose`, each card can be chosen, and the chosen one is marked.
 */
export function PlanCards({
  plans,
  chosen,
  onChoose,
}: {
  plans: PaymentPlanRow[]
  chosen?: number | null
  onChoose?: (plan: PaymentPlanRow) => void
}) {
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
          aria-current={chosen === plan.id_payment_plan || undefined}
          className="grid content-start gap-3 rounded-lg border bg-card p-5 shadow-xs aria-[current]:border-primary aria-[current]:ring-2 aria-[current]:ring-primary/30"
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
          {onChoose && (
            <Button
              variant={chosen === plan.id_payment_plan ? "default" : "outline"}
              onClick={() => onChoose(plan)}
              aria-pressed={chosen === plan.id_payment_plan}
            >
              {chosen === plan.id_payment_plan ? (
                <Trans>Chosen</Trans>
              ) : (
                <Trans>Choose {plan.name}</Trans>
              )}
            </Button>
          )}
        </li>
      ))}
    </ul>
  )
}
