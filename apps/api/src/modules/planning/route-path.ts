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
  const points: Coordinates[] = stops.map((s) => ({
    lat: s.latitude,
    lng: s.longitude,
  }))
  const start = depot
    ? { lat: depot.latitude, lng: depot.longitude }
    : undefined
  const config = route.configuration
  if (start) points.unshift(start)
  if (config.id_finalization_mode === 1 && start && stops.length > 0)
    points.push(start)
  if (
    config.id_finalization_mode === 2 &&
    config.end_latitude !== null &&
    config.end_longitude !== null
  )
    points.push({ lat: config.end_latitude, lng: config.end_longitude })
  return { points, mode: config.id_travel_mode as TravelMode }
}
