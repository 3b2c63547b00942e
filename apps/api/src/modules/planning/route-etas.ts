import type { TravelMode, TravelProfile } from "@ruta/optimizer"
import { STOP_TYPE, serviceSeconds, timeSequence } from "@ruta/optimizer"
import { desc, eq, sql } from "drizzle-orm"
import type { FastifyBaseLogger } from "fastify"

import type { DataStore, Tx } from "../../db/database.ts"
import { rowsOf, systemScope } from "../../db/database.ts"
import { positions, routeEtas, routes } from "../../db/schema.ts"
import type { Change, ChangeFeed } from "./change-feed.ts"
import type { StopOut } from "./planning.schemas.ts"
import { pointOf } from "./route-path.ts"
import { matricesOf, windowOf } from "./route-timing.ts"
import { configurationOf } from "./delivery-routes.repository.ts"
import { createStopsRepository } from "./stops.repository.ts"
import type { TravelSource } from "../travel/travel-source.ts"
import type { ProfileSource } from "../learning/learned-travel.ts"
import { learnedTravel } from "../learning/learned-travel.ts"
import { learnedProfiles } from "../learning/learned-profiles.ts"

/** A route's ETAs are recomputed at most this often, whichever process hears of the change. */
export const ETA_INTERVAL_SECONDS = 30

/**
 * Claims the route's next recompute, across processes: the claim is the stored `computed_at`,
 * moved only when the last one is at least 30 s old (or there is none), for a route on the road
 * with a position. False when another recompute is that recent.
 */
async function claim(tx: Tx, id_route: number): Promise<boolean> {
  const result = await tx.execute(sql`
    insert into route_etas (id_route, id_client, id_subsidiary, id_optimization, computed_at)
    select r.id_route, r.id_client, r.id_subsidiary, r.id_optimization, now()
    from routes r
    where r.id_route = ${id_route} and r.started is not null and r.completed is null
      and exists (select 1 from positions p where p.id_route = r.id_route)
    on conflict (id_route) do update set computed_at = excluded.computed_at
    where route_etas.computed_at <= now() - make_interval(secs => ${ETA_INTERVAL_SECONDS})
    returning id_route`)
  return rowsOf(result).length === 1
}

/** A stop's predicted arrival: stored in `route_etas`, shown by the positions and tracking pages. */
export type PredictedStop = {
  id_stop: number
  name: string
  eta: string
  /** The planned arrival (stops' `eta`); absent from ETAs computed before it was kept. */
  planned_eta?: string | null
  late_seconds: number
}

/** A route's latest position (by the phone's time, whatever order they came in). */
export async function latestPosition(tx: Tx, id_route: number) {
  const [row] = await tx
    .select()
    .from(positions)
    .where(eq(positions.id_route, id_route))
    .orderBy(desc(positions.recorded_at))
    .limit(1)
  return row
}

/**
 * What a route's prediction starts from: its travel mode, latest position, stops, and the
 * learned travel profile when its plan was timed with one (laid on a clock starting now).
 */
export interface PredictionInput {
  mode: TravelMode
  last: { latitude: number; longitude: number; recorded_at: Date }
  stops: StopOut[]
  profile?: TravelProfile | undefined
}

/** The places a prediction travels between: the latest position, then the stops left. */
const placesOf = (
  last: PredictionInput["last"],
  remaining: readonly StopOut[]
) => [{ lat: last.latitude, lng: last.longitude }, ...remaining.map(pointOf)]

/**
 * Reads what the prediction needs, in a few small queries (the route, its latest position, its
 * stops, and the learned profile its plan used, from `profiles`: learned once per site and day
 * by the ETA updates); null for a route gone or without a position.
 */
export async function predictionInput(
  tx: Tx,
  id_route: number,
  now: number,
  profiles?: ProfileSource
): Promise<PredictionInput | null> {
  const [route] = await tx
    .select({
      id_client: routes.id_client,
      id_subsidiary: routes.id_subsidiary,
      configuration: routes.configuration,
      travel_profile_days: routes.travel_profile_days,
    })
    .from(routes)
    .where(eq(routes.id_route, id_route))
  const last = await latestPosition(tx, id_route)
  if (!route || !last) return null
  const stops = await createStopsRepository(tx).listByRoute(id_route)
  // Timed with the learned profile, its live ETAs are too (the profile as learned today).
  const learned =
    route.travel_profile_days === null
      ? null
      : await learnedTravel(
          tx,
          route,
          placesOf(
            last,
            stops.filter((stop) => !stop.completed)
          ),
          now,
          profiles
        )
  return {
    mode: configurationOf(route.configuration).id_travel_mode as TravelMode,
    last,
    stops,
    profile: learned?.profile,
  }
}

/**
 * The route's stops not yet completed, in order, predicted from its latest position leaving
 * now, through the travel source (the offline model when it fails): each one's arrival and how
 * late that is past its window.
 */
export async function predictArrivals(
  input: PredictionInput,
  travel: { travel: TravelSource; log: FastifyBaseLogger },
  now: number
): Promise<{ position_at: Date; etas: PredictedStop[] }> {
  const { last, mode } = input
  const remaining = input.stops.filter((stop) => !stop.completed)
  const etas: PredictedStop[] = []
  if (remaining.length > 0) {
    const timed = timeSequence(
      await matricesOf(placesOf(last, remaining), mode, travel),
      { start: 0, departure: 0, end: null },
      remaining.map((stop, index) => ({
        location: index + 1,
        service: serviceSeconds(stop.stop_duration),
        timeWindows: windowOf(stop, now),
        inPlace: stop.type === STOP_TYPE.break,
      })),
      input.profile
    )
    remaining.forEach((stop, index) => {
      const visit = timed.visits[index]!
      etas.push({
        id_stop: stop.id_stop,
        name: stop.name || stop.address,
        eta: new Date(now + Math.round(visit.arrival) * 1000).toISOString(),
        planned_eta: stop.eta,
        late_seconds: Math.max(0, Math.round(visit.late)),
      })
    })
  }
  return { position_at: last.recorded_at, etas }
}

/**
 * Keeps started routes' ETAs current: every process hears each position and stop change on the
 * live channel, and the one that claims the route's recompute (at most every 30 s per route, the
 * claim stored with the ETAs) predicts the remaining stops' arrivals from the latest position and
 * writes them, which announces an `eta` event: two transactions, the claim with the reads, then
 * the write. The travel source is asked between them, outside any transaction, so a slow road
 * service holds no connection.
 */
export function startEtaUpdates(options: {
  store: DataStore
  live: ChangeFeed
  travel: TravelSource
  log: FastifyBaseLogger
  now: () => number
}) {
  const { store, live, travel, log, now } = options
  /** Routes waiting for their recompute, and when this process last claimed each (ms). */
  const waiting = new Set<number>()
  const claimedAt = new Map<number, number>()
  const profiles = learnedProfiles()
  let running = false

  async function recompute(id_route: number) {
    // The claim and what the prediction reads, in one transaction.
    const input = await store.withScope(systemScope, async (tx) =>
      (await claim(tx, id_route))
        ? predictionInput(tx, id_route, now(), profiles)
        : undefined
    )
    if (input === undefined) return
    claimedAt.set(id_route, performance.now())
    if (input === null) return
    const predicted = await predictArrivals(input, { travel, log }, now())
    await store.withScope(systemScope, (tx) =>
      tx
        .update(routeEtas)
        .set({ etas: predicted.etas, position_at: predicted.position_at })
        .where(eq(routeEtas.id_route, id_route))
    )
  }

  async function drain() {
    if (running) return
    running = true
    try {
      for (const id_route of waiting) {
        waiting.delete(id_route)
        await recompute(id_route).catch((error: unknown) =>
          log.error({ err: error, id_route }, "a route's ETAs failed")
        )
      }
    } finally {
      running = false
    }
    // Forget the claims old enough not to matter, so the map stays the size of the busy routes.
    const old = performance.now() - ETA_INTERVAL_SECONDS * 1000
    for (const [id_route, at] of claimedAt)
      if (at < old) claimedAt.delete(id_route)
  }

  function heard(event: Change) {
    if (event.kind !== "position" && event.kind !== "stop") return
    const id_route = event.ids.id_route
    if (typeof id_route !== "number") return
    // This process claimed it moments ago (the same clock as the database's, not the injected
    // one): no need to ask the database again.
    const last = claimedAt.get(id_route)
    if (
      last !== undefined &&
      performance.now() - last < ETA_INTERVAL_SECONDS * 1000
    )
      return
    waiting.add(id_route)
    void drain()
  }

  const unsubscribe = live.subscribe({ event: heard })
  return {
    stop() {
      unsubscribe()
      waiting.clear()
    },
  }
}
