import { VROOM_CODE, type VroomOutput } from "@ruta/optimizer/vroom/index"
import { vroomTimeLimit } from "@ruta/validation/values"
import { and, eq } from "drizzle-orm"
import type { FastifyBaseLogger } from "fastify"
import type { PgBoss } from "pg-boss"

import type { DataStore, TenantScope, Tx } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { vroomJobs } from "../../db/schema.ts"
import { jobsInTransaction } from "../../db/jobs-in-transaction.ts"
import { ensureQueue } from "../../db/work-queue.ts"
import { meterVroomSolve } from "./vroom-meter.ts"
import { solveVroomInput, type VroomSolver } from "./vroom-solve.ts"

/** The pg-boss queue VROOM jobs go through. */
export const VROOM_QUEUE = "vroom-job"

/** How often a job is retried after its worker failed or died, before it ends failed. */
const RETRY_LIMIT = 2

/** What a VROOM job's last attempt ends with when its worker kept failing. */
export const JOB_SERVER_FAILURE =
  "internal: the job could not be solved; send it again"

export type VroomJobRow = typeof vroomJobs.$inferSelect

const clientScope = (id_client: number): TenantScope => ({
  clientId: id_client,
  allClients: false,
})

export interface VroomJobsDeps extends VroomSolver {
  store: DataStore
  log: FastifyBaseLogger
  now?: () => number
}

/**
 * The asynchronous jobs of the VROOM-compatible API: a job is a row and a pg-boss job sent in
 * the same transaction (grouped by client, so the per-client cap of optimize runs applies to
 * them too), worked by any process that runs workers (`npm run worker`, or the API with
 * OPTIMIZE_WORKERS), the solver in a worker thread. A pg-boss job runs at least once: the
 * handler only ends a job still running, so a retry of an ended one changes nothing.
 */
export function createVroomJobs(deps: VroomJobsDeps) {
  const now = deps.now ?? Date.now
  let boss: PgBoss | null = null

  async function end(id: string, id_client: number, output: VroomOutput) {
    const at = new Date(now())
    await deps.store.withScope(clientScope(id_client), async (tx) => {
      const ended = await tx
        .update(vroomJobs)
        .set({
          status: output.code === 0 ? "done" : "failed",
          output,
          finishedAt: at,
        })
        .where(and(eq(vroomJobs.id, id), eq(vroomJobs.status, "running")))
        .returning({ id: vroomJobs.id })
      if (ended.length > 0)
        await meterVroomSolve(tx, { id_solve: id, id_client, at }, output)
    })
  }

  /** Solves a job; idempotent. */
  async function execute(id: string, retryCount: number) {
    const [job] = await deps.store.withScope(systemScope, (tx) =>
      tx.select().from(vroomJobs).where(eq(vroomJobs.id, id))
    )
    if (!job || job.status === "done" || job.status === "failed") return
    await deps.store.withScope(clientScope(job.id_client), (tx) =>
      tx
        .update(vroomJobs)
        .set({
          status: "running",
          attempts: retryCount + 1,
          startedAt: new Date(now()),
        })
        .where(eq(vroomJobs.id, id))
    )
    try {
      const output = await solveVroomInput(job.input, deps, job.time_limit_ms)
      await end(id, job.id_client, output)
    } catch (error) {
      deps.log.error({ err: error, id_vroom_job: id }, "VROOM job failed")
      if (retryCount >= RETRY_LIMIT)
        await end(id, job.id_client, {
          code: VROOM_CODE.internal,
          error: JOB_SERVER_FAILURE,
        })
      throw error
    }
  }

  return {
    execute,

    /**
     * Makes the queue (pg-boss keeps one per name) and, with workers, works it: at most
     * `workers` jobs at once in this process and `clientConcurrency` of one client across
     * every process.
     */
    async start(
      queue: PgBoss,
      options: { workers: number; clientConcurrency: number }
    ) {
      await ensureQueue(queue, VROOM_QUEUE, {
        retryLimit: RETRY_LIMIT,
        retryDelay: 1,
        // The longest search a job may ask for, with room for matrices and saving.
        expireInSeconds: vroomTimeLimit.max + 600,
        heartbeatSeconds: 10,
      })
      // Read before any transaction (PGlite's one connection; see job-queue.ts).
      await queue.findJobs(VROOM_QUEUE, { limit: 1 })
      boss = queue
      if (options.workers > 0)
        await queue.work<{ id: string }>(
          VROOM_QUEUE,
          {
            localConcurrency: options.workers,
            groupConcurrency: options.clientConcurrency,
            pollingIntervalSeconds: 0.5,
            includeMetadata: true,
          },
          async ([job]) => {
            if (job) await execute(job.data.id, job.retryCount)
          }
        )
    },

    /** Writes a job and queues it in the caller's transaction: both commit, or neither. */
    async submit(
      tx: Tx,
      job: Pick<
        VroomJobRow,
        "id_client" | "id_subsidiary" | "id_api_key" | "tasks" | "time_limit_ms"
      > & { input: unknown }
    ): Promise<VroomJobRow> {
      if (!boss) throw new Error("The job queue has not started.")
      const [row] = await tx
        .insert(vroomJobs)
        .values({ ...job, createdAt: new Date(now()) })
        .returning()
      const sent = await boss.send(
        VROOM_QUEUE,
        { id: row!.id },
        {
          group: { id: String(job.id_client) },
          db: jobsInTransaction(tx),
        }
      )
      if (sent === null) throw new Error(`pg-boss refused VROOM job ${row!.id}`)
      return row!
    },
  }
}
export type VroomJobs = ReturnType<typeof createVroomJobs>
