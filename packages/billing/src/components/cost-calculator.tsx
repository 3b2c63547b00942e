import { useState } from "react"
import { Trans, useLingui } from "@lingui/react/macro"
import { Select } from "@ruta/ui/components/select"
import { TextField } from "@ruta/ui/components/text-field"
import { invoiceOf } from "@ruta/validation/billing"
import type { PaymentPlan } from "@ruta/validation/billing"
import { translateMessage } from "@ruta/validation/messages-es"
import {
  EstimatePeriod,
  calculatorSchema,
  estimatedTotal,
} from "@ruta/validation/subscription-calculator"
import type { Calculator } from "@ruta/validation/subscription-calculator"
import type { z } from "zod"

import { formatUsd } from "../money.ts"

const numberOrText = (text: string) =>
  text.trim() === ""
    ? undefined
    : /^\d+$/.test(text.trim())
      ? Number(text)
      : text

interface Typed {
  period: string
  drivers: string
  routes: string
  days: string
}

/** The calculator's fields as typed, checked by the spec's rules. */
const readCalculator = (typed: Typed) =>
  calculatorSchema.safeParse({
    period: Number(typed.period),
    drivers: numberOrText(typed.drivers),
    routes: numberOrText(typed.routes),
    days:
      Number(typed.period) === EstimatePeriod.daily
        ? numberOrText(typed.days)
        : undefined,
  })

/**
 * The first message of each field of a failed parse, keyed by field name (`form` for the total),
 * in the user's language (the schemas speak the spec's English).
 */
function fieldErrors(error: z.ZodError, locale: string) {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "form")
    errors[field] ??= translateMessage(issue.message, locale)
  }
  return errors
}

/**
 * The subscription's cost calculator (spec sections 2, 5, 9): drivers, the stops of each route and how
 * often they run give the optimized addresses of a month (period 1 = drivers × routes × days × 4,
 * 2 = drivers × routes × 4, 3 = drivers × routes), and on a plan, what that month costs. Totals
 * over 100,000 are refused. Every change is worked out as it is typed.
 *
 * @param plan - the plan to price the estimate on, or null before one is chosen
 * @param onEstimate - called on every change with the estimate and its addresses, or with
 *   `(null, null)` while the fields do not make one
 */
export function CostCalculator({
  plan,
  onEstimate,
}: {
  /** The plan to price the estimate on, when one is chosen. */
  plan: Pick<
    PaymentPlan,
    "from_addresses" | "minimum_payment" | "address_price" | "name"
  > | null
  /** Called on every change: the estimate, or null while the fields do not make one. */
  onEstimate?: (calculator: Calculator | null, addresses: number | null) => void
}) {
  const { t, i18n } = useLingui()
  const [typed, setTyped] = useState<Typed>({
    period: String(EstimatePeriod.weekly),
    drivers: "",
    routes: "",
    days: "5",
  })
  const parsed = readCalculator(typed)
  const started = typed.drivers !== "" || typed.routes !== ""
  const errors =
    started && !parsed.success ? fieldErrors(parsed.error, i18n.locale) : {}
  const addresses = parsed.success ? estimatedTotal(parsed.data) : null
  const set = (key: keyof Typed) => (value: string) => {
    const next = { ...typed, [key]: value }
    setTyped(next)
    const result = readCalculator(next)
    if (result.success) onEstimate?.(result.data, estimatedTotal(result.data))
    else onEstimate?.(null, null)
  }

  return (
    <section className="grid gap-4 rounded-lg border bg-card p-5">
      <h2 className="text-lg font-semibold">
        <Trans>Cost calculator</Trans>
      </h2>
      <div className="grid gap-4 sm:grid-cols-2">
        <Select
          label={t`Routes run`}
          value={typed.period}
          onValueChange={set("period")}
          options={[
            {
              value: String(EstimatePeriod.daily),
              label: t`Every working day`,
            },
            { value: String(EstimatePeriod.weekly), label: t`Once a week` },
            { value: String(EstimatePeriod.monthly), label: t`Once a month` },
          ]}
        />
        {Number(typed.period) === EstimatePeriod.daily && (
          <TextField
            label={t`Working days a week`}
            inputMode="numeric"
            value={typed.days}
            onChange={(event) => set("days")(event.target.value)}
            error={errors.days}
          />
        )}
        <TextField
          label={t`Drivers`}
          inputMode="numeric"
          value={typed.drivers}
          onChange={(event) => set("drivers")(event.target.value)}
          error={errors.drivers}
        />
        <TextField
          label={t`Stops per route`}
          inputMode="numeric"
          value={typed.routes}
          onChange={(event) => set("routes")(event.target.value)}
          error={errors.routes}
        />
      </div>
      {errors.form && (
        <p role="alert" className="text-sm text-destructive">
          {errors.form}
        </p>
      )}
      {addresses !== null && (
        <dl className="grid gap-1 text-sm" aria-live="polite">
          <div className="flex justify-between gap-4">
            <dt>
              <Trans>Optimized addresses a month</Trans>
            </dt>
            <dd className="font-medium tabular-nums">
              {i18n.number(addresses)}
            </dd>
          </div>
          {plan && (
            <div className="flex justify-between gap-4">
              <dt>
                <Trans>Estimated cost a month on {plan.name}</Trans>
              </dt>
              <dd className="font-semibold tabular-nums">
                {formatUsd(invoiceOf(plan, addresses).total, i18n.locale)}
              </dd>
            </div>
          )}
        </dl>
      )}
    </section>
  )
}
