// The job of one optimize run, as a worker works it: build the problem, fetch its travel times,
// solve, and write the plan (or keep a preview's), each phase written to the run's row. pg-boss
// runs a job at least once, so every step reads the run first and a retry of an ended run writes
// nothing.
import type { TravelMatrices, TravelMode } from "@ruta/optimizer"
import { searchBudgetMs } from "@ruta/optimizer"
import type { FastifyBaseLogger } from "fastify"

import type { DataStore, Tx } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { TravelError } from "../travel/travel-error.ts"
import type { TravelSource } from "../travel/travel-source.ts"
import { learnedProfiles } from "../learning/learned-profiles.ts"
import { withLearnedTravel } from "../learning/learned-travel.ts"
import type { JobAttempt } from "./job-queue.ts"
import type { PlanProblem } from "./plan-problem.ts"
import { buildPlanProblem, withMatrices } from "./plan-problem.ts"
import { assertRoutesExist, diffOf, planOf, writePlan } from "./plan-result.ts"
import { RunError, SERVER_FAILURE } from "./run-error.ts"
import { solveRun } from "./run-solve.ts"
import type { StoredResult } from "./runs.repository.ts"
import { createRunsRepository, isFinal, runScope } from "./runs.repository.ts"
import { driversChanged } from "./stable-territories.ts"

export interface OptimizeRunsDeps {
  store: DataStore
  travel: Pick<TravelSource, "matrices">
  log: FastifyBaseLogger
  now?: () => number
  /** How often a running job writes its progress and reads a cancel request (ms). */
  progressIntervalMs?: number
  /** Worker threads each solve searches on, sharing their bests (default 1). */
  threads?: number
  /** An iteration budget for each solve (OPTIMIZE_ITERATIONS); the time limit then only stops it. */
  maxIterations?: number | undefined
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

type Ending = Omit<RunEnded, "seconds">
type Run = NonNullable<
  Awaited<ReturnType<ReturnType<typeof createRunsRepository>["findById"]>>
>
type Solved = Awaited<ReturnType<typeof solveRun>>
type Matrices = Map<TravelMode, TravelMatrices>

/** A travel-time or solver failure the planner can read, never a silent fallback. */
function runFailure(error: unknown): string | null {
  if (error instanceof RunError || error instanceof TravelError)
    return error.message
  return null
}

/** A solved run's ending: its figures, and its diff (and a preview's plan) as stored. */
function doneRun(
  run: Run,
  plan: PlanProblem,
  solved: Solved,
  next: ReturnType<typeof planOf>,
  diff: ReturnType<typeof diffOf>
) {
  return {
    status: "done" as const,
    result: { plan: run.preview ? next : null, diff } satisfies StoredResult,
    decision: run.preview ? ("pending" as const) : null,
    distance: diff.after.distance,
    duration: diff.after.duration,
    unassigned: solved.result.unassigned.length,
    drivers_changed: driversChanged(
      solved.result.routes,
      plan.territories,
      plan.drivers
    ),
    elapsed_ms: solved.elapsedMs,
  }
}

/** The job of the runs: idempotent, since pg-boss runs a job at least once. */
export function createRunJob(deps: OptimizeRunsDeps) {
  const now = deps.now ?? Date.now
  const solveDeps = {
    store: deps.store,
    log: deps.log,
    interval: deps.progressIntervalMs ?? 400,
    threads: deps.threads,
    maxIterations: deps.maxIterations,
  }
  // The sites' learned travel profiles, learned once a day rather than at each run.
  const profiles = learnedProfiles()
  const write = <T>(run: Run, step: (tx: Tx) => Promise<T>) =>
    deps.store.withScope(runScope(run.id_client), step)

  async function fail(run: Run, message: string) {
    await write(run, (tx) =>
      createRunsRepository(tx).finish(run.id_run, {
        status: "failed",
        error: message,
      })
    )
  }

  /** The run's problem, with its learned travel and its travel times fetched. */
  async function problemOf(run: Run, attempt: JobAttempt) {
    await write(run, (tx) =>
      createRunsRepository(tx).update(run.id_run, {
        status: "matrix",
        attempts: attempt.retryCount + 1,
        startedAt: new Date(now()),
      })
    )
    const plan = await write(run, async (tx) =>
      withLearnedTravel(
        tx,
        run,
        await buildPlanProblem(tx, run, run.include_unassigned, now()),
        profiles,
        now()
      )
    )
    const matrices: Matrices = new Map()
    for (const mode of plan.modes)
      matrices.set(
        mode,
        await deps.travel.matrices(plan.problem.locations, mode)
      )
    await write(run, (tx) =>
      createRunsRepository(tx).update(run.id_run, {
        status: "solving",
        travel_profile_days: plan.travelProfileDays,
      })
    )
    return { plan, matrices }
  }

  /** Writes a solved run's plan (a preview keeps it); false when the run had already ended. */
  async function save(
    run: Run,
    plan: PlanProblem,
    matrices: Matrices,
    solved: Solved
  ) {
    await write(run, (tx) =>
      createRunsRepository(tx).update(run.id_run, { status: "saving" })
    )
    const next = planOf(plan, solved.result, matrices)
    const diff = diffOf(plan, matrices, next)
    return write(run, async (tx) => {
      const repo = createRunsRepository(tx)
      const locked = await repo.lock(run.id_run)
      // A retry of a run that already ended (another worker finished it) writes nothing.
      if (!locked || isFinal(locked.status)) return false
      await assertRoutesExist(tx, next)
      if (!run.preview) await writePlan(tx, run, next, new Date(now()))
      await repo.finish(run.id_run, doneRun(run, plan, solved, next, diff))
      return true
    })
  }

  /** Ends the run cancelled, after the solver's time when it had started. */
  async function cancelled(run: Run, elapsed_ms?: number): Promise<Ending> {
    await write(run, (tx) =>
      createRunsRepository(tx).finish(run.id_run, {
        status: "cancelled",
        ...(elapsed_ms === undefined ? {} : { elapsed_ms }),
      })
    )
    return { outcome: "cancelled" }
  }

  /** The job's work; says how it ended the run, or null when it did not end it. */
  async function work(id_run: number, attempt: JobAttempt) {
    const run = await deps.store.withScope(systemScope, (tx) =>
      createRunsRepository(tx).findById(id_run)
    )
    if (!run || isFinal(run.status)) return null
    try {
      if (run.cancel_requested) return await cancelled(run)
      const { plan, matrices } = await problemOf(run, attempt)
      const solved = await solveRun(
        solveDeps,
        run,
        withMatrices(plan, matrices),
        searchBudgetMs(run.time_limit_seconds)
      )
      if (solved.cancelled) return await cancelled(run, solved.elapsedMs)
      if (!(await save(run, plan, matrices, solved))) return null
      const searchSeconds = solved.elapsedMs / 1000
      const ended: Ending = { outcome: "done" }
      if (searchSeconds > 0)
        ended.iterationsPerSecond = solved.result.iterations / searchSeconds
      return ended
    } catch (error) {
      const reason = runFailure(error)
      if (reason !== null) {
        await fail(run, reason)
        return { outcome: "failed" } satisfies Ending
      }
      deps.log.error({ err: error, id_run }, "optimize run failed")
      if (attempt.retryCount >= attempt.retryLimit)
        await fail(run, SERVER_FAILURE)
      throw error
    }
  }

  return async function execute(id_run: number, attempt: JobAttempt) {
    const started = Date.now()
    const report = (ended: Ending) =>
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
}
