import { Trans, useLingui } from "@lingui/react/macro"
import { listSearch } from "@ruta/ui/lib/list-search"
import {
  Tabs,
  TabsList,
  TabsTrigger,
  TabsContent,
} from "@ruta/ui/components/tabs"
import { TextField } from "@ruta/ui/components/text-field"
import { useQuery } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"
import { z } from "zod"

import { getRoutesQueryOptions } from "../../../features/planning/api/routes.ts"
import type { RouteFilters } from "../../../features/planning/api/routes.ts"
import { RoutesTable } from "../../../features/planning/components/routes-table.tsx"
import { ReconnectingNotice } from "../../../features/live/reconnecting-notice.tsx"
import { LiveDriversMap } from "../../../features/live-map/components/live-drivers-map.tsx"
import { useOnTheRoad } from "../../../features/live-map/use-on-the-road.ts"
import { useLiveUpdates } from "../../../features/live/use-live-updates.ts"
import { useListRows } from "../../../features/shell/list-rows.ts"
import { useRouteList } from "../../../features/shell/route-list.ts"
import { ListScreenHeader } from "../../../features/shell/list-screen-header.tsx"
import { OptionFilter } from "../../../features/shell/option-filter.tsx"
import { getUsersQueryOptions } from "../../../features/users/api/users.ts"
import { dayBounds } from "../../../lib/local-day.ts"
import { useSiteZone } from "../../../lib/use-units.ts"
import { SiteFilter } from "../../../features/shell/site-filter.tsx"

export const Route = createFileRoute("/main/routes/")({
  staticData: { screen: "routes" },
  validateSearch: listSearch({
    /** Spec section 4: 1 Pending, 2 On route, 3 Completed; none for every route. */
    status_route: z.number().int().min(1).max(3).optional(),
    id_subsidiary: z.number().int().positive().optional(),
    /** The driver's user id. */
    id_user: z.number().int().positive().optional(),
    /** The first and last day of the routes' start, `YYYY-MM-DD`; each end may be open. */
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
  }),
  component: RoutesPage,
})

/** The most drivers the filter lists: the API's largest page. */
const DRIVERS_LISTED = 100

/**
 * The instants GET /routes takes for a range of days, either end open, on the calendar of
 * `timeZone` (the chosen site's; the browser's without one).
 */
function startBetween(
  from: string | undefined,
  to: string | undefined,
  timeZone?: string
) {
  const bounds = (first: string, last: string) =>
    dayBounds(first, last, timeZone)
  if (from && to) return from <= to ? bounds(from, to) : bounds(to, from)
  if (from) return { from: bounds(from, from).from }
  if (to) return { to: bounds(to, to).to }
  return {}
}

function RoutesPage() {
  const { t } = useLingui()
  const { user } = Route.useRouteContext()
  const sites = user.clientData?.subsidiaries ?? []
  const list = useRouteList(Route.useSearch(), Route.useNavigate())
  const { search } = list
  const siteZone = useSiteZone(search.id_subsidiary)
  const filters: RouteFilters = {
    ...list.paging,
    status_route: search.status_route,
    id_subsidiary: search.id_subsidiary,
    id_user: search.id_user,
    ...startBetween(search.from, search.to, siteZone),
  }
  const drivers = useQuery(
    getUsersQueryOptions({
      kind: "driver",
      id_subsidiary: search.id_subsidiary,
      page: 0,
      size: DRIVERS_LISTED,
    })
  )
  const startRange = [
    { key: "from", label: t`From`, max: search.to },
    { key: "to", label: t`To`, min: search.from },
  ] as const
  // Drivers start routes and complete stops all day: status and progress follow, no reload.
  const live = useLiveUpdates()
  const routes = useListRows(
    getRoutesQueryOptions(filters),
    live.refetchInterval
  )
  // Every driver on the road, moved by the live stream's positions.
  const onTheRoad = useOnTheRoad(
    { id_subsidiary: search.id_subsidiary },
    live.refetchInterval
  )
  return (
    <section className="grid gap-4">
      <ListScreenHeader title={<Trans>Routes</Trans>} />
      <ReconnectingNotice status={live.status} />
      {onTheRoad.drivers.length > 0 && (
        <LiveDriversMap drivers={onTheRoad.drivers} now={onTheRoad.now} />
      )}
      <Tabs
        value={String(search.status_route ?? 0)}
        onValueChange={(value) =>
          list.filter("status_route", value === "0" ? undefined : Number(value))
        }
      >
        <TabsList aria-label={t`Route status`}>
          <TabsTrigger value="0">
            <Trans>All</Trans>
          </TabsTrigger>
          <TabsTrigger value="1">
            <Trans>Pending</Trans>
          </TabsTrigger>
          <TabsTrigger value="2">
            <Trans>On route</Trans>
          </TabsTrigger>
          <TabsTrigger value="3">
            <Trans>Completed</Trans>
          </TabsTrigger>
        </TabsList>
        <TabsContent value={String(search.status_route ?? 0)}>
          <RoutesTable
            {...list.table}
            {...routes.table}
            empty={t`No routes here yet. Routes are made in an optimization.`}
            toolbar={
              <div className="flex flex-wrap items-end gap-2">
                <SiteFilter
                  sites={sites}
                  value={search.id_subsidiary}
                  onChange={(id) => list.filter("id_subsidiary", id)}
                />
                {!drivers.isError && (
                  <OptionFilter
                    label={t`Driver`}
                    allLabel={t`All drivers`}
                    value={search.id_user}
                    onChange={(id) => list.filter("id_user", id)}
                    options={(drivers.data?.items ?? []).map((driver) => ({
                      value: driver.id_user,
                      label: driver.name,
                    }))}
                  />
                )}
                {startRange.map(({ key, ...field }) => (
                  <TextField
                    key={key}
                    {...field}
                    type="date"
                    className="w-44"
                    value={search[key] ?? ""}
                    onChange={(event) =>
                      list.filter(key, event.target.value || undefined)
                    }
                  />
                ))}
              </div>
            }
          />
        </TabsContent>
      </Tabs>
    </section>
  )
}
