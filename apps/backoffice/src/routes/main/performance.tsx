import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { useQuery, keepPreviousData } from "@tanstack/react-query"
import { Link, createFileRoute } from "@tanstack/react-router"
import { z } from "zod"

import {
  downloadPerformanceCsv,
  getPerformanceQueryOptions,
} from "../../features/dashboard/api/performance.ts"
import { DashboardRange } from "../../features/dashboard/components/dashboard-range.tsx"
import { PerformanceView } from "../../features/dashboard/components/performance-view.tsx"
import { ListScreenHeader } from "../../features/shell/list-screen-header.tsx"
import { OptionFilter } from "../../features/shell/option-filter.tsx"
import { SiteFilter } from "../../features/shell/site-filter.tsx"
import { addDays, dayBounds, dayOf } from "../../lib/local-day.ts"
import { useSiteZone } from "../../lib/use-units.ts"

export const Route = createFileRoute("/main/performance")({
  // The dashboard's screen: whoever sees the dashboard sees its Performance.
  staticData: { screen: "dashboard" },
  validateSearch: z.object({
    /** The first and last days added up, `YYYY-MM-DD`; the last 7 days by default. */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    id_subsidiary: z.number().int().positive().optional(),
    id_user: z.number().int().positive().optional(),
  }),
  component: PerformancePage,
})

function PerformancePage() {
  const { t } = useLingui()
  const { user } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const timeZone = useSiteZone(search.id_subsidiary)
  const today = dayOf(new Date(), timeZone)
  const to = search.to ?? today
  const from = search.from ?? addDays(to, -6)
  const range = {
    ...dayBounds(from, to, timeZone),
    id_subsidiary: search.id_subsidiary,
  }
  const filter = { ...range, id_user: search.id_user }
  const performance = useQuery({
    ...getPerformanceQueryOptions(filter),
    placeholderData: keepPreviousData,
  })
  // The drivers to choose from: those with routes in the range.
  const everyone = useQuery({
    ...getPerformanceQueryOptions(range),
    placeholderData: keepPreviousData,
  })
  return (
    <section className="grid gap-4">
      <ListScreenHeader title={<Trans>Performance</Trans>} />
      <Link
        to="/main/dashboard"
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <Trans>Back to the dashboard</Trans>
      </Link>
      <div className="flex flex-wrap items-end gap-3">
        <DashboardRange
          from={from}
          to={to}
          today={today}
          onChange={(next) =>
            void navigate({ search: (s) => ({ ...s, ...next }) })
          }
        />
        <SiteFilter
          sites={user.clientData?.subsidiaries ?? []}
          value={search.id_subsidiary}
          onChange={(id_subsidiary) =>
            void navigate({ search: (s) => ({ ...s, id_subsidiary }) })
          }
        />
        <OptionFilter
          label={t`Driver`}
          allLabel={t`All drivers`}
          value={search.id_user}
          onChange={(id_user) =>
            void navigate({ search: (s) => ({ ...s, id_user }) })
          }
          options={(everyone.data?.by_driver ?? []).flatMap((d) =>
            d.id_user === null ? [] : [{ value: d.id_user, label: d.name }]
          )}
        />
        <Button
          variant="outline"
          onClick={() => void downloadPerformanceCsv(filter)}
        >
          <Trans>Export CSV</Trans>
        </Button>
      </div>
      {performance.data ? (
        <PerformanceView
          data={performance.data}
          id_subsidiary={search.id_subsidiary}
        />
      ) : performance.error ? (
        <p role="alert" className="text-sm text-destructive">
          {performance.error.message}
        </p>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          <Trans>Adding up your routes…</Trans>
        </p>
      )}
    </section>
  )
}
