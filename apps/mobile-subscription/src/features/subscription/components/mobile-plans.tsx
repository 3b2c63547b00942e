import { Trans } from "@lingui/react/macro"
import { PlanPrice } from "@ruta/billing/components/plan-price"
import { cn } from "@ruta/ui/lib/utils"

import type { PaymentPlan } from "../api/subscription.ts"

/** The active mobile plans as cards to choose one from, one under the other on a phone. */
export function MobilePlans({
  plans,
  selected,
  onSelect,
}: {
  plans: PaymentPlan[]
  selected: number | null
  onSelect: (id_payment_plan: number) => void
}) {
  if (plans.length === 0)
    return (
      <p className="rounded-lg border bg-card p-4 text-sm text-muted-foreground">
        <Trans>No mobile plan is offered right now.</Trans>
      </p>
    )
  return (
    <fieldset className="grid gap-3">
      <legend className="mb-2 text-lg font-semibold">
        <Trans>Choose a plan</Trans>
      </legend>
      {plans.map((plan) => {
        const checked = plan.id_payment_plan === selected
        return (
          <label
            key={plan.id_payment_plan}
            className={cn(
              "flex cursor-pointer gap-3 rounded-lg border bg-card p-4 shadow-xs",
              checked && "border-primary ring-2 ring-primary/30"
            )}
          >
            <input
              type="radio"
              name="plan"
              aria-label={plan.name}
              className="mt-1 size-4 accent-primary"
              checked={checked}
              onChange={() => onSelect(plan.id_payment_plan)}
            />
            <span className="grid gap-2">
              <span className="font-semibold">{plan.name}</span>
              <PlanPrice plan={plan} />
              {plan.descriptions.length > 0 && (
                <ul className="list-disc ps-4 text-sm text-muted-foreground">
                  {plan.descriptions.map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              )}
            </span>
          </label>
        )
      })}
    </fieldset>
  )
}
