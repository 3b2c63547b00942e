import {
  inputError,
  requestTaskCount,
  solveVroom,
  vroomTimeLimitMs,
  type VroomOutput,
} from "@ruta/optimizer/vroom/index"
import { solveInThread } from "@ruta/optimizer/worker/solve-in-thread"
import { vroomSyncMaxSeconds, vroomSyncTasks } from "@ruta/validation/values"

import type { TravelSource } from "../travel/travel-source.ts"

export interface VroomSolver {
  travel: Pick<TravelSource, "matrices">
  /** Worker threads per search (OPTIMIZE_THREADS). */
  threads: number
}

/**
 * Solves a VROOM input off the event loop (a worker thread) with matrices from the input or
 * the configured travel source (offline model, OSRM or Valhalla), within `timeLimitMs`. Never
 * throws: a refusal or a failure is VROOM's `{ code, error }`.
 */
export function solveVroomInput(
  raw: unknown,
  solver: VroomSolver,
  timeLimitMs: number
): Promise<VroomOutput> {
  return solveVroom(raw, {
    timeLimitMs,
    route: (locations, mode) => solver.travel.matrices(locations, mode),
    run: (problem, { maxIterations, seed = 1 }) => {
      if (maxIterations === undefined)
        return solveInThread(problem, timeLimitMs, () => {}, {
          threads: solver.threads,
          seed,
        }).result
      // An iteration budget (options.iterations): one search, whose schedule follows the
      // iterations alone, stopped at the time limit if it has not ended by then.
      const handle = solveInThread(problem, Infinity, () => {}, {
        seed,
        maxIterations,
      })
      const timer = setTimeout(handle.stop, timeLimitMs)
      return handle.result.finally(() => clearTimeout(timer))
    },
  })
}

/**
 * The synchronous endpoint's solve: problems above `vroomSyncTasks` are refused with code 2,
 * pointing to the asynchronous jobs; the search lasts the caller's seconds (`?t=`, else the
 * input's `options.time_limit`, else by size), at most `vroomSyncMaxSeconds`.
 */
export async function solveVroomRequest(
  raw: unknown,
  solver: VroomSolver & { seconds?: number }
): Promise<VroomOutput> {
  const tasks = requestTaskCount(raw)
  if (tasks > vroomSyncTasks.max)
    return inputError(
      "jobs",
      `${tasks} tasks are more than the synchronous endpoint takes (${vroomSyncTasks.max}); send it as an asynchronous job (POST /api/v1/vroom/jobs), or solve it with the command-line solver (npm run solve)`
    ).toJSON()
  const timeLimitMs = Math.min(
    vroomTimeLimitMs(raw, solver.seconds),
    vroomSyncMaxSeconds * 1000
  )
  return solveVroomInput(raw, solver, timeLimitMs)
}
