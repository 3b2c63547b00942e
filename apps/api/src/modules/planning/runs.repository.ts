import { and, eq, inArray, sql } from "drizzle-orm"
import { z } from "zod"

import type { TenantScope, Tx } from "../../db/database.ts"
import { optimizationRuns } from "../../db/schema.ts"

/** The phases of a run, in order; the last three end it. */
export const RUN_PHASES = [
  "queued",
  "matrix",
  "solving",
  "saving",
  "done",
  "failed",
  "cancelled",
] as const
export type RunPhase = (typeof RUN_PHASES)[number]
export const FINAL_PHASES: readonly RunPhase[] = ["done", "failed", "cancelled"]
export const isFinal = (phase: string) =>
  (FINAL_PHASES as readonly string[]).includes(phase)
const UNFINISHED_PHASES = RUN_PHASES.filter((p) => !isFinal(p))

/** What re-optimizing would change, for the planner to apply or discard. */
export const runDiffSchema = z
  .object({
    stops_moved: z.number().int(),
    stops_reordered: z.number().int(),
    before: z.object({
      distance: z.number().int(),
      duration: z.number().int(),
    }),
    after: z.object({ distance: z.number().int(), duration: z.number().int() }),
    routes: z.array(
      z.object({
        id_route: z.number().int(),
        before: z.object({
          distance: z.number().int(),
          duration: z.number().int(),
          stops: z.number().int(),
        }),
        after: z.object({
          distance: z.number().int(),
          duration: z.number().int(),
          stops: z.number().int(),
        }),
      })
    ),
    moves: z.array(
      z.object({
        id_stop: z.number().int(),
        from_route: z.number().int().nullable(),
        to_route: z.number().int().nullable(),
        from_order: z.number().int().nullable(),
        to_order: z.number().int().nullable(),
      })
    ),
  })
  .meta({ id: "OptimizationRunDiff" })
export type RunDiff = z.infer<typeof runDiffSchema>

/** An optimize run as the API shows it: its phase and the best plan found so far. */
export const runSchema = z
  .object({
    id_run: z.number().int(),
    id_client: z.number().int(),
    id_subsidiary: z.number().int(),
    id_optimization: z.number().int(),
    route_ids: z.array(z.number().int()),
    status: z.enum(RUN_PHASES),
    preview: z.boolean(),
    /** For a preview: pending, applied or discarded. */
    decision: z.enum(["pending", "applied", "discarded"]).nullable(),
    keep_changes_small: z.boolean(),
    time_limit: z.number().int(),
    /** How many times a worker took the run up (more than 1 after a crash). */
    attempts: z.number().int(),
    best_cost: z.number().nullable(),
    distance: z.number().int().nullable(),
    duration: z.number().int().nullable(),
    unassigned: z.number().int().nullable(),
    /** Customers served by another driver than last time (issue 45); null until done. */
    drivers_changed: z.number().int().nullable(),
    elapsed_ms: z.number().int(),
    /** Numbers the run's progress events (the event stream's ids). */
    seq: z.number().int(),
    error: z.string().nullable(),
    diff: runDiffSchema.nullable(),
    createdAt: z.string(),
    startedAt: z.string().nullable(),
    finishedAt: z.string().nullable(),
  })
  .meta({ id: "OptimizationRun" })
export type RunOut = z.infer<typeof runSchema>

type RunRow = typeof optimizationRuns.$inferSelect

/** What a finished run keeps: the plan to write (a preview's until applied) and its diff. */
export interface StoredResult {
  plan: unknown
  diff: RunDiff | null
}

const iso = (value: Date | null) => (value ? value.toISOString() : null)

export function runOut(row: RunRow): RunOut {
  const stored = row.result as StoredResult | null
  return {
    id_run: row.id_run,
    id_client: row.id_client,
    id_subsidiary: row.id_subsidiary,
    id_optimization: row.id_optimization,
    route_ids: row.route_ids,
    status: row.status as RunPhase,
    preview: row.preview,
    decision: row.decision as RunOut["decision"],
    keep_changes_small: row.keep_changes_small,
    time_limit: row.time_limit_seconds,
    attempts: row.attempts,
    best_cost: row.best_cost,
    distance: row.distance,
    duration: row.duration,
    unassigned: row.unassigned,
    drivers_changed: row.drivers_changed,
    elapsed_ms: row.elapsed_ms,
    seq: row.seq,
    error: row.error,
    diff: stored?.diff ?? null,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
  }
}

/** The scope a run's job reads and writes it in: its client's. */
export const runScope = (id_client: number): TenantScope => ({
  clientId: id_client,
  allClients: false,
})

/** Optimize runs; row-level security keeps other clients' runs out. */
export function createRunsRepository(tx: Tx) {
  return {
    async findById(id_run: number) {
      const [row] = await tx
        .select()
        .from(optimizationRuns)
        .where(eq(optimizationRuns.id_run, id_run))
      return row
    },

    /** The run, locked for the rest of the transaction (one writer of its results). */
    async lock(id_run: number) {
      const [row] = await tx
        .select()
        .from(optimizationRuns)
        .where(eq(optimizationRuns.id_run, id_run))
        .for("update")
      return row
    },

    async create(values: typeof optimizationRuns.$inferInsert) {
      const [row] = await tx.insert(optimizationRuns).values(values).returning()
      return row!
    },

    /** Moves the run on and numbers the change as a new progress event. */
    async update(
      id_run: number,
      values: Partial<typeof optimizationRuns.$inferInsert>
    ) {
      const [row] = await tx
        .update(optimizationRuns)
        .set({ ...values, seq: sql`${optimizationRuns.seq} + 1` })
        .where(eq(optimizationRuns.id_run, id_run))
        .returning()
      return row
    },

    /** Ends a run that has not ended yet; false when it already had. */
    async finish(
      id_run: number,
      values: Partial<typeof optimizationRuns.$inferInsert> & {
        status: RunPhase
      }
    ): Promise<boolean> {
      const rows = await tx
        .update(optimizationRuns)
        .set({
          ...values,
          finishedAt: new Date(),
          seq: sql`${optimizationRuns.seq} + 1`,
        })
        .where(
          and(
            eq(optimizationRuns.id_run, id_run),
            sql`${optimizationRuns.status} not in ('done', 'failed', 'cancelled')`
          )
        )
        .returning({ id: optimizationRuns.id_run })
      return rows.length > 0
    },

    /** Every run, of any client, that has not ended (for the sweep), oldest first. */
    async unfinished() {
      return tx
        .select({ id_run: optimizationRuns.id_run })
        .from(optimizationRuns)
        .where(inArray(optimizationRuns.status, UNFINISHED_PHASES))
        .orderBy(optimizationRuns.id_run)
    },

    /** Runs of these routes that have not ended: a route is optimized by one run at a time. */
    async activeOn(route_ids: number[]) {
      if (route_ids.length === 0) return []
      return tx
        .select({ id_run: optimizationRuns.id_run })
        .from(optimizationRuns)
        .where(
          and(
            sql`${optimizationRuns.route_ids} && ${sql.raw(`ARRAY[${route_ids.map(Number).join(",")}]::integer[]`)}`,
            inArray(optimizationRuns.status, UNFINISHED_PHASES)
          )
        )
    },
  }
}
