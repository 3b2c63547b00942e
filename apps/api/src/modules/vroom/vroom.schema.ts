import { sql } from "drizzle-orm"
import { index, integer, jsonb, pgTable, text, uuid } from "drizzle-orm/pg-core"

import { at, clientColumn, createdAt, optional } from "../../db/columns.ts"
import { apiKeys } from "../integrations/integrations.schema.ts"
import { subsidiaries } from "../subsidiaries/subsidiaries.schema.ts"

/**
 * The asynchronous jobs of the VROOM-compatible solve API (docs/vroom.md): the input as sent,
 * then VROOM's output (or its error shape) once a worker has solved it. `status` goes queued →
 * running → done or failed; a finished job is deleted `vroom_job_keep_days` after it finished
 * (the purge, `vroom-job-purge.ts`). Ending a job records the domain event
 * `vroom_job.completed` (a trigger, as every event), which webhooks deliver.
 */
export const vroomJobs = pgTable(
  "vroom_jobs",
  {
    /** The public id: a random UUID, so ids reveal nothing of other jobs. */
    id: uuid("id").primaryKey().defaultRandom(),
    id_client: clientColumn(),
    /** The site of the key that sent it, or null for a key of every site. */
    id_subsidiary: integer("id_subsidiary").references(
      () => subsidiaries.id_subsidiary,
      { onDelete: "cascade" }
    ),
    id_api_key: optional("id_api_key", () => apiKeys.id_api_key),
    /** queued, running, done or failed. */
    status: text("status").notNull().default("queued"),
    /** Jobs, and each shipment's pickup and delivery: what the meter and the limits read. */
    tasks: integer("tasks").notNull(),
    time_limit_ms: integer("time_limit_ms").notNull(),
    input: jsonb("input").notNull(),
    /** VROOM's output when done, `{ code, error }` when failed. */
    output: jsonb("output"),
    attempts: integer("attempts").notNull().default(0),
    createdAt: createdAt(),
    startedAt: at("started_at"),
    finishedAt: at("finished_at"),
  },
  (t) => [
    index("vroom_jobs_client").on(t.id_client, t.createdAt),
    index("vroom_jobs_finished")
      .on(t.finishedAt)
      .where(sql`finished_at is not null`),
  ]
)

/**
 * The VROOM API's part of the optimized-address meter (billing's `meterCount` adds it to the
 * optimizations' addresses): one row per solve that answered routes, a job's or a synchronous
 * call's, with the distinct places its routes serve, in the billing period (calendar month, UTC)
 * it was solved in. Kept as long as billing needs it: the job purge leaves it.
 */
export const vroomUsage = pgTable(
  "vroom_usage",
  {
    /** The job's id, or a new id for a synchronous call. */
    id_solve: uuid("id_solve").primaryKey(),
    id_client: clientColumn(),
    period: text("period").notNull(),
    addresses: integer("addresses").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("vroom_usage_period").on(t.id_client, t.period)]
)
