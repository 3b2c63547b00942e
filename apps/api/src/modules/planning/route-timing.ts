import type {
  Coordinates,
  TimeWindow,
  TravelMatrices,
  TravelMode,
} from "@ruta/optimizer"
import { STOP_TYPE, serviceSeconds, timeSequence } from "@ruta/optimizer"
import { eq } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { routes } from "../../db/schema.ts"
import { undatedStart } from "./plan-problem.ts"
import { writePlannedStops } from "./plan-result.ts"
import { createSubsidiariesRepository } from "../subsidiaries/subsidiaries.repository.ts"
import { TravelError } from "../travel/travel-error.ts"
import type { TravelSource } from "../travel/travel-source.ts"
import { offlineTravel } from "../travel/travel-source.ts"
import { daysOf } from "./car-days.ts"
import type { StopOut } from "./planning.schemas.ts"
import { pointOf, routeLayout } from "./route-path.ts"
import { createRoutesRepository } from "./delivery-routes.repository.ts"

/** What re-timing needs besides the transaction: the travel source, and where to warn. */
export interface RouteTiming {
  travel: TravelSource
  log: { warn(details: object, message: string): void }
  /** Milliseconds since 1970; a route without a date starts at 08:00 of this day on its site's clock. */
  now?: () => number
}

/** A stop's windows in seconds from `departure`; an open side is unbounded. */
export function windowOf(
  stop: StopOut,
  departure: number
): TimeWindow[] | undefined {
  if (stop.time_windows.length === 0) return undefined
  const seconds = (iso: string | null, open: number) =>
    iso ? (Date.parse(iso) - departure) / 1000 : open
  return stop.time_windows.map((w) => [
    seconds(w.start, -Infinity),
    seconds(w.end, Infinity),
  ])
}

/**
 * The travel source's matrices; when it fails (a road service down, a stop no road reaches) the
 * hand change is kept and timed on the offline model instead, with a warning in the log, as a
 * driver's completion measures its distance.
 */
export async function matricesOf(
  places: Coordinates[],
  mode: TravelMode,
  timing: RouteTiming
): Promise<TravelMatrices> {
  try {
    return await timing.travel.matrices(places, mode)
  } catch (error) {
    if (!(error instanceof TravelError)) throw error
    timing.log.warn(
      { err: error },
      "route times from the offline model: the travel source failed"
    )
    return offlineTravel().matrices(places, mode)
  }
}

/**
 * Re-times one route along its current order, without the solver: each stop's arrival and
 * departure (waiting for a window that has not opened, served late where every window closed),
 * its metres from the start and its order numbered 1, 2, …; the route's distance and duration
 * (to its end). The route leaves its depot at its start date. Its times come from the travel
 * source's standard travel, not a learned profile, so the route no longer says it was timed with
 * one (`travel_profile_days` null: its live ETAs follow standard travel too).
 */
async function retimeRoute(tx: Tx, id_route: number, timing: RouteTiming) {
  const route = await createRoutesRepository(tx).findById(id_route)
  if (!route) return
  const { start, stops, end, mode } = await routeLayout(tx, route)
  if (stops.length === 0) {
    await tx
      .update(routes)
      .set({ distance: 0, duration: 0, travel_profile_days: null })
      .where(eq(routes.id_route, id_route))
    return
  }
  // The stops' places go in a stable order (by id), so that a reorder asks the travel source for
  // the matrix it has just given (a road service keeps recent ones, keyed on the places in order).
  const byId = stops
    .map((_, index) => index)
    .sort((a, b) => stops[a]!.id_stop - stops[b]!.id_stop)
  const first = start ? 1 : 0
  const slot = new Map(byId.map((index, k) => [index, first + k]))
  const places = [
    ...(start ? [start] : []),
    ...byId.map((index) => pointOf(stops[index]!)),
    ...(end ? [end] : []),
  ]
  const departure = route.start_date
    ? Date.parse(route.start_date)
    : undatedStart(
        (timing.now ?? Date.now)(),
        await createSubsidiariesRepository(tx).zoneOf(route.id_subsidiary)
      )
  const timed = timeSequence(
    await matricesOf(places, mode, timing),
    // Without a depot, the route starts at its first stop.
    {
      start: start ? 0 : slot.get(0)!,
      departure: 0,
      end: end ? places.length - 1 : null,
    },
    stops.map((stop, index) => ({
      location: slot.get(index)!,
      service: serviceSeconds(stop.stop_duration),
      timeWindows: windowOf(stop, departure),
      // A driver's break is taken where the driver is.
      inPlace: stop.type === STOP_TYPE.break,
    }))
  )
  const at = (seconds: number) =>
    new Date(departure + Math.round(seconds) * 1000).toISOString()
  await writePlannedStops(
    tx,
    route.id_optimization,
    stops.map((stop, index) => {
      const visit = timed.visits[index]!
      return {
        id_stop: stop.id_stop,
        id_route,
        order: index + 1,
        eta: at(visit.arrival),
        departure: at(visit.departure),
        distance: Math.round(visit.distance),
        // Timed without a learned profile: the leg is the travel source's own time.
        travel_seconds: Math.round(
          visit.arrival - (timed.visits[index - 1]?.departure ?? 0)
        ),
        reasons: [],
      }
    })
  )
  await tx
    .update(routes)
    .set({
      distance: Math.round(timed.distance),
      duration: Math.round(timed.duration),
      travel_profile_days: null,
    })
    .where(eq(routes.id_route, id_route))
}

/**
 * Re-times routes after a hand change, inside the change's transaction, so that a route's
 * stop times, distance and duration always follow its stops as they are now.
 */
export async function retimeRoutes(
  tx: Tx,
  ids: Iterable<number | null>,
  timing: RouteTiming
) {
  for (const id of new Set(ids))
    if (id !== null) await retimeRoute(tx, id, timing)
}

const DAY_MS = 86_400_000

/**
 * Whole days of the site's calendar (`timeZone`) between a route's start and its new start: how
 * far its stops' windows move with it. 0 when either has no date.
 */
export function daysMoved(
  before: string | null,
  after: string | null | undefined,
  timeZone = "UTC"
): number {
  const from = daysOf(before, null, timeZone)
  const to = daysOf(after, null, timeZone)
  if (!from || !to) return 0
  // Rounded: a day across a daylight-saving change is 23 or 25 hours long.
  return Math.round((to.from.getTime() - from.from.getTime()) / DAY_MS)
}
