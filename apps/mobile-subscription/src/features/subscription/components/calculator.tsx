import { Trans, useLingui } from "@lingui/react/macro"
import { Select } from "@ruta/ui/components/select"
import { TextField } from "@ruta/ui/components/text-field"
import { invoiceOf } from "@ruta/validation/billing"
import { translateMessage } from "@ruta/validation/messages-es"
import {
  calculatorSchema,
  EstimatePeriod,
  estimatedTotal,
} from "@ruta/validation/subscription-calculator"
import type { Calculator as CalculatorValue } from "@ruta/validation/subscription-calculator"
import { useState } from "react"

import type { PaymentPlan } from "../api/subscription.ts"
import { FormError } from "./form-error.tsx"

export type { CalculatorValue }

type Field = "period" | "drivers" | "routes" | "days"

/** A typed number as the schema reads it: blank is missing, digits a number, else the text. */
const asNumber = (text: string): unknown => {
  const trimmed = text.trim()
  if (trimmed === "") return undefined
  return /^\d+$/.test(trimmed) ? Number(trimmed) : trimmed
}

/** The fields as typed, checked by the spec's rules (days count for the daily period only). */
const read = (fields: Record<Field, string>) =>
  calculatorSchema.safeParse({
    period: Number(fields.period),
    drivers: asNumber(fields.drivers),
    routes: asNumber(fields.routes),
    days:
      Number(fields.period) === EstimatePeriod.daily
        ? asNumber(fields.days)
        : undefined,
  })

/**
 * The cost calculator, phone-sized (spec section 9): drivers, routes and how often they run give
 * the optimized addresses of a month (period 1 = drivers × routes × days × 4, 2 = drivers ×
 * routes × 4, 3 = drivers × routes) and, on the chosen plan, the month's estimated cost. A
 * total over 100,000 is refused with the validation package's message.
 */
export function Calculator({
  plan,
  onChange,
}: {
  plan: PaymentPlan | null
  /** Called with each valid estimate, or null while the fields do not make one. */
  onChange: (value: CalculatorValue | null) => void
}) {
  const { t, i18n } = useLingui()
  const [fields, setFields] = useState<Record<Field, string>>({
    period: String(EstimatePeriod.weekly),
    drivers: "",
    routes: "",
    days: "5",
  })
  const daily = Number(fields.period) === EstimatePeriod.daily
  const result = read(fields)
  const touched = fields.drivers !== "" || fields.routes !== ""
  const errors = new Map<string, string>()
  if (touched && !result.success)
    for (const issue of result.error.issues) {
      const key = String(issue.path[0] ?? "total")
      if (!errors.has(key))
        errors.set(key, translateMessage(issue.message, i18n.locale))
    }
  const addresses = result.success ? estimatedTotal(result.data) : null

  const update = (field: Field) => (text: string) => {
    const next = { ...fields, [field]: text }
    setFields(next)
    const parsed = read(next)
    onChange(parsed.success ? parsed.data : null)
  }

  return (
    <section className="grid gap-4 rounded-lg border bg-card p-4">
      <h2 className="text-lg font-semibold">
        <Trans>Estimate your cost</Trans>
      </h2>
      <Select
        label={t`How often routes run`}
        value={fields.period}
        onValueChange={update("period")}
        options={[
          { value: String(EstimatePeriod.daily), label: t`Every working day` },
          { value: String(EstimatePeriod.weekly), label: t`Once a week` },
          { value: String(EstimatePeriod.monthly), label: t`Once a month` },
        ]}
      />
      <div className="grid grid-cols-2 gap-3">
        <TextField
          label={t`Drivers`}
          inputMode="numeric"
          value={fields.drivers}
          onChange={(event) => update("drivers")(event.target.value)}
          error={errors.get("drivers")}
        />
        <TextField
          label={t`Stops per route`}
          inputMode="numeric"
          value={fields.routes}
          onChange={(event) => update("routes")(event.target.value)}
          error={errors.get("routes")}
        />
        {daily && (
          <TextField
            label={t`Working days a week`}
            inputMode="numeric"
            value={fields.days}
            onChange={(event) => update("days")(event.target.value)}
            error={errors.get("days")}
          />
        )}
      </div>
      <FormError>{errors.get("total")}</FormError>
      {addresses !== null && (
        <dl className="grid gap-2 text-sm" aria-live="polite">
          <div className="flex justify-between gap-3">
            <dt>
              <Trans>Optimized addresses a month</Trans>
            </dt>
            <dd className="font-medium tabular-nums">
              {i18n.number(addresses)}
            </dd>
          </div>
          {plan && (
            <div className="flex justify-between gap-3 text-base">
              <dt>
                <Trans>Estimated cost a month</Trans>
              </dt>
              <dd className="font-semibold tabular-nums">
                {i18n.number(invoiceOf(plan, addresses).total / 100, {
                  style: "currency",
                  currency: "USD",
                })}
              </dd>
            </div>
          )}
        </dl>
      )}
    </section>
  )
}
