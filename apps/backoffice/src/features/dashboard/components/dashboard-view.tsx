import { Trans, useLingui } from "@lingui/react/macro"
import { EmptyState } from "@ruta/ui/components/empty-state"
import { LayoutDashboard } from "lucide-react"
import type { ReactNode } from "react"

import type { Dashboard } from "../api/dashboard.ts"
import { busiestDays } from "../api/dashboard.ts"
import { DashboardFigures } from "./dashboard-figures.tsx"
import { OutcomesChart } from "./outcomes-chart.tsx"
import { StopsPerDayChart } from "./stops-per-day-chart.tsx"

/** The dashboard's body for a range: figures and charts, or the way to a first plan. */
export function DashboardView({
  data,
  id_subsidiary,
  planAction,
}: {
  data: Dashboard
  /** The site the figures are of; none for every site. */
  id_subsidiary?: number | undefined
  /** The way to plan routes, shown when there are none (a link to the wizard). */
  planAction: ReactNode
}) {
  const { t } = useLingui()
  const routes =
    data.routes.pending + data.routes.on_route + data.routes.completed
  if (routes === 0)
    return (
      <div className="grid gap-4">
        <DashboardFigures data={data} id_subsidiary={id_subsidiary} />
        <EmptyState
          icon={<LayoutDashboard />}
          title={t`No routes in these days`}
          description={t`Plan a day's deliveries: the figures of its routes show here as drivers work.`}
          action={planAction}
        />
      </div>
    )
  const busiest = busiestDays(data.days)
  return (
    <div className="grid gap-4">
      <DashboardFigures data={data} id_subsidiary={id_subsidiary} />
      <div className="grid gap-4 lg:grid-cols-2">
        <StopsPerDayChart days={data.days} />
        <OutcomesChart outcomes={data.outcomes} />
      </div>
      <section className="grid gap-2 rounded-xl border bg-card p-4 shadow-sm">
        <h2 className="text-sm font-medium">
          <Trans>Busiest days</Trans>
        </h2>
        <ol className="grid gap-1 text-sm">
          {busiest.map((d) => (
            <li key={d.day} className="flex justify-between gap-4">
              <span>{d.day}</span>
              <span className="text-muted-foreground">{t`${d.total} stops`}</span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  )
}
