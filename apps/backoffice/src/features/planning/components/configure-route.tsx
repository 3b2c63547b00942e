import { keepPreviousData, useQuery } from "@tanstack/react-query"
import { pageSize } from "@ruta/validation/values"
import { useState } from "react"

import { useSiteZone } from "../../../lib/use-units.ts"
import { getDepotsQueryOptions } from "../../fleet/api/depots.ts"
import {
  getRouteCarsQueryOptions,
  type Route as PlannedRoute,
} from "../api/routes.ts"
import { RouteDialog } from "./route-dialog.tsx"
import type { RouteDates } from "./route-dialog.tsx"

/**
 * Whether days can be asked about: no end, or a start on or before it. An end without its start
 * (a start being typed) or before it is not sent: the cars of the last usable days stay shown.
 */
export const askableDates = ({ start_date, end_date }: RouteDates) =>
  end_date === null ||
  (start_date !== null && Date.parse(start_date) <= Date.parse(end_date))

/**
 * The route dialog with the site's depots and the cars free on the days chosen in it (the route's
 * own car stays offered).
 */
export function ConfigureRoute({
  route,
  onSave,
  onClose,
}: {
  route: PlannedRoute
  onSave: Parameters<typeof RouteDialog>[0]["onSave"]
  onClose: () => void
}) {
  const [dates, setDates] = useState<RouteDates>({
    start_date: route.start_date,
    end_date: route.end_date,
  })
  const timeZone = useSiteZone(route.id_subsidiary)
  const depots = useQuery(
    getDepotsQueryOptions({ page: 0, pageSize: pageSize.max })
  )
  const cars = useQuery({
    ...getRouteCarsQueryOptions({ ...route, ...dates }, timeZone),
    // The list of the days before stays until the new days' list arrives.
    placeholderData: keepPreviousData,
  })
  if (!depots.data || !cars.data) return null
  return (
    <RouteDialog
      route={route}
      depots={depots.data.items
        .filter((d) => d.id_subsidiary === route.id_subsidiary)
        .map((d) => ({ id_depot: d.id_depot, name: d.address.name }))}
      cars={cars.data}
      onDatesChange={(next) => {
        if (askableDates(next)) setDates(next)
      }}
      onSave={onSave}
      onClose={onClose}
    />
  )
}
