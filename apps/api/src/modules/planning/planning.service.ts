import type { RouteConfiguration, Stop } from "@ruta/validation/planning"
import { stopsPerOptimization } from "@ruta/validation/values"
import { messages } from "@ruta/validation/messages"

import type { Tx } from "../../db/database.ts"
import type { createOptimizationsRepository } from "./optimizations.repository.ts"
import type { OptimizationOut, RouteOut, StopOut } from "./planning.schemas.ts"
import { invalidField } from "./planning.access.ts"
import { createRoutesRepository } from "./delivery-routes.repository.ts"
import type { StopOwner } from "./stops.repository.ts"
import { createStopsRepository } from "./stops.repository.ts"
import { withLearnedDurations } from "../learning/learned-durations.ts"

type Summary = NonNullable<
  Awaited<
    ReturnType<ReturnType<typeof createOptimizationsRepository>["findById"]>
  >
>

/** One optimization with its routes (each with its stops in order) and its unassigned stops. */
export async function readOptimization(
  tx: Tx,
  summary: Summary
): Promise<OptimizationOut> {
  const [routes, stops] = await Promise.all([
    createRoutesRepository(tx).listByOptimization(summary.id_optimization),
    createStopsRepository(tx).listByOptimization(summary.id_optimization),
  ])
  const byRoute = new Map<number | null, StopOut[]>()
  for (const stop of stops) {
    const list = byRoute.get(stop.id_route) ?? []
    list.push(stop)
    byRoute.set(stop.id_route, list)
  }
  return {
    ...summary,
    routes: routes.map((route: RouteOut) => ({
      ...route,
      stops: byRoute.get(route.id_route) ?? [],
    })),
    stops: byRoute.get(null) ?? [],
  }
}

/**
 * Adds stops to an optimization, refusing the lot when it would then hold more than the limit,
 * so nothing is stored in part. A route that gets stops is no longer optimized (spec section 4).
 */
export async function addStops(
  tx: Tx,
  owner: StopOwner,
  inputs: Stop[]
): Promise<StopOut[]> {
  const stopsRepo = createStopsRepository(tx)
  const present = await stopsRepo.countByOptimization(owner.id_optimization)
  if (present + inputs.length > stopsPerOptimization.max)
    throw invalidField("stops", messages.tooManyStops)
  const created = await stopsRepo.createMany(
    owner,
    await withLearnedDurations(tx, owner, inputs)
  )
  if (owner.id_route !== null)
    await createRoutesRepository(tx).setOptimizationState([owner.id_route], 0)
  return created
}

/** The configuration a new route of this optimization starts from. */
export function routeDefaults(
  optimization: { configuration: RouteConfiguration },
  given: RouteConfiguration | undefined
): RouteConfiguration {
  return given ?? optimization.configuration
}
