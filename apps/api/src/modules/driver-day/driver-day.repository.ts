import {
  and,
  asc,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  or,
  sql,
} from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { routes, stopOutcomes, stops } from "../../db/schema.ts"
import type { Arrival, ArrivalOut, Completion } from "./driver-day.schemas.ts"

const arrivalColumns = {
  id_stop: stops.id_stop,
  arrived: stops.arrived,
  latitude: stops.arrival_latitude,
  longitude: stops.arrival_longitude,
  key: stops.arrival_key,
}

const arrivalOut = (row: {
  id_stop: number
  arrived: Date | null
  latitude: number | null
  longitude: number | null
}): ArrivalOut | null =>
  row.arrived && {
    id_stop: row.id_stop,
    arrived: row.arrived.toISOString(),
    latitude: row.latitude,
    longitude: row.longitude,
  }

/** The driver's side of routes and stops; row-level security keeps other clients' rows out. */
export function createDriverDayRepository(tx: Tx) {
  return {
    /** A driver's routes of a day, and any route they started and have not completed. */
    async routeIds(id_user: number, from: Date, to: Date): Promise<number[]> {
      const rows = await tx
        .select({ id: routes.id_route })
        .from(routes)
        .where(
          and(
            eq(routes.id_user, id_user),
            or(
              and(gte(routes.start_date, from), lte(routes.start_date, to)),
              and(isNotNull(routes.started), isNull(routes.completed))
            )
          )
        )
        .orderBy(asc(routes.start_date), asc(routes.id_route))
      return rows.map((r) => r.id)
    },

    async activeOutcomes() {
      return tx
        .select({
          id_stop_outcome: stopOutcomes.id_stop_outcome,
          name: stopOutcomes.name,
          kind: stopOutcomes.kind,
          preset: stopOutcomes.preset,
        })
        .from(stopOutcomes)
        .where(eq(stopOutcomes.active, true))
        .orderBy(asc(stopOutcomes.name))
    },

    /** The kind of an active outcome (`completed` or `failed`), or undefined when there is none. */
    async activeOutcomeKind(
      id_stop_outcome: number
    ): Promise<"completed" | "failed" | undefined> {
      const [row] = await tx
        .select({ kind: stopOutcomes.kind })
        .from(stopOutcomes)
        .where(
          and(
            eq(stopOutcomes.id_stop_outcome, id_stop_outcome),
            eq(stopOutcomes.active, true)
          )
        )
      return row?.kind
    },

    /** Holds the route's row until the transaction ends: its completions apply one at a time. */
    async lockRoute(id_route: number) {
      await tx.execute(
        sql`select id_route from routes where id_route = ${id_route} for update`
      )
    },

    ...stopProgress(tx),
  }
}

/** A stop's arrival and completion, and what is left of a route. */
function stopProgress(tx: Tx) {
  return {
    /** Completes a stop not yet completed; false when it already was. */
    async complete(
      id_stop: number,
      completion: Completion,
      visit: Date,
      now: Date
    ): Promise<boolean> {
      const done = await tx
        .update(stops)
        .set({
          completed: now,
          visit_time: visit,
          started: sql`coalesce(${stops.started}, ${visit})`,
          failed: completion.failed,
          note: completion.note,
          id_stop_outcome: completion.id_stop_outcome ?? null,
          completion_key: completion.key,
        })
        .where(and(eq(stops.id_stop, id_stop), isNull(stops.completed)))
        .returning({ id: stops.id_stop })
      return done.length === 1
    },

    /** Records the arrival at a stop not yet arrived at nor completed; false otherwise. */
    async arrive(
      id_stop: number,
      arrival: Arrival,
      at: Date
    ): Promise<boolean> {
      const done = await tx
        .update(stops)
        .set({
          arrived: at,
          arrival_latitude: arrival.latitude,
          arrival_longitude: arrival.longitude,
          arrival_key: arrival.key,
          started: sql`coalesce(${stops.started}, ${at})`,
        })
        .where(
          and(
            eq(stops.id_stop, id_stop),
            isNull(stops.arrived),
            isNull(stops.completed)
          )
        )
        .returning({ id: stops.id_stop })
      return done.length === 1
    },

    /** A stop's arrival and the key it came with. */
    async arrival(id_stop: number) {
      const [row] = await tx
        .select(arrivalColumns)
        .from(stops)
        .where(eq(stops.id_stop, id_stop))
      return row && { key: row.key, arrival: arrivalOut(row) }
    },

    /** The arrivals recorded at the stops of some routes, by stop. */
    async arrivals(id_routes: number[]): Promise<Map<number, ArrivalOut>> {
      if (id_routes.length === 0) return new Map()
      const rows = await tx
        .select(arrivalColumns)
        .from(stops)
        .where(
          and(inArray(stops.id_route, id_routes), isNotNull(stops.arrived))
        )
      return new Map(
        rows.flatMap((row) => {
          const out = arrivalOut(row)
          return out ? [[row.id_stop, out] as const] : []
        })
      )
    },

    /** Whether the stop is completed now, and under which completion key. */
    async completionOf(
      id_stop: number
    ): Promise<{ completed: boolean; key: string | null }> {
      const [row] = await tx
        .select({ completed: stops.completed, key: stops.completion_key })
        .from(stops)
        .where(eq(stops.id_stop, id_stop))
      return { completed: Boolean(row?.completed), key: row?.key ?? null }
    },

    async pendingStops(id_route: number): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(stops)
        .where(and(eq(stops.id_route, id_route), isNull(stops.completed)))
      return row?.n ?? 0
    },
  }
}
