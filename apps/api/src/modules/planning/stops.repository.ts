import type { Stop } from "@ruta/validation/planning"
import type { SQL } from "drizzle-orm"
import { stopDuration } from "@ruta/validation/values"
import { and, asc, eq, inArray, isNull, sql } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { stops } from "../../db/schema.ts"
import type { StopOut } from "./planning.schemas.ts"
import type { StopWindow } from "./planning.schema.ts"
import { windowsOfInput } from "./stop-windows.ts"

type StopRow = typeof stops.$inferSelect

const iso = (value: Date | null) => (value ? value.toISOString() : null)

/** A stop row as the API shows it. */
export function stopOut(row: StopRow): StopOut {
  return {
    id_stop: row.id_stop,
    id_client: row.id_client,
    id_subsidiary: row.id_subsidiary,
    id_optimization: row.id_optimization,
    id_route: row.id_route,
    id_address: row.id_address,
    name: row.name,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
    stop_duration: row.stop_duration,
    learned_visits: row.learned_visits,
    time_window_start: iso(row.time_window_start),
    time_window_end: iso(row.time_window_end),
    time_windows: row.time_windows,
    allowed_days: row.allowed_days,
    pieces: row.pieces,
    weight: row.weight,
    volume: row.volume,
    skills: row.skills,
    priority: row.priority,
    type: row.type,
    pinned: row.pinned,
    same_driver: row.same_driver,
    order: row.order,
    eta: iso(row.eta),
    departure: iso(row.departure),
    distance: row.distance,
    started: iso(row.started),
    completed: iso(row.completed),
    visit_time: iso(row.visit_time),
    failed: row.failed,
    note: row.note,
    id_stop_outcome: row.id_stop_outcome,
    customData: row.customData as Record<string, unknown>,
    delivery_instructions: row.delivery_instructions,
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    phone_number: row.phone_number,
    unassigned_reasons: row.unassigned_reasons,
    status: row.completed ? "completed" : row.started ? "started" : "on_hold",
  }
}

/** The columns a planner's stop input sets; `kept`: the stop's windows before an edit. */
function stopValues(input: Stop, kept: readonly StopWindow[] = []) {
  return {
    name: input.name,
    address: input.address,
    latitude: input.latitude,
    longitude: input.longitude,
    id_address: input.id_address ?? null,
    ...windowsOfInput(input, kept),
    allowed_days: input.allowed_days,
    pieces: input.pieces,
    weight: input.weight,
    volume: input.volume,
    skills: input.skills,
    priority: input.priority,
    type: input.type,
    pinned: input.pinned,
    same_driver: input.same_driver,
    delivery_instructions: input.delivery_instructions,
    customData: input.customData,
    first_name: input.first_name,
    last_name: input.last_name,
    email: input.email,
    phone_number: input.phone_number,
  }
}

/** A new stop: its duration given, or learned from this many visits, or the default. */
type NewStop = Stop & { learned_visits?: number | undefined }

/** Where new stops go: their optimization, its client and site, and a route or none. */
export interface StopOwner {
  id_client: number
  id_subsidiary: number
  id_optimization: number
  id_route: number | null
}

/** Reading stops: one, an optimization's, a route's, and those on no route. */
function stopReads(tx: Tx) {
  return {
    async findById(id_stop: number): Promise<StopOut | undefined> {
      const [row] = await tx
        .select()
        .from(stops)
        .where(eq(stops.id_stop, id_stop))
      return row ? stopOut(row) : undefined
    },

    /** Every stop of an optimization, by route and order (unordered last). */
    async listByOptimization(id_optimization: number): Promise<StopOut[]> {
      const rows = await tx
        .select()
        .from(stops)
        .where(eq(stops.id_optimization, id_optimization))
        .orderBy(
          asc(stops.id_route),
          sql`${stops.order} asc nulls last`,
          asc(stops.id_stop)
        )
      return rows.map(stopOut)
    },

    /** A route's stops in order (spec section 4: unordered last). */
    async listByRoute(id_route: number): Promise<StopOut[]> {
      const rows = await tx
        .select()
        .from(stops)
        .where(eq(stops.id_route, id_route))
        .orderBy(sql`${stops.order} asc nulls last`, asc(stops.id_stop))
      return rows.map(stopOut)
    },

    async countByOptimization(id_optimization: number): Promise<number> {
      const [row] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(stops)
        .where(eq(stops.id_optimization, id_optimization))
      return row?.n ?? 0
    },

    /** The stops of an optimization on no route. */
    async unassigned(id_optimization: number): Promise<StopOut[]> {
      const rows = await tx
        .select()
        .from(stops)
        .where(
          and(
            eq(stops.id_optimization, id_optimization),
            isNull(stops.id_route)
          )
        )
        .orderBy(asc(stops.id_stop))
      return rows.map(stopOut)
    },
  }
}

/** Creating, editing, relocating and deleting stops. */
function stopEdits(tx: Tx) {
  return {
    /** Inserts stops in batches (PostgreSQL takes at most 65,535 parameters a statement). */
    async createMany(owner: StopOwner, inputs: NewStop[]): Promise<StopOut[]> {
      const created: StopOut[] = []
      for (let i = 0; i < inputs.length; i += 1000) {
        const rows = await tx
          .insert(stops)
          .values(
            inputs.slice(i, i + 1000).map((input) => ({
              id_client: owner.id_client,
              id_subsidiary: owner.id_subsidiary,
              id_optimization: owner.id_optimization,
              id_route: owner.id_route,
              ...stopValues(input),
              stop_duration: input.stop_duration ?? stopDuration.default,
              learned_visits: input.learned_visits ?? null,
            }))
          )
          .returning()
        created.push(...rows.map(stopOut))
      }
      return created
    },

    async update(id_stop: number, input: Stop): Promise<StopOut> {
      const [before] = await tx
        .select({ time_windows: stops.time_windows })
        .from(stops)
        .where(eq(stops.id_stop, id_stop))
      const [row] = await tx
        .update(stops)
        .set({
          ...stopValues(input, before?.time_windows ?? []),
          // Left out, the duration (and how it was learned) stays; given, the planner's wins.
          ...(input.stop_duration === undefined
            ? {}
            : { stop_duration: input.stop_duration, learned_visits: null }),
        })
        .where(eq(stops.id_stop, id_stop))
        .returning()
      return stopOut(row!)
    },

    async relocate(
      id_stop: number,
      place: {
        latitude: number
        longitude: number
        address?: string | undefined
      }
    ): Promise<StopOut> {
      const [row] = await tx
        .update(stops)
        .set({
          latitude: place.latitude,
          longitude: place.longitude,
          ...(place.address === undefined ? {} : { address: place.address }),
        })
        .where(eq(stops.id_stop, id_stop))
        .returning()
      return stopOut(row!)
    },

    async remove(id_stop: number) {
      await tx.delete(stops).where(eq(stops.id_stop, id_stop))
    },
  }
}

/** Putting stops on routes (or on none), and moving a route's windows with its day. */
function stopPlacements(tx: Tx) {
  return {
    /** Puts stops on a route (after its last one), or back on no route; plans are cleared. */
    async moveToRoute(
      id_optimization: number,
      ids: number[],
      id_route: number | null
    ) {
      if (ids.length === 0) return
      await tx
        .update(stops)
        .set({
          id_route,
          order: null,
          eta: null,
          departure: null,
          distance: null,
          unassigned_reasons: [],
        })
        .where(
          and(
            eq(stops.id_optimization, id_optimization),
            inArray(stops.id_stop, ids)
          )
        )
    },

    /**
     * Puts each stop on its route at its order (or on no route), in one statement per 500
     * stops; their planned times and reasons are cleared.
     */
    async place(
      id_optimization: number,
      placements: readonly {
        id_stop: number
        id_route: number | null
        order: number | null
      }[]
    ) {
      for (let i = 0; i < placements.length; i += 500) {
        const rows = placements
          .slice(i, i + 500)
          .map(
            (p) =>
              sql`(${p.id_stop}::integer, ${p.id_route}::integer, ${p.order}::integer)`
          )
        await tx.execute(sql`
          update ${stops} set
            id_route = v.id_route, stop_order = v.stop_order, eta = null,
            departure = null, distance = null, unassigned_reasons = '{}'
          from (values ${sql.join(rows, sql`, `)}) as v(id_stop, id_route, stop_order)
          where ${stops.id_stop} = v.id_stop and ${stops.id_optimization} = ${id_optimization}`)
      }
    },

    /**
     * Moves the time windows of a route's stops by whole days of the site's calendar
     * (`timeZone`), keeping their wall-clock times: 09:00 stays 09:00 across a daylight-saving
     * change (none for 0).
     */
    async shiftWindows(id_route: number, days: number, timeZone = "UTC") {
      if (days === 0) return
      // On the site's wall clock, not the session's zone: `at time zone` twice round the days.
      const shifted = (column: SQL | typeof stops.time_window_start) =>
        sql`((${column} at time zone ${timeZone}) + make_interval(days => ${days}::integer)) at time zone ${timeZone}`
      // The list's instants are ISO text, written back as `toISOString` writes them.
      const shiftedText = (text: SQL) =>
        sql`to_char(${shifted(sql`(${text})::timestamptz`)} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`
      await tx
        .update(stops)
        .set({
          time_window_start: shifted(stops.time_window_start),
          time_window_end: shifted(stops.time_window_end),
          time_windows: sql`coalesce((
            select jsonb_agg(jsonb_build_object(
              'start', ${shiftedText(sql`w->>'start'`)},
              'end', ${shiftedText(sql`w->>'end'`)}) order by i)
            from jsonb_array_elements(${stops.time_windows}) with ordinality as e(w, i)
          ), '[]'::jsonb)`,
        })
        .where(eq(stops.id_route, id_route))
    },
  }
}

/** Stops of optimizations; row-level security keeps other clients' stops out. */
export function createStopsRepository(tx: Tx) {
  return { ...stopReads(tx), ...stopEdits(tx), ...stopPlacements(tx) }
}
export type StopsRepository = ReturnType<typeof createStopsRepository>
