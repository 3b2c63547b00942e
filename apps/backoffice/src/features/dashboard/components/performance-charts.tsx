import { useLingui } from "@lingui/react/macro"

import type { Performance } from "../api/performance.ts"
import { minutesOf } from "../api/performance.ts"
import { StackedBars } from "./stacked-bars.tsx"

/** Mean and 90th-percentile ETA error (minutes) by hour of arrival, on the site's clock. */
export function EtaErrorByHourChart({
  hours,
}: {
  hours: Performance["by_hour"]
}) {
  const { t } = useLingui()
  const byHour = new Map<number, { mean: number; p90: number; n: number }>()
  for (const h of hours) {
    const at = byHour.get(h.hour) ?? { mean: 0, p90: 0, n: 0 }
    // Weekdays of one hour weighed by their arrivals.
    at.mean += (h.eta_error_mean ?? 0) * h.arrivals
    at.p90 = Math.max(at.p90, h.eta_error_p90 ?? 0)
    at.n += h.arrivals
    byHour.set(h.hour, at)
  }
  const rows = [...byHour.entries()]
    .sort(([a], [b]) => a - b)
    .map(([hour, at]) => ({
      hour: `${String(hour).padStart(2, "0")}:00`,
      mean: at.n === 0 ? 0 : minutesOf(at.mean / at.n),
      p90: minutesOf(at.p90),
    }))
  return (
    <StackedBars
      title={t`ETA error by hour (minutes)`}
      rows={rows}
      category="hour"
      categoryName={t`Hour`}
      grouped
      series={[
        { key: "mean", name: t`Mean`, color: "var(--primary)" },
        { key: "p90", name: t`90th percentile`, color: "var(--destructive)" },
      ]}
    />
  )
}

/** Planned against spent service time (minutes) by address class. */
export function ServiceTimeByClassChart({
  classes,
  className,
}: {
  classes: Performance["by_address_class"]
  /** The name of an address class (the address book's type; 0: not in the book). */
  className: (id_address_type: number) => string
}) {
  const { t } = useLingui()
  return (
    <StackedBars
      title={t`Service time by address class (minutes)`}
      rows={classes.map((c) => ({
        name: className(c.id_address_type),
        planned: minutesOf(c.planned_service),
        actual: minutesOf(c.actual_service),
      }))}
      category="name"
      categoryName={t`Address class`}
      horizontal
      grouped
      series={[
        { key: "planned", name: t`Planned`, color: "var(--muted-foreground)" },
        { key: "actual", name: t`Spent`, color: "var(--primary)" },
      ]}
    />
  )
}

/** Planned against driven distance by driver, in the given unit. */
export function PlannedDrivenByDriverChart({
  drivers,
  unit,
  perMetre,
}: {
  drivers: Performance["by_driver"]
  /** The distance unit's label ("km", "mi"). */
  unit: string
  /** The unit's size in metres (1000 for km). */
  perMetre: number
}) {
  const { t } = useLingui()
  const of = (metres: number) => Math.round((10 * metres) / perMetre) / 10
  return (
    <StackedBars
      title={t`Planned against driven by driver (${unit})`}
      rows={drivers.map((d) => ({
        name: d.name || t`No driver`,
        planned: of(d.planned_distance),
        driven: of(d.driven_distance),
      }))}
      category="name"
      categoryName={t`Driver`}
      horizontal
      grouped
      series={[
        { key: "planned", name: t`Planned`, color: "var(--muted-foreground)" },
        { key: "driven", name: t`Driven`, color: "var(--primary)" },
      ]}
    />
  )
}
