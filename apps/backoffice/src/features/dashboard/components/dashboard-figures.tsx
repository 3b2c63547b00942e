import { useLingui } from "@lingui/react/macro"

import { formatDuration } from "../../../lib/format.ts"
import { useUnits } from "../../../lib/use-units.ts"
import type { Dashboard } from "../api/dashboard.ts"
import { onTimeRate } from "../api/dashboard.ts"

/** One number of a card: its test id, its name and its colour. */
interface Count {
  id: string
  label: string
  value: number | string
  tone?: string
}

const tone = {
  pending: "text-status-pending-foreground",
  onRoute: "text-status-on-route-foreground",
  completed: "text-status-completed-foreground",
  failed: "text-destructive",
}

/**
 * The range's figures: routes, stops, punctuality, planned against actual (distances in the
 * site's units, the caller's for every site), billing.
 */
export function DashboardFigures({
  data,
  id_subsidiary,
}: {
  data: Dashboard
  /** The site the figures are of; none for every site. */
  id_subsidiary?: number | undefined
}) {
  const { t } = useLingui()
  const rate = onTimeRate(data.on_time)
  const units = useUnits(id_subsidiary)
  const plan = data.optimized_addresses.plan
  const cards: { title: string; counts: Count[] }[] = [
    {
      title: t`Routes`,
      counts: [
        {
          id: "routes-pending",
          label: t`Pending`,
          value: data.routes.pending,
          tone: tone.pending,
        },
        {
          id: "routes-on-route",
          label: t`On route`,
          value: data.routes.on_route,
          tone: tone.onRoute,
        },
        {
          id: "routes-completed",
          label: t`Completed`,
          value: data.routes.completed,
          tone: tone.completed,
        },
      ],
    },
    {
      title: t`Stops`,
      counts: [
        {
          id: "stops-completed",
          label: t`Completed`,
          value: data.stops.completed,
          tone: tone.completed,
        },
        {
          id: "stops-failed",
          label: t`Failed`,
          value: data.stops.failed,
          tone: tone.failed,
        },
        {
          id: "stops-pending",
          label: t`Pending`,
          value: data.stops.pending,
          tone: tone.pending,
        },
      ],
    },
    {
      title: t`On time`,
      counts: [
        {
          id: "on-time-rate",
          label: t`${data.on_time.on_time} of ${data.on_time.visited} visits inside their time window`,
          value: rate === null ? "—" : `${rate}%`,
        },
      ],
    },
    {
      title: t`Distance of completed routes`,
      counts: [
        {
          id: "distance-planned",
          label: t`Planned`,
          value: units.distance(data.distance.planned),
        },
        {
          id: "distance-actual",
          label: t`Driven`,
          value: units.distance(data.distance.actual),
        },
      ],
    },
    {
      title: t`Time of completed routes`,
      counts: [
        {
          id: "duration-planned",
          label: t`Planned`,
          value: formatDuration(data.duration.planned),
        },
        {
          id: "duration-actual",
          label: t`Actual`,
          value: formatDuration(data.duration.actual),
        },
      ],
    },
    {
      title: t`Optimized addresses this month`,
      counts: [
        {
          id: "optimized-addresses",
          label: plan
            ? t`Your plan covers ${plan.from} to ${plan.to} addresses`
            : t`No payment plan chosen`,
          value: data.optimized_addresses.count,
        },
      ],
    },
  ]
  return (
    <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {cards.map((card) => (
        <section
          key={card.title}
          className="grid content-start gap-2 rounded-xl border bg-card p-4 shadow-sm"
        >
          <h2 className="text-sm font-medium text-muted-foreground">
            {card.title}
          </h2>
          <dl className="grid grid-flow-col gap-2">
            {card.counts.map((count) => (
              <div key={count.id} className="grid">
                <dd
                  data-testid={`dashboard-${count.id}`}
                  className={`text-2xl font-semibold ${count.tone ?? "text-foreground"}`}
                >
                  {count.value}
                </dd>
                <dt className="order-last text-xs text-muted-foreground">
                  {count.label}
                </dt>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  )
}
