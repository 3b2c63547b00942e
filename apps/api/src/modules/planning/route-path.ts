import type { Coordinates, TravelMode } from "@ruta/optimizer"
import { and, eq } from "drizzle-orm"
import { z } from "zod"

import type { Tx } from "../../db/database.ts"
import { depots } from "../../db/schema.ts"
import type { RouteOut, StopOut } from "./planning.schemas.ts"
import { createStopsRepository } from "./stops.repository.ts"

/** A route's road path (GET route path). */
export const routePathSchema = z
  .object({
    id_route: z.number().int(),
    /** [longitude, latitude] pairs along the road. */
    coordinates: z.array(z.tuple([z.number(), z.number()])),
    distance: z.number(),
    duration: z.number(),
  })
  .meta({ id: "RoutePath" })

const visitedFirst = (a: StopOut, b: StopOut) =>
  (a.visit_time ?? "\uffff").localeCompare(b.visit_time ?? "\uffff")

/** Where a route starts, its stops in order, where it ends, and how it travels. */
export interface RouteLayout {
  /** Its depot, or its site's default; none when the site has no default either. */
  start: Coordinates | undefined
  stops: StopOut[]
  /** The depot again, the configured address, or none (it ends at its last stop). */
  end: Coordinates | undefined
  mode: TravelMode
}

/**
 * A route's depot (or its site's default), its stops by order (or in the order the driver
 * visited them), and its end.
 */
export async function routeLayout(
  tx: Tx,
  route: RouteOut,
  order: "planned" | "visited" = "planned"
): Promise<RouteLayout> {
  const [depot] = await tx
    .select()
    .from(depots)
    .where(
      route.id_depot
        ? eq(depots.id_depot, route.id_depot)
        : and(
            eq(depots.id_subsidiary, route.id_subsidiary),
            eq(depots.isDefault, true)
          )
    )
  const planned = await createStopsRepository(tx).listByRoute(route.id_route)
  const stops = order === "planned" ? planned : planned.toSorted(visitedFirst)
  const start = depot
    ? { lat: depot.latitude, lng: depot.longitude }
    : undefined
  const config = route.configuration
  let end: Coordinates | undefined
  if (config.id_finalization_mode === 1 && start && stops.length > 0)
    end = start
  if (
    config.id_finalization_mode === 2 &&
    config.end_latitude !== null &&
    config.end_longitude !== null
  )
    end = { lat: config.end_latitude, lng: config.end_longitude }
  return { start, stops, end, mode: config.id_travel_mode as TravelMode }
}

/** A stop's place. */
export const pointOf = (stop: StopOut): Coordinates => ({
  lat: stop.latitude,
  lng: stop.longitude,
})

/**
 * The points a route passes, in order: its depot (or its site's default), its stops by order
 * (or in the order the driver visited them), and its end (the depot again, the configured
 * address, or the last stop).
 */
export async function routePoints(
  tx: Tx,
  route: RouteOut,
  order: "planned" | "visited" = "planned"
): Promise<{ points: Coordinates[]; mode: TravelMode }> {
  const { start, stops, end, mode } = await routeLayout(tx, route, order)
  const points = [
    ...(start ? [start] : []),
    ...stops.map(pointOf),
    ...(end ? [end] : []),
  ]
  return { points, mode }
}
