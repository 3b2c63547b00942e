import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
} from "drizzle-orm/pg-core"

import { at, createdAt, creator, tenant } from "../../db/columns.ts"
import { optimizationColumn } from "../planning/planning.schema.ts"

/**
 * One optimize request, run as a background job: its phase, the best found so far, the result
 * (kept for a preview to apply or discard), and why it failed. `seq` numbers its progress events.
 */
export const optimizationRuns = pgTable(
  "optimization_runs",
  {
    id_run: serial("id_run").primaryKey(),
    ...tenant(),
    id_optimization: optimizationColumn(),
    route_ids: integer("route_ids").array().notNull(),
    status: text("status").notNull().default("queued"),
    /** The whole optimization: its stops on no route are planned too. */
    include_unassigned: boolean("include_unassigned").notNull().default(false),
    preview: boolean("preview").notNull().default(false),
    /** For a preview: pending, applied or discarded. */
    decision: text("decision"),
    keep_changes_small: boolean("keep_changes_small").notNull().default(false),
    time_limit_seconds: integer("time_limit_seconds").notNull(),
    cancel_requested: boolean("cancel_requested").notNull().default(false),
    attempts: integer("attempts").notNull().default(0),
    best_cost: doublePrecision("best_cost"),
    distance: integer("distance"),
    duration: integer("duration"),
    unassigned: integer("unassigned"),
    /** Customers served by another driver than last time (issue 45). */
    drivers_changed: integer("drivers_changed"),
    elapsed_ms: integer("elapsed_ms").notNull().default(0),
    seq: integer("seq").notNull().default(0),
    error: text("error"),
    result: jsonb("result"),
    /** Timed with the learned travel profile of this many days of data; null: standard travel. */
    travel_profile_days: integer("travel_profile_days"),
    createdBy: creator(),
    createdAt: createdAt(),
    startedAt: at("started_at"),
    finishedAt: at("finished_at"),
  },
  (t) => [index("optimization_runs_optimization").on(t.id_optimization)]
)
