import { useLingui } from "@lingui/react/macro"

import { formatDuration } from "../../../lib/format.ts"
import { useUnits } from "../../../lib/use-units.ts"
import type { Performance, PerformanceFigures } from "../api/performance.ts"
import { arrivalRate } from "../api/performance.ts"
import {
  EtaErrorByHourChart,
  PlannedDrivenByDriverChart,
  ServiceTimeByClassChart,
} from "./performance-charts.tsx"

const minutes = (seconds: number | null) =>
  seconds === null ? "—" : `${Math.round(seconds / 60)} min`

/**
 * Planned against driven (issue 44): the range's figures, the drivers' table, and the charts of
 * ETA error by hour, service time by address class and distance by driver.
 */
export function PerformanceView({
  data,
  id_subsidiary,
}: {
  data: Performance
  /** The site the figures are of (its units); none for every site. */
  id_subsidiary?: number | undefined
}) {
  const { t } = useLingui()
  const units = useUnits(id_subsidiary)
  const perMetre = units.distanceUnit === "mi" ? 1609.344 : 1000
  const rate = (f: PerformanceFigures) => {
    const r = arrivalRate(f)
    return r === null ? "—" : `${r} %`
  }
  const totals = data.totals
  const figures = [
    {
      id: "planned-distance",
      label: t`Planned distance`,
      value: units.distance(totals.planned_distance),
    },
    {
      id: "driven-distance",
      label: t`Driven distance`,
      value: units.distance(totals.driven_distance),
    },
    {
      id: "bridged-distance",
      label: t`Of which bridged (no positions)`,
      value: units.distance(totals.bridged_distance),
    },
    {
      id: "planned-duration",
      label: t`Planned duration`,
      value: formatDuration(totals.planned_duration),
    },
    {
      id: "actual-duration",
      label: t`Actual duration`,
      value: formatDuration(totals.actual_duration),
    },
    { id: "on-time", label: t`On-time arrivals`, value: rate(totals) },
    {
      id: "eta-mean",
      label: t`Mean ETA error`,
      value: minutes(totals.eta_error_mean),
    },
    {
      id: "eta-p90",
      label: t`90th-percentile ETA error`,
      value: minutes(totals.eta_error_p90),
    },
    {
      id: "planned-service",
      label: t`Planned service time`,
      value: minutes(totals.planned_service),
    },
    {
      id: "actual-service",
      label: t`Spent service time`,
      value: minutes(totals.actual_service),
    },
    { id: "failed", label: t`Failed visits`, value: String(totals.failed) },
  ]
  return (
    <div className="grid gap-4" data-testid="performance">
      <p className="text-sm text-muted-foreground">
        {t`Weekdays and hours on the site's clock (${data.time_zone}).`}
      </p>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {figures.map((f) => (
          <div key={f.id} className="rounded-xl border bg-card p-3 shadow-sm">
            <dt className="text-xs text-muted-foreground">{f.label}</dt>
            <dd
              className="text-lg font-semibold"
              data-testid={`performance-${f.id}`}
            >
              {f.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="grid gap-4 lg:grid-cols-2">
        <EtaErrorByHourChart hours={data.by_hour} />
        <PlannedDrivenByDriverChart
          drivers={data.by_driver}
          unit={units.distanceUnit}
          perMetre={perMetre}
        />
        <ServiceTimeByClassChart
          classes={data.by_address_class}
          className={(id) =>
            id === 0 ? t`Not in the address book` : t`Address type ${id}`
          }
        />
        <section className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm">
          <h2 className="text-sm font-medium">{t`Failed visits by outcome`}</h2>
          <ul className="text-sm">
            {data.failed_by_outcome.map((o) => (
              <li key={o.name ?? ""} className="flex justify-between">
                <span>{o.name ?? t`No outcome`}</span>
                <span>{o.failed}</span>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <table className="w-full text-sm">
        <caption className="text-left text-sm font-medium">{t`By driver`}</caption>
        <thead className="text-left text-muted-foreground">
          <tr>
            <th scope="col">{t`Driver`}</th>
            <th scope="col">{t`Routes`}</th>
            <th scope="col">{t`Planned distance`}</th>
            <th scope="col">{t`Driven distance`}</th>
            <th scope="col">{t`On-time arrivals`}</th>
            <th scope="col">{t`Mean ETA error`}</th>
            <th scope="col">{t`Failed visits`}</th>
          </tr>
        </thead>
        <tbody>
          {data.by_driver.map((d) => (
            <tr key={d.id_user ?? 0}>
              <td>{d.name || t`No driver`}</td>
              <td>{d.routes}</td>
              <td>{units.distance(d.planned_distance)}</td>
              <td>{units.distance(d.driven_distance)}</td>
              <td>{rate(d)}</td>
              <td>{minutes(d.eta_error_mean)}</td>
              <td>{d.failed}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
