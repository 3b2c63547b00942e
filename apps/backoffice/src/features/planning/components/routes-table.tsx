import { useLingui } from "@lingui/react/macro"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { Progress } from "@ruta/ui/components/progress"
import { Link } from "@tanstack/react-router"
import type { ComponentProps } from "react"

import { formatZonedDateTime } from "../../../lib/format.ts"
import { useSiteZones } from "../../../lib/use-units.ts"
import type { Route } from "../api/routes.ts"
import { RouteStatusBadge } from "./route-status-badge.tsx"

const helper = createDataTableColumnHelper<Route>()

type RoutesTableProps = Omit<
  ComponentProps<typeof DataTable<Route>>,
  "columns" | "getRowId" | "caption"
>

/** A route's name, linking to its page. */
function RouteName({ route }: { route: Route }) {
  return (
    <Link
      to="/main/routes/$id_route"
      params={{ id_route: route.id_route }}
      className="font-medium underline-offset-4 hover:underline"
    >
      {route.name}
    </Link>
  )
}

/**
 * A list of routes (the routes screen, a site's routes tab): each route's name linking to its
 * page, status, progress, stops, driver, car and date (on the route's site's clock). Paging, search and the texts come from the
 * list kit's spreads.
 */
export function RoutesTable(props: RoutesTableProps) {
  const { t, i18n } = useLingui()
  // Each route's date on its site's clock (issue 43).
  const zoneOf = useSiteZones()
  return (
    <DataTable
      {...props}
      columns={[
        helper.accessor("name", {
          header: t`Name`,
          cell: (info) => <RouteName route={info.row.original} />,
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
        helper.accessor("stops_count", { header: t`Stops` }),
        helper.accessor((r) => r.driver ?? "", {
          id: "driver",
          header: t`Driver`,
        }),
        helper.accessor((r) => r.car ?? "", { id: "car", header: t`Car` }),
        helper.accessor(
          (r) =>
            r.start_date
              ? formatZonedDateTime(
                  r.start_date,
                  i18n.locale,
                  zoneOf(r.id_subsidiary)
                )
              : "",
          { id: "start_date", header: t`Date` }
        ),
      ]}
      getRowId={(r) => String(r.id_route)}
      caption={t`Routes`}
    />
  )
}
