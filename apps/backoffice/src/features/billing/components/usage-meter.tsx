import { Trans, useLingui } from "@lingui/react/macro"
import type { Invoice } from "@ruta/validation/billing"
import { Progress } from "@ruta/ui/components/progress"
import { formatUsd } from "@ruta/billing/money"

import type { PaymentPlanRow } from "../api/payment-plans.ts"

/**
 * This period's optimized addresses from the meter against the plan's band, and the bill they
 * make so far (the invoice preview).
 */
export function UsageMeter({
  period,
  plan,
  invoice,
}: {
  /** The billing period, "YYYY-MM". */
  period: string
  plan: Pick<PaymentPlanRow, "name" | "from_addresses" | "to_addresses">
  invoice: Invoice
}) {
  const { t, i18n } = useLingui()
  const usd = (cents: number) => formatUsd(cents, i18n.locale)
  const month = new Intl.DateTimeFormat(i18n.locale, {
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${period}-01T00:00:00Z`))
  const addresses = i18n.number(invoice.addresses)
  const end = plan.to_addresses
  const over = end !== null && invoice.addresses > end
  const price = usd(invoice.address_price)
  const extra = i18n.number(invoice.extra_addresses)
  return (
    <section className="grid gap-4 rounded-lg border bg-card p-5">
      <div className="grid gap-1">
        <h2 className="text-lg font-semibold">
          <Trans>This month: {month}</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            {addresses} optimized addresses on {plan.name}
          </Trans>
        </p>
        <p className="text-sm text-muted-foreground">
          <Trans>
            What-if scenarios are not counted until one is promoted to be the
            plan.
          </Trans>
        </p>
      </div>
      {end !== null && (
        <Progress
          value={Math.min(100, (invoice.addresses / Math.max(1, end)) * 100)}
          label={t`Addresses used of the plan's band`}
          variant={over ? "warning" : "default"}
        />
      )}
      {over && (
        <p role="status" className="text-sm">
          <Trans>
            Past the plan's end: a plan with a larger band may cost less.
          </Trans>
        </p>
      )}
      <dl className="grid gap-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt>
            <Trans>Minimum payment</Trans>
          </dt>
          <dd className="tabular-nums">{usd(invoice.minimum_payment)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt>
            <Trans>
              {extra} extra addresses at {price}
            </Trans>
          </dt>
          <dd className="tabular-nums">
            {usd(invoice.extra_addresses * invoice.address_price)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 border-t pt-2 font-semibold">
          <dt>
            <Trans>Total so far</Trans>
          </dt>
          <dd className="tabular-nums">{usd(invoice.total)}</dd>
        </div>
      </dl>
    </section>
  )
}
