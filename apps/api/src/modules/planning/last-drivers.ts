// Who served each customer last (issue 45, stable territories): read from the site's earlier
// plans, for the territory term and the run's "drivers changed".
import {
  and,
  desc,
  inArray,
  isNotNull,
  isNull,
  lt,
  ne,
  or,
  sql,
} from "drizzle-orm"
import { eq } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { optimizations, routes, stops } from "../../db/schema.ts"
import { addressKey } from "./address-key.ts"
import type { Territories } from "./stable-territories.ts"

type StopRow = typeof stops.$inferSelect

/** A stop's customer: its address-book entry, else its address. */
const customerKey = (
  s: Pick<StopRow, "id_address" | "latitude" | "longitude">
) =>
  s.id_address !== null
    ? `address-${s.id_address}`
    : addressKey(s.latitude, s.longitude)

/**
 * Each planned stop's customer and the driver who served it last: the driver of the latest
 * route, starting before `epoch`, of another plan of the site (scenarios are no plan) with a stop
 * for the same address-book entry or at the same address.
 */
export async function territoriesOf(
  tx: Tx,
  run: { id_optimization: number; id_subsidiary: number },
  planned: readonly StopRow[],
  epoch: number
): Promise<Territories> {
  const customerOf = new Map(
    planned.map((s) => [String(s.id_stop), customerKey(s)])
  )
  const entries = [
    ...new Set(
      planned.map((s) => s.id_address).filter((id): id is number => id !== null)
    ),
  ]
  const latitudes = [...new Set(planned.map((s) => s.latitude))]
  const earlier = await tx
    .select({
      id_address: stops.id_address,
      latitude: stops.latitude,
      longitude: stops.longitude,
      id_user: routes.id_user,
    })
    .from(stops)
    .innerJoin(routes, eq(routes.id_route, stops.id_route))
    .innerJoin(
      optimizations,
      eq(optimizations.id_optimization, stops.id_optimization)
    )
    .where(
      and(
        eq(optimizations.id_subsidiary, run.id_subsidiary),
        isNull(optimizations.scenario_of),
        ne(stops.id_optimization, run.id_optimization),
        isNotNull(routes.id_user),
        lt(routes.start_date, new Date(epoch)),
        or(
          entries.length > 0 ? inArray(stops.id_address, entries) : sql`false`,
          inArray(stops.latitude, latitudes)
        )
      )
    )
    .orderBy(desc(routes.start_date), desc(routes.id_route))
  const byEntry = new Map<number, number>()
  const byAddress = new Map<string, number>()
  for (const row of earlier) {
    // The latest first: a later row never replaces it.
    if (row.id_address !== null && !byEntry.has(row.id_address))
      byEntry.set(row.id_address, row.id_user!)
    const key = addressKey(row.latitude, row.longitude)
    if (!byAddress.has(key)) byAddress.set(key, row.id_user!)
  }
  const lastDriver = new Map<string, number>()
  for (const s of planned) {
    const last =
      (s.id_address !== null ? byEntry.get(s.id_address) : undefined) ??
      byAddress.get(addressKey(s.latitude, s.longitude))
    if (last !== undefined) lastDriver.set(customerKey(s), last)
  }
  return { customerOf, lastDriver }
}
