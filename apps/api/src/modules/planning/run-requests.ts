// What a planner asks of optimize runs, in the caller's transaction: start a run of some routes,
// cancel it, and apply or discard a preview's proposal.
import type { OptimizeRequest } from "@ruta/validation/planning"
import { optimizeRequestSchema } from "@ruta/validation/planning"

import { conflict } from "../../platform/lib/errors.ts"
import type { Authorized } from "../../platform/authorization/authorization.ts"
import { createRoutesRepository } from "./delivery-routes.repository.ts"
import { makeDriverDays } from "./horizon-days.ts"
import type { JobQueue } from "./job-queue.ts"
import type { Plan } from "./plan-result.ts"
import { assertRoutesExist, writePlan } from "./plan-result.ts"
import { invalidField } from "./planning.access.ts"
import { RunError } from "./run-error.ts"
import type { RunOut, StoredResult } from "./runs.repository.ts"
import { createRunsRepository, isFinal, runOut } from "./runs.repository.ts"

/** The optimization a run is of. */
export interface RunOptimization {
  id_optimization: number
  id_client: number
  id_subsidiary: number
}

/**
 * Creates a run of the routes asked for (every route of the optimization when none are named,
 * its stops on no route included) and queues its job, both in the caller's transaction: the run
 * and its job commit together or not at all, so no crash leaves a run queued without a job
 * (`run-sweep.ts` is the net for older rows).
 */
export async function startRun(
  auth: Authorized,
  queue: JobQueue,
  optimization: RunOptimization,
  request: OptimizeRequest
): Promise<RunOut> {
  const options = optimizeRequestSchema.parse(request)
  if (!options.routes) await makeDriverDays(auth.tx, optimization)
  const routes = await createRoutesRepository(auth.tx).listByOptimization(
    optimization.id_optimization
  )
  const known = new Set(routes.map((r) => r.id_route))
  const route_ids = options.routes ?? [...known]
  if (route_ids.length === 0)
    throw invalidField("routes", "The optimization has no route to optimize.")
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
}

/** Stops a run: at once when still queued, at the solver's next check otherwise. */
export async function cancelRun(
  auth: Authorized,
  run: RunOut
): Promise<RunOut> {
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
}

/** Applies or discards a preview's plan; applying writes it as a run would have. */
export async function decideRun(
  auth: Authorized,
  run: RunOut,
  decision: "applied" | "discarded",
  at: Date
): Promise<RunOut> {
  const repo = createRunsRepository(auth.tx)
  const locked = await repo.lock(run.id_run)
  if (!locked || locked.status !== "done" || locked.decision !== "pending")
    throw conflict("This optimization run has no proposal to apply or discard.")
  const stored = locked.result as StoredResult
  const plan = stored.plan as Plan
  if (decision === "applied") {
    await assertRoutesExist(auth.tx, plan).catch((error: unknown) => {
      throw error instanceof RunError ? conflict(error.message) : error
    })
    await writePlan(auth.tx, locked, plan, at)
  }
  await repo.update(run.id_run, {
    decision,
    result: { plan: null, diff: stored.diff },
  })
  return runOut((await repo.findById(run.id_run))!)
}
