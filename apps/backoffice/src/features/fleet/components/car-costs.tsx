import { useLingui } from "@lingui/react/macro"

import type { Car } from "../api/cars.ts"

/**
 * A car's costs in the client's currency (issue 45): "85.5 a day · 0.42 per km · 18 an hour".
 * A cost left empty is left out.
 */
export function CarCosts({
  car,
}: {
  car: Pick<Car, "fixed_cost" | "cost_per_km" | "cost_per_hour">
}) {
  const { t, i18n } = useLingui()
  const amount = (n: number | null) =>
    n === null
      ? null
      : new Intl.NumberFormat(i18n.locale, {
          maximumFractionDigits: 2,
        }).format(n)
  const fixed = amount(car.fixed_cost)
  const perKm = amount(car.cost_per_km)
  const perHour = amount(car.cost_per_hour)
  return (
    <span className="tabular-nums">
      {[
        fixed !== null && t`${fixed} a day`,
        perKm !== null && t`${perKm} per km`,
        perHour !== null && t`${perHour} an hour`,
      ]
        .filter(Boolean)
        .join(" · ")}
    </span>
  )
}
