import { eq } from "drizzle-orm"

import { routeEtas, routes } from "../src/db/schema.ts"
import type { TestApp } from "./helper.ts"

/**
 * Writes a route's live ETAs as the positions' recompute does: each stop of `ids` due
 * `minutes[i]` minutes after the test clock's now (its `eta` live event follows).
 */
export async function writeRouteEtas(
  t: TestApp,
  id_route: number,
  ids: readonly number[],
  minutes: readonly number[]
) {
  const [r] = await t.store.owner
    .select()
    .from(routes)
    .where(eq(routes.id_route, id_route))
  const values = {
    computed_at: new Date(),
    etas: ids.map((id_stop, i) => ({
      id_stop,
      name: `Stop ${i + 1}`,
      eta: new Date(t.clock.now() + minutes[i]! * 60_000).toISOString(),
      late_seconds: 0,
    })),
  }
  await t.store.owner
    .insert(routeEtas)
    .values({
      id_route,
      id_client: r!.id_client,
      id_subsidiary: r!.id_subsidiary,
      id_optimization: r!.id_optimization,
      ...values,
    })
    .onConflictDoUpdate({ target: routeEtas.id_route, set: values })
}
