import type { TravelMatrices, TravelMode } from "@ruta/optimizer"
import { searchBudgetMs } from "@ruta/optimizer"
import { solveInThread } from "@ruta/optimizer/worker/solve-in-thread"
import type { OptimizeRequest } from "@ruta/validation/planning"
import { optimizeRequestSchema } from "@ruta/validation/planning"
import type { FastifyBaseLogger } from "fastify"

import type { DataStore, TenantScope } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { conflict } from "../../platform/lib/errors.ts"
import type { Authorized } from "../../platform/authorization/authorization.ts"
import { invalidField } from "./planning.access.ts"
import { createRoutesRepository } from "./delivery-routes.repository.ts"
import { TravelError } from "../travel/travel-error.ts"
import type { TravelSource } from "../travel/travel-source.ts"
import type { JobAttempt, JobQueue } from "./job-queue.ts"
import { buildPlanProblem, withMatrices } from "./plan-problem.ts"
import { driversChanged } from "./stable-territories.ts"
import { makeDriverDays } from "./horizon-days.ts"
import type { Plan } from "./plan-result.ts"
import { assertRoutesExist, diffOf, planOf, writePlan } from "./plan-result.ts"
import { RunError, SERVER_FAILURE } from "./run-error.ts"
import type { RunOut, StoredResult } from "./runs.repository.ts"
import { createRunsRepository, isFinal, runOut } from "./runs.repository.ts"
import { withLearnedTravel } from "../learning/learned-travel.ts"

export interface OptimizeRunsDeps {
  store: DataStore
  travel: Pick<TravelSource, "matrices">
  log: FastifyBaseLogger
  now?: () => number
  /** How often a running job writes its progress and reads a cancel request (ms). */
  progressIntervalMs?: number
  /** Worker threads each solve searches on, sharing their bests (default 1). */
  threads?: number
  /** Told of each run this process ended (metrics). */
  onRunEnded?: (ended: RunEnded) => void
}

/** A run this process ended: how, after how long, and how fast its solver searched. */
export interface RunEnded {
  outcome: "done" | "failed" | "cancelled"
  seconds: number
  /** Solver iterations per second; absent when the solver did not finish a search. */
  iterationsPerSecond?: number
}

const clientScope = (id_client: number): TenantScope => ({
  clientId: id_client,
  allClients: false,
})

/** A travel-time or solver failure the planner can read, never a silent fallback. */
function runFailure(error: unknown): string | null {
  if (error instanceof RunError || error instanceof TravelError)
    return error.message
  return null
}

/**
 * Optimize runs: created by a planner's request, queued on pg-boss, worked by any process that
 * runs workers (the solver in a worker thread), with progress, cancel and results going through
 * the run's row in PostgreSQL so that any API instance can follow any run.
 */
export function createOptimizeRuns(deps: OptimizeRunsDeps) {
  const now = deps.now ?? Date.now
  const interval = deps.progressIntervalMs ?? 400
  let queue: JobQueue | null = null

  async function fail(id_run: number, id_client: number, message: string) {
    await deps.store.withScope(clientScope(id_client), (tx) =>
      createRunsRepository(tx).finish(id_run, {
        status: "failed",
        error: message,
      })
    )
  }

  /** Runs the solve of a run, writing progress and honouring a cancel request. */
  async function solve(
    id_run: number,
    id_client: number,
    problem: Parameters<typeof solveInThread>[0],
    timeLimitMs: number
  ) {
    let latest: { bestCost: number; unassigned: number } | null = null
    const started = Date.now()
    const handle = solveInThread(
      problem,
      timeLimitMs,
      (progress) => {
        latest = progress
      },
      { threads: deps.threads }
    )
    let cancelled = false
    const tick = setInterval(() => {
      void deps.store
        .withScope(clientScope(id_client), async (tx) => {
          const repo = createRunsRepository(tx)
          const row = await repo.findById(id_run)
          if (row?.cancel_requested) {
            cancelled = true
            handle.stop()
            return
          }
          const best = latest as { bestCost: number; unassigned: number } | null
          await repo.update(id_run, {
            elapsed_ms: Date.now() - started,
            ...(best
              ? { best_cost: best.bestCost, unassigned: best.unassigned }
              : {}),
          })
        })
        .catch((err: unknown) =>
          deps.log.warn({ err }, "run progress not written")
        )
    }, interval)
    try {
      const result = await handle.result
      return { result, cancelled, elapsedMs: Date.now() - started }
    } finally {
      clearInterval(tick)
    }
  }

  /** The job's work; says how it ended the run, or null when it did not end it. */
  async function work(
    id_run: number,
    attempt: JobAttempt
  ): Promise<Omit<RunEnded, "seconds"> | null> {
    const run = await deps.store.withScope(systemScope, (tx) =>
      createRunsRepository(tx).findById(id_run)
    )
    if (!run || isFinal(run.status)) return null
    const scope = clientScope(run.id_client)
    try {
      if (run.cancel_requested) {
        await deps.store.withScope(scope, (tx) =>
          createRunsRepository(tx).finish(id_run, { status: "cancelled" })
        )
        return { outcome: "cancelled" }
      }
      await deps.store.withScope(scope, (tx) =>
        createRunsRepository(tx).update(id_run, {
          status: "matrix",
          attempts: attempt.retryCount + 1,
          startedAt: new Date(now()),
        })
      )
      const plan = await deps.store.withScope(scope, async (tx) =>
        withLearnedTravel(
          tx,
          run,
          await buildPlanProblem(tx, run, run.include_unassigned, now())
        )
      )
      const matrices = new Map<TravelMode, TravelMatrices>()
      for (const mode of plan.modes)
        matrices.set(
          mode,
          await deps.travel.matrices(plan.problem.locations, mode)
        )
      await deps.store.withScope(scope, (tx) =>
        createRunsRepository(tx).update(id_run, {
          status: "solving",
          travel_profile_days: plan.travelProfileDays,
        })
      )
      const solved = await solve(
        id_run,
        run.id_client,
        withMatrices(plan, matrices),
        searchBudgetMs(run.time_limit_seconds)
      )
      if (solved.cancelled) {
        await deps.store.withScope(scope, (tx) =>
          createRunsRepository(tx).finish(id_run, {
            status: "cancelled",
            elapsed_ms: solved.elapsedMs,
          })
        )
        return { outcome: "cancelled" }
      }
      await deps.store.withScope(scope, (tx) =>
        createRunsRepository(tx).update(id_run, { status: "saving" })
      )
      const next = planOf(plan, solved.result, matrices)
      const diff = diffOf(plan, matrices, next)
      const ended = await deps.store.withScope(scope, async (tx) => {
        const repo = createRunsRepository(tx)
        const locked = await repo.lock(id_run)
        // A retry of a run that already ended (another worker finished it) writes nothing.
        if (!locked || isFinal(locked.status)) return false
        await assertRoutesExist(tx, next)
        if (!run.preview) await writePlan(tx, run, next, new Date(now()))
        const stored: StoredResult = { plan: run.preview ? next : null, diff }
        await repo.finish(id_run, {
          status: "done",
          result: stored,
          decision: run.preview ? "pending" : null,
          distance: diff.after.distance,
          duration: diff.after.duration,
          unassigned: solved.result.unassigned.length,
          drivers_changed: driversChanged(
            solved.result.routes,
            plan.territories,
            plan.drivers
          ),
          elapsed_ms: solved.elapsedMs,
        })
        return true
      })
      if (!ended) return null
      const searchSeconds = solved.elapsedMs / 1000
      return {
        outcome: "done",
        ...(searchSeconds > 0
          ? { iterationsPerSecond: solved.result.iterations / searchSeconds }
          : {}),
      }
    } catch (error) {
      const reason = runFailure(error)
      if (reason !== null) {
        await fail(id_run, run.id_client, reason)
        return { outcome: "failed" }
      }
      deps.log.error({ err: error, id_run }, "optimize run failed")
      if (attempt.retryCount >= attempt.retryLimit)
        await fail(id_run, run.id_client, SERVER_FAILURE)
      throw error
    }
  }

  /** The job: idempotent, since pg-boss runs a job at least once. */
  async function execute(id_run: number, attempt: JobAttempt) {
    const started = Date.now()
    const report = (ended: Omit<RunEnded, "seconds">) =>
      deps.onRunEnded?.({ ...ended, seconds: (Date.now() - started) / 1000 })
    try {
      const ended = await work(id_run, attempt)
      if (ended) report(ended)
    } catch (error) {
      // The last attempt's error ends the run failed; an earlier one is retried.
      if (attempt.retryCount >= attempt.retryLimit)
        report({ outcome: "failed" })
      throw error
    }
  }

  return {
    execute,

    /** Gives the runs their queue once it has started. */
    attach(jobQueue: JobQueue) {
      queue = jobQueue
    },

    /** Throws unless the queue has started and answers (readiness). */
    async checkQueue() {
      if (!queue) throw new Error("The job queue has not started.")
      await queue.check()
    },

    /**
     * Creates a run of the routes asked for (every route of the optimization when none are
     * named, its stops on no route included) and queues its job, both in the caller's
     * transaction: the run and its job commit together or not at all, so no crash leaves a run
     * queued without a job (`run-sweep.ts` is the net for older rows).
     */
    async create(
      auth: Authorized,
      optimization: {
        id_optimization: number
        id_client: number
        id_subsidiary: number
      },
      request: OptimizeRequest
    ): Promise<RunOut> {
      if (!queue) throw new Error("The job queue has not started.")
      const options = optimizeRequestSchema.parse(request)
      if (!options.routes) await makeDriverDays(auth.tx, optimization)
      const routes = await createRoutesRepository(auth.tx).listByOptimization(
        optimization.id_optimization
      )
      const known = new Set(routes.map((r) => r.id_route))
      const route_ids = options.routes ?? [...known]
      if (route_ids.length === 0)
        throw invalidField(
          "routes",
          "The optimization has no route to optimize."
        )
      if (route_ids.some((id) => !known.has(id)))
        throw invalidField("routes", "Route not found.")
      const repo = createRunsRepository(auth.tx)
      if ((await repo.activeOn(route_ids)).length > 0)
        throw conflict("These routes are being optimized already.")
      const row = await repo.create({
        id_client: optimization.id_client,
        id_subsidiary: optimization.id_subsidiary,
        id_optimization: optimization.id_optimization,
        route_ids: [...new Set(route_ids)],
        include_unassigned: options.routes === undefined,
        preview: options.preview,
        keep_changes_small: options.keep_changes_small,
        time_limit_seconds: options.time_limit,
        createdBy: auth.user.id_user,
      })
      await queue.send(auth.tx, row.id_run, row.id_client)
      return runOut(row)
    },

    /** Stops a run: at once when still queued, at the solver's next check otherwise. */
    async cancel(auth: Authorized, run: RunOut): Promise<RunOut> {
      const repo = createRunsRepository(auth.tx)
      const locked = await repo.lock(run.id_run)
      if (!locked || isFinal(locked.status))
        throw conflict("The optimization run has already ended.")
      if (locked.cancel_requested)
        throw conflict("The optimization run is already being cancelled.")
      if (locked.status === "queued")
        await repo.finish(run.id_run, {
          status: "cancelled",
          cancel_requested: true,
        })
      else await repo.update(run.id_run, { cancel_requested: true })
      return runOut((await repo.findById(run.id_run))!)
    },

    /** Applies or discards a preview's plan; applying writes it as a run would have. */
    async decide(
      auth: Authorized,
      run: RunOut,
      decision: "applied" | "discarded"
    ): Promise<RunOut> {
      const repo = createRunsRepository(auth.tx)
      const locked = await repo.lock(run.id_run)
      if (!locked || locked.status !== "done" || locked.decision !== "pending")
        throw conflict(
          "This optimization run has no proposal to apply or discard."
        )
      const stored = locked.result as StoredResult
      const plan = stored.plan as Plan
      if (decision === "applied") {
        await assertRoutesExist(auth.tx, plan).catch((error: unknown) => {
          throw error instanceof RunError ? conflict(error.message) : error
        })
        await writePlan(auth.tx, locked, plan, new Date(now()))
      }
      await repo.update(run.id_run, {
        decision,
        result: { plan: null, diff: stored.diff },
      })
      return runOut((await repo.findById(run.id_run))!)
    },

    /** The run as it is now, read in its client's scope (for the event stream). */
    read: (id_run: number, id_client: number) =>
      deps.store.withScope(clientScope(id_client), async (tx) => {
        const row = await createRunsRepository(tx).findById(id_run)
        return row ? runOut(row) : undefined
      }),
  }
}
export type OptimizeRuns = ReturnType<typeof createOptimizeRuns>
