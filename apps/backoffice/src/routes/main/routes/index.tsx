import { Trans, useLingui } from "@lingui/react/macro"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { listSearch } from "@ruta/ui/lib/list-search"
import { Progress } from "@ruta/ui/components/progress"
import { Tabs, TabsList, TabsTrigger } from "@ruta/ui/components/tabs"
import { TextField } from "@ruta/ui/components/text-field"
import { Link, createFileRoute } from "@tanstack/react-router"
import { z } from "zod"

import {
  LIVE_REFRESH_MS,
  getRoutesQueryOptions,
} from "../../../features/planning/api/routes.ts"
import type { Route as PlannedRoute } from "../../../features/planning/api/routes.ts"
import { RouteStatusBadge } from "../../../features/planning/components/route-status-badge.tsx"
import { useListRows } from "../../../features/shell/list-rows.ts"
import { useRouteList } from "../../../features/shell/route-list.ts"
import { ListScreenHeader } from "../../../features/shell/list-screen-header.tsx"
import { formatDateTime } from "../../../lib/format.ts"
import { dayBounds } from "../../../lib/local-day.ts"
import { SiteFilter } from "../../../features/shell/site-filter.tsx"

export const Route = createFileRoute("/main/routes/")({
  staticData: { screen: "routes" },
  validateSearch: listSearch({
    /** Spec section 4: 1 Pending, 2 On route, 3 Completed; none for every route. */
    status_route: z.number().int().min(1).max(3).optional(),
    id_subsidiary: z.number().int().positive().optional(),
    /** The routes of one day, `YYYY-MM-DD`. */
    day: z.iso.date().optional(),
  }),
  component: RoutesPage,
})

const helper = createDataTableColumnHelper<PlannedRoute>()

function RoutesPage() {
  const { t, i18n } = useLingui()
  const { user } = Route.useRouteContext()
  const sites = user.clientData?.subsidiaries ?? []
  const list = useRouteList(Route.useSearch(), Route.useNavigate())
  const { search } = list
  const routes = useListRows(
    getRoutesQueryOptions({
      ...list.paging,
      status_route: search.status_route,
      id_subsidiary: search.id_subsidiary,
      ...(search.day ? dayBounds(search.day) : {}),
    }),
    // Drivers start routes and complete stops all day: status and progress follow, no reload.
    LIVE_REFRESH_MS
  )
  return (
    <section className="grid gap-4">
      <ListScreenHeader title={<Trans>Routes</Trans>} />
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
      </Tabs>
      <DataTable
        {...list.table}
        {...routes.table}
        columns={[
          helper.accessor("name", {
            header: t`Name`,
            cell: (info) => (
              <Link
                to="/main/routes/$id_route"
                params={{ id_route: info.row.original.id_route }}
                className="font-medium underline-offset-4 hover:underline"
              >
                {info.getValue()}
              </Link>
            ),
          }),
          helper.accessor("status_route", {
            header: t`Status`,
            cell: (info) => <RouteStatusBadge status={info.getValue()} />,
          }),
          helper.accessor("progress", {
            header: t`Progress`,
            cell: (info) => (
              <Progress
                value={info.getValue()}
                showValue
                className="w-32"
                aria-label={t`Completed stops of ${info.row.original.name}`}
              />
            ),
          }),
          helper.accessor("stops_count", {
            header: t`Stops`,
          }),
          helper.accessor((r) => r.driver ?? "", {
            id: "driver",
            header: t`Driver`,
          }),
          helper.accessor((r) => r.car ?? "", {
            id: "car",
            header: t`Car`,
          }),
          helper.accessor(
            (r) =>
              r.start_date ? formatDateTime(r.start_date, i18n.locale) : "",
            { id: "start_date", header: t`Date` }
          ),
        ]}
        getRowId={(r) => String(r.id_route)}
        caption={t`Routes`}
        empty={t`No routes here yet. Routes are made in an optimization.`}
        toolbar={
          <div className="flex flex-wrap items-end gap-2">
            <SiteFilter
              sites={sites}
              value={search.id_subsidiary}
              onChange={(id) => list.filter("id_subsidiary", id)}
            />
            <TextField
              label={t`Day`}
              type="date"
              className="w-44"
              value={search.day ?? ""}
              onChange={(event) =>
                list.filter("day", event.target.value || undefined)
              }
            />
          </div>
        }
      />
    </section>
  )
}
