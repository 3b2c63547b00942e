import type { RoutePath } from "@ruta/maps/lib/features"
import type { MapVehicle } from "@ruta/maps/lib/vehicles"
import { useQuery } from "@tanstack/react-query"

import { getRouteLiveQueryOptions } from "./api/live-map.ts"
import { STALE_AFTER_MS } from "./drivers-on-map.ts"
import { useDriverLabels } from "./use-driver-labels.ts"
import { useNow } from "./use-now.ts"

/** The driven trail's colour, over the planned path's. */
export const TRAIL_COLOR = "#f97316"

/**
 * A route's life on the road for its page: the driven trail as a path (drawn over the planned
 * one), the driver's marker at its end, and each stop's live ETA and predicted lateness
 * (seconds) by id: the server's prediction, refetched on each `eta` event of the live stream.
 */
export function useRouteLive(
  route: { id_route: number; name: string; driver: string | null },
  refetchInterval: number | false
) {
  const labels = useDriverLabels()
  const now = useNow()
  const live = useQuery({
    ...getRouteLiveQueryOptions(route.id_route),
    refetchInterval,
  }).data
  const trail = live?.trail ?? []
  const last = trail.at(-1)
  const paths: RoutePath[] =
    trail.length > 1
      ? [
          {
            routeId: `trail-${route.id_route}`,
            color: TRAIL_COLOR,
            coordinates: trail.map((p) => ({
              lat: p.latitude,
              lng: p.longitude,
            })),
          },
        ]
      : []
  const vehicles: MapVehicle[] = []
  if (last) {
    const stale = now - Date.parse(last.at) > STALE_AFTER_MS
    const driver = {
      id_route: route.id_route,
      route_name: route.name,
      driver_name: route.driver ?? "",
      last: { ...last, accuracy: null, speed: null, heading: null },
    }
    vehicles.push({
      id: route.id_route,
      lat: last.latitude,
      lng: last.longitude,
      label: labels.name(driver),
      title: labels.title(driver, stale),
      color: TRAIL_COLOR,
      stale,
    })
  }
  return {
    paths,
    vehicles,
    lateness: new Map(
      (live?.etas?.stops ?? []).map((s) => [s.id_stop, s.late_seconds])
    ),
    etas: new Map((live?.etas?.stops ?? []).map((s) => [s.id_stop, s.eta])),
  }
}
