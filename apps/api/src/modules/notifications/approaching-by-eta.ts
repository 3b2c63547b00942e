import { and, eq, inArray, isNull } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { routeEtas, stops } from "../../db/schema.ts"
import type { Told } from "./notification-plan.ts"

/** Those of `ids` that are visits of the route not yet completed. */
export async function openStopsOf(
  tx: Tx,
  id_route: number,
  ids: readonly number[]
): Promise<{ id_stop: number }[]> {
  if (ids.length === 0) return []
  return tx
    .select({ id_stop: stops.id_stop })
    .from(stops)
    .where(
      and(
        eq(stops.id_route, id_route),
        inArray(stops.id_stop, [...ids]),
        isNull(stops.completed)
      )
    )
}

/**
 * The visits of a route, not yet completed, whose predicted arrival (the route's ETAs, kept
 * current from the driver's positions) is within `minutes` of `now`: their customers are told
 * "approaching". Late visits (an arrival already past) count as within. `minutesOf` answers the
 * route's client's N (0: off).
 */
export async function approachingByEta(
  tx: Tx,
  id_route: number,
  minutesOf: (id_client: number) => Promise<number>,
  now: number
): Promise<{ id_client: number; told: Told[] } | null> {
  const [row] = await tx
    .select({ id_client: routeEtas.id_client, etas: routeEtas.etas })
    .from(routeEtas)
    .where(eq(routeEtas.id_route, id_route))
  if (!row?.etas) return null
  const minutes = await minutesOf(row.id_client)
  if (minutes <= 0) return null
  const limit = now + minutes * 60_000
  const near = row.etas
    .filter((e) => Date.parse(e.eta) <= limit)
    .map((e) => e.id_stop)
  if (near.length === 0) return { id_client: row.id_client, told: [] }
  const open = await openStopsOf(tx, id_route, near)
  return {
    id_client: row.id_client,
    told: open.map((s) => ({ id_stop: s.id_stop, event: "approaching" })),
  }
}
