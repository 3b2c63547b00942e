import type { MapVehicle } from "@ruta/maps/lib/vehicles"
import { useQuery } from "@tanstack/react-query"
import { useMemo } from "react"

import type { DriverOnRoute, LiveDriversFilter } from "./api/live-map.ts"
import { getLiveDriversQueryOptions } from "./api/live-map.ts"
import { vehiclesOf } from "./drivers-on-map.ts"
import { latenessOf, liveEtasOf } from "./predicted-lateness.ts"
import { useDriverLabels } from "./use-driver-labels.ts"
import { useNow } from "./use-now.ts"

const NONE: DriverOnRoute[] = []

/**
 * The drivers on the road (of an optimization or a site), kept current by the live stream's
 * positions (`refetchInterval`: the slow poll while the stream is down), and their markers.
 */
export function useOnTheRoad(
  filter: LiveDriversFilter,
  refetchInterval: number | false
) {
  const labels = useDriverLabels()
  const now = useNow()
  const drivers =
    useQuery({ ...getLiveDriversQueryOptions(filter), refetchInterval }).data ??
    NONE
  const lateness = useMemo(() => latenessOf(drivers), [drivers])
  const etas = useMemo(() => liveEtasOf(drivers), [drivers])
  return {
    drivers,
    now,
    /** The stops the drivers' positions predict late (seconds past their window), by id. */
    lateness,
    /** The stops' live ETAs (ISO), by id, when the filter asks for them (`with_etas`). */
    etas,
    /** The drivers with a position as map markers, in their route's colour. */
    vehicles: (colorOf: (id_route: number) => string): MapVehicle[] =>
      vehiclesOf(drivers, now, labels.title, (d) => colorOf(d.id_route)),
  }
}
