import { Trans } from "@lingui/react/macro"
import { useQuery, keepPreviousData } from "@tanstack/react-query"
import { Link, createFileRoute } from "@tanstack/react-router"
import { z } from "zod"

import {
  getDashboardQueryOptions,
  getRatingsQueryOptions,
} from "../../features/dashboard/api/dashboard.ts"
import { DashboardRange } from "../../features/dashboard/components/dashboard-range.tsx"
import { DashboardView } from "../../features/dashboard/components/dashboard-view.tsx"
import { RatingsCard } from "../../features/dashboard/components/ratings-card.tsx"
import { ReconnectingNotice } from "../../features/live/reconnecting-notice.tsx"
import { useLiveUpdates } from "../../features/live/use-live-updates.ts"
import { ListScreenHeader } from "../../features/shell/list-screen-header.tsx"
import { SiteFilter } from "../../features/shell/site-filter.tsx"
import { addDays, dayOf } from "../../lib/local-day.ts"
import { useSiteZone } from "../../lib/use-units.ts"

export const Route = createFileRoute("/main/dashboard")({
  staticData: { screen: "dashboard" },
  validateSearch: z.object({
    /** The first and last days added up, `YYYY-MM-DD`; the last 7 days by default. */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    id_subsidiary: z.number().int().positive().optional(),
  }),
  component: DashboardPage,
})

function DashboardPage() {
  const { user } = Route.useRouteContext()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  // Today on the calendar of the site worked in (the browser's when several sites apply); the
  // API counts each route on its own site's calendar.
  const timeZone = useSiteZone()
  const today = dayOf(new Date(), timeZone)
  const to = search.to ?? today
  const from = search.from ?? addDays(to, -6)
  // The day's figures move while drivers work.
  const live = useLiveUpdates()
  const dashboard = useQuery({
    ...getDashboardQueryOptions({
      from,
      to,
      id_subsidiary: search.id_subsidiary,
    }),
    placeholderData: keepPreviousData,
    refetchInterval: live.refetchInterval,
  })
  const ratings = useQuery({
    ...getRatingsQueryOptions({
      from,
      to,
      id_subsidiary: search.id_subsidiary,
    }),
    placeholderData: keepPreviousData,
  })
  return (
    <section className="grid gap-4" data-testid="dashboard">
      <ListScreenHeader title={<Trans>Dashboard</Trans>} />
      <Link
        to="/main/performance"
        search={{ id_subsidiary: search.id_subsidiary }}
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        <Trans>Performance: planned against driven</Trans>
      </Link>
      <ReconnectingNotice status={live.status} />
      <div className="flex flex-wrap items-end gap-3">
        <DashboardRange
          from={from}
          to={to}
          today={today}
          onChange={(range) =>
            void navigate({ search: (s) => ({ ...s, ...range }) })
          }
        />
        <SiteFilter
          sites={user.clientData?.subsidiaries ?? []}
          value={search.id_subsidiary}
          onChange={(id_subsidiary) =>
            void navigate({ search: (s) => ({ ...s, id_subsidiary }) })
          }
        />
      </div>
      {dashboard.data ? (
        <DashboardView
          data={dashboard.data}
          id_subsidiary={search.id_subsidiary}
          planAction={
            <Link
              to="/main/new-optimization"
              className="text-sm font-medium text-primary underline-offset-4 hover:underline"
            >
              <Trans>Create an optimization</Trans>
            </Link>
          }
        />
      ) : dashboard.error ? (
        <p role="alert" className="text-sm text-destructive">
          {dashboard.error.message}
        </p>
      ) : (
        <p role="status" className="text-sm text-muted-foreground">
          <Trans>Adding up your routes…</Trans>
        </p>
      )}
      {ratings.data && <RatingsCard ratings={ratings.data} />}
    </section>
  )
}
