import { ContextType } from "@ruta/permissions/context-types"
import { sql } from "drizzle-orm"

import {
  AppError,
  ErrorCode,
  forbidden,
  notFound,
} from "../../platform/lib/errors.ts"
import type { Authorized } from "../../platform/authorization/authorization.ts"
import { invalidField } from "../../platform/lib/errors.ts"
import type { RouteOut } from "../planning/planning.schemas.ts"
import { routePoints } from "../planning/route-path.ts"
import { createRoutesRepository } from "../planning/delivery-routes.repository.ts"
import { createStopsRepository } from "../planning/stops.repository.ts"
import { liveEtasOf } from "../planning/live-etas.ts"
import { keepVisitFigures } from "../performance/keep-visit-figures.ts"
import { offlineTravel } from "../travel/travel-source.ts"
import type { TravelSource } from "../travel/travel-source.ts"
import { createDriverDayRepository } from "./driver-day.repository.ts"
import { createProofSettingsRepository } from "../proof/proof-settings.repository.ts"
import { requireProof } from "../proof/proof-requirements.ts"
import type { ProofUploads } from "../proof/proof-uploads.ts"
import type { Position, ProofSaving } from "../proof/save-proof.ts"
import { saveProof } from "../proof/save-proof.ts"
import type { Arrival, Completion } from "./driver-day.schemas.ts"

/** Only drivers use the driver's view; anyone else is refused whatever their role allows. */
function requireDriver(auth: Authorized) {
  if (auth.contextType !== ContextType.DRIVER)
    throw forbidden("Only drivers can do this.")
}

/** The caller's own route, or 404: another driver's route is answered as if it did not exist. */
export async function loadDriverRoute(
  auth: Authorized,
  id_route: number
): Promise<RouteOut> {
  return driversOwn(
    auth,
    await createRoutesRepository(auth.tx).findById(id_route)
  )
}

/** The route found if the caller is a driver and it is theirs, or 404 as if it did not exist. */
export function driversOwn<R extends { id_user: number | null }>(
  auth: Authorized,
  route: R | undefined
): R {
  requireDriver(auth)
  if (!route || route.id_user !== auth.user.id_user)
    throw notFound("Route not found.")
  return route
}

/** The driver's routes of a day with their stops, and the outcomes they may record. */
export async function driverDay(auth: Authorized, from: Date, to: Date) {
  requireDriver(auth)
  const repo = createDriverDayRepository(auth.tx)
  const ids = await repo.routeIds(auth.user.id_user, from, to)
  const found = await createRoutesRepository(auth.tx).findMany(ids)
  const stopsRepo = createStopsRepository(auth.tx)
  const arrivals = await repo.arrivals(ids)
  const withStops = await Promise.all(
    ids
      .flatMap((id) => found.find((r) => r.id_route === id) ?? [])
      .map(async (route) => ({
        route,
        stops: await stopsRepo.listByRoute(route.id_route),
      }))
  )
  const live = await liveEtasOf(
    auth.tx,
    withStops.flatMap(({ route, stops }) =>
      route.started ? stops.map((s) => s.id_stop) : []
    )
  )
  const routes = withStops.map(({ route, stops }) => ({
    ...route,
    stops: stops.map((stop) => ({
      ...stop,
      arrival: arrivals.get(stop.id_stop) ?? null,
      live_eta: live.get(stop.id_stop)?.toISOString() ?? null,
    })),
  }))
  return {
    routes,
    outcomes: await repo.activeOutcomes(),
    proof: await createProofSettingsRepository(auth.tx).get(auth.id_client!),
  }
}

export async function startRoute(auth: Authorized, id_route: number) {
  const route = await loadDriverRoute(auth, id_route)
  const routesRepo = createRoutesRepository(auth.tx)
  await routesRepo.start(route.id_route, new Date())
  return (await routesRepo.findById(route.id_route))!
}

/** Metres driven: the route's path through its stops in the order they were visited. */
async function drivenDistance(
  auth: Authorized,
  route: RouteOut,
  travel: TravelSource
): Promise<number> {
  const { points, mode } = await routePoints(auth.tx, route, "visited")
  if (points.length < 2) return 0
  // A road service that fails now must not lose the completion: the offline model measures it.
  const path = await travel
    .path(points, mode)
    .catch(() => offlineTravel().path(points, mode))
  return Math.round(path.distance)
}

/**
 * A stop of the caller's route, with its route, whose row is then held until the transaction
 * ends: a stop on no route or on another driver's answers 404.
 */
async function loadDriverStop(auth: Authorized, id_stop: number) {
  requireDriver(auth)
  const stop = await createStopsRepository(auth.tx).findById(id_stop)
  if (!stop || stop.id_route === null) throw notFound("Stop not found.")
  const route = await loadDriverRoute(auth, stop.id_route).catch(() => {
    throw notFound("Stop not found.")
  })
  await createDriverDayRepository(auth.tx).lockRoute(route.id_route)
  return { stop, route }
}

/** A time told by the device; a clock ahead of the server's cannot tell of the future. */
function deviceTime(told: string, now: Date): Date {
  const at = new Date(told)
  return at > now ? now : at
}

/** What a completion brings besides its fields: its checked files, and where to keep them. */
export interface CompletionProof {
  uploads: ProofUploads
  saving: ProofSaving
}

/** The phone's position the completion gives, if any: latitude and longitude come together. */
function positionOf(completion: Completion): Position | null {
  const { latitude, longitude, accuracy } = completion
  if (latitude === undefined && longitude === undefined) return null
  if (latitude === undefined || longitude === undefined)
    throw invalidField(
      latitude === undefined ? "latitude" : "longitude",
      "Send the latitude and longitude together."
    )
  return { latitude, longitude, accuracy: accuracy ?? null }
}

/** The stop and its route as they are now. */
async function stateOf(auth: Authorized, id_stop: number, id_route: number) {
  return {
    stop: (await createStopsRepository(auth.tx).findById(id_stop))!,
    route: (await createRoutesRepository(auth.tx).findById(id_route))!,
  }
}

/**
 * Completes a stop of the caller's route, once: the same completion sent again (a phone that was
 * offline retrying) answers the current state; a different one for a completed stop is refused,
 * with its own message when it brings proof. A completion must bring the proof the client's
 * settings require for its kind of outcome (400 otherwise, the visit left open); its files are
 * stored and its proof written in the same transaction as the completion. The first completion
 * starts the route, the last completes it with the distance driven.
 */
export async function completeStop(
  auth: Authorized,
  id_stop: number,
  completion: Completion,
  travel: TravelSource,
  proof: CompletionProof
) {
  const { stop, route } = await loadDriverStop(auth, id_stop)
  const repo = createDriverDayRepository(auth.tx)
  if (completion.id_stop_outcome) {
    const kind = await repo.activeOutcomeKind(completion.id_stop_outcome)
    if (kind === undefined)
      throw invalidField("id_stop_outcome", "Stop outcome not found.")
    if (completion.failed && kind !== "failed")
      throw invalidField(
        "id_stop_outcome",
        "This outcome is for completed visits: choose why the visit failed."
      )
    if (!completion.failed && kind !== "completed")
      throw invalidField(
        "id_stop_outcome",
        "This outcome is for failed visits: mark the visit as failed instead."
      )
  }
  const given = {
    recipient_name: completion.recipient_name ?? "",
    signature: proof.uploads.signature !== null,
    photos: proof.uploads.photos.length,
  }
  const done = await repo.completionOf(stop.id_stop)
  if (done.completed) {
    if (done.key === completion.key)
      return stateOf(auth, stop.id_stop, route.id_route)
    const bringsProof =
      given.recipient_name !== "" || given.signature || given.photos > 0
    throw new AppError(
      409,
      ErrorCode.CONFLICT,
      bringsProof
        ? "This visit is already finished: proof can no longer be added to it."
        : "This stop is already completed."
    )
  }
  const settings = await createProofSettingsRepository(auth.tx).get(
    stop.id_client
  )
  requireProof(
    completion.failed ? settings.failed : settings.completed,
    given,
    completion.failed
  )
  const position = positionOf(completion)
  const now = new Date()
  const visit = deviceTime(completion.visit_time, now)
  await repo.complete(stop.id_stop, completion, visit, now)
  if (position || given.recipient_name || given.signature || given.photos)
    await saveProof(
      auth.tx,
      stop,
      {
        recipient_name: given.recipient_name,
        uploads: proof.uploads,
        position,
        id_user: auth.user.id_user,
      },
      proof.saving
    )
  const routesRepo = createRoutesRepository(auth.tx)
  await routesRepo.start(route.id_route, visit)
  if ((await repo.pendingStops(route.id_route)) === 0) {
    await routesRepo.complete(
      route.id_route,
      now,
      await drivenDistance(auth, route, travel)
    )
    await keepVisitFigures(auth.tx, sql`${route.id_route}`)
  }
  return stateOf(auth, stop.id_stop, route.id_route)
}

/**
 * Records that the driver is at a stop of their route, once: the same arrival sent again answers
 * the one recorded; another for a stop already arrived at, or already completed, is refused.
 * The first arrival starts the route, as a first completion does.
 */
export async function arriveStop(
  auth: Authorized,
  id_stop: number,
  arrival: Arrival
) {
  const { stop, route } = await loadDriverStop(auth, id_stop)
  const repo = createDriverDayRepository(auth.tx)
  const at = deviceTime(arrival.arrived, new Date())
  if (await repo.arrive(stop.id_stop, arrival, at))
    await createRoutesRepository(auth.tx).start(route.id_route, at)
  const recorded = await repo.arrival(stop.id_stop)
  if (recorded?.arrival && recorded.key === arrival.key) return recorded.arrival
  throw new AppError(
    409,
    ErrorCode.CONFLICT,
    recorded?.arrival
      ? "The arrival at this stop is already recorded."
      : "This stop is already completed."
  )
}
