import { Trans, useLingui } from "@lingui/react/macro"

import { formatUsd } from "../money.ts"
import type { PlanPricing } from "../plan.ts"

/**
 * What a plan costs, in the spec's price texts (section 9): 'Charged per optimized address',
 * 'Price per extra address {x} USD', 'Starting at {n} addresses', 'Ending at {n} addresses', and
 * the minimum payment.
 */
export function PlanPrice({ plan }: { plan: PlanPricing }) {
  const { i18n } = useLingui()
  const x = (plan.address_price / 100).toFixed(2)
  const from = i18n.number(plan.from_addresses)
  const to = plan.to_addresses === null ? null : i18n.number(plan.to_addresses)
  const minimum = formatUsd(plan.minimum_payment, i18n.locale)
  return (
    <ul className="grid gap-0.5 text-sm">
      <li className="font-medium">
        <Trans>Charged per optimized address</Trans>
      </li>
      <li>
        <Trans>Minimum payment {minimum}</Trans>
      </li>
      <li>
        <Trans>Price per extra address {x} USD</Trans>
      </li>
      <li className="text-muted-foreground">
        <Trans>Starting at {from} addresses</Trans>
      </li>
      {to !== null && (
        <li className="text-muted-foreground">
          <Trans>Ending at {to} addresses</Trans>
        </li>
      )}
    </ul>
  )
}
