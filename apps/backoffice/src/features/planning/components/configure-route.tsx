import { useQuery } from "@tanstack/react-query"

import { getDepotsQueryOptions } from "../../fleet/api/depots.ts"
import {
  getRouteCarsQueryOptions,
  type Route as PlannedRoute,
} from "../api/routes.ts"
import { RouteDialog } from "./route-dialog.tsx"

/** The route dialog with the site's depots and the cars free that day. */
export function ConfigureRoute({
  route,
  onSave,
  onClose,
}: {
  route: PlannedRoute
  onSave: Parameters<typeof RouteDialog>[0]["onSave"]
  onClose: () => void
}) {
  const depots = useQuery(getDepotsQueryOptions({ page: 0, pageSize: 100 }))
  const cars = useQuery(getRouteCarsQueryOptions(route))
  if (!depots.data || !cars.data) return null
  return (
    <RouteDialog
      route={route}
      depots={depots.data.items
        .filter((d) => d.id_subsidiary === route.id_subsidiary)
        .map((d) => ({ id_depot: d.id_depot, name: d.address.name }))}
      cars={cars.data}
      onSave={onSave}
      onClose={onClose}
    />
  )
}
