import type { QueryClient } from "@tanstack/react-query"

import type { components } from "@ruta/api-client/schema"

import type {
  DriverOnRoute,
  LiveDriversFilter,
  RouteLive,
} from "./api/live-map.ts"
import { liveDriversKey, routeLiveKey } from "./api/live-map.ts"

type LiveChange = components["schemas"]["LiveEvent"]

/**
 * The drivers' lists refetch for new ETAs at most this often: 200 drivers make several ETA
 * events a second, and a map's lateness can wait a few seconds.
 */
export const ETA_REFETCH_MS = 5_000

/** A position event's fix: where and when, from the ids the event carries. */
function fixOf(change: LiveChange) {
  const { latitude, longitude, at, id_route } = change.ids
  if (
    typeof latitude !== "number" ||
    typeof longitude !== "number" ||
    typeof at !== "string" ||
    typeof id_route !== "number"
  )
    return null
  return { id_route, latitude, longitude, at: new Date(at).toISOString() }
}

/** Whether a list of this filter shows the change's route. */
const shows = (filter: LiveDriversFilter, change: LiveChange) =>
  (filter.id_optimization === undefined ||
    filter.id_optimization === change.ids.id_optimization) &&
  (filter.id_subsidiary === undefined ||
    filter.id_subsidiary === change.id_subsidiary)

const newer = (at: string, than: string | undefined | null) =>
  !than || Date.parse(at) > Date.parse(than)

/**
 * Applies the live map's changes to the cache: a position moves its driver's marker and extends
 * its route's trail in place (no refetch: 200 drivers report every 10 s); new ETAs and routes
 * starting or ending refetch the lists, ETAs at most every 5 s.
 *
 * @returns a function taking each change of the stream
 */
export function createLiveMapUpdater(queryClient: QueryClient) {
  let etaTimer: ReturnType<typeof setTimeout> | undefined
  const refetchDrivers = () =>
    void queryClient.invalidateQueries({ queryKey: liveDriversKey })
  return (change: LiveChange) => {
    const id_route = change.ids.id_route
    if (change.kind === "position") {
      const fix = fixOf(change)
      if (!fix) return
      for (const [queryKey, drivers] of queryClient.getQueriesData<
        DriverOnRoute[]
      >({ queryKey: liveDriversKey })) {
        if (!drivers) continue
        const filter = (queryKey[1] ?? {}) as LiveDriversFilter
        const known = drivers.some((d) => d.id_route === fix.id_route)
        // A route newly on the road that this list should show: it reads again.
        if (!known) {
          if (shows(filter, change))
            void queryClient.invalidateQueries({ queryKey, exact: true })
          continue
        }
        queryClient.setQueryData<DriverOnRoute[]>(queryKey, (list) =>
          list?.map((driver) =>
            driver.id_route === fix.id_route && newer(fix.at, driver.last?.at)
              ? {
                  ...driver,
                  last: {
                    accuracy: null,
                    speed: null,
                    heading: null,
                    ...driver.last,
                    latitude: fix.latitude,
                    longitude: fix.longitude,
                    at: fix.at,
                  },
                }
              : driver
          )
        )
      }
      queryClient.setQueryData<RouteLive>(
        [...routeLiveKey, fix.id_route],
        (live) =>
          live && newer(fix.at, live.trail.at(-1)?.at)
            ? { ...live, trail: [...live.trail, fix] }
            : live
      )
    } else if (change.kind === "eta") {
      if (typeof id_route === "number")
        void queryClient.invalidateQueries({
          queryKey: [...routeLiveKey, id_route],
        })
      etaTimer ??= setTimeout(() => {
        etaTimer = undefined
        refetchDrivers()
      }, ETA_REFETCH_MS)
    } else if (change.kind === "route") {
      // A route starting late moves its ETAs before any position (the API's late-start ETAs).
      if (typeof id_route === "number")
        void queryClient.invalidateQueries({
          queryKey: [...routeLiveKey, id_route],
        })
      refetchDrivers()
    }
  }
}
