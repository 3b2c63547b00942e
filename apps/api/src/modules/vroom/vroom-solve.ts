import {
  defaultVroomTimeLimitMs,
  inputError,
  solveVroom,
  vroomTaskCount,
  type VroomInput,
  type VroomOutput,
} from "@ruta/optimizer/vroom/index"
import { solveInThread } from "@ruta/optimizer/worker/solve-in-thread"
import type { TravelSource } from "../travel/travel-source.ts"

/** The synchronous endpoint's largest problem, in tasks (jobs, pickups and deliveries). */
export const VROOM_SYNC_MAX_TASKS = 500
/** The synchronous endpoint's longest search. */
export const VROOM_SYNC_MAX_SECONDS = 30

export interface VroomSolveOptions {
  travel: TravelSource
  /** Worker threads per search (OPTIMIZE_THREADS). */
  threads: number
  /** The caller's limit in seconds; default by size, at most VROOM_SYNC_MAX_SECONDS. */
  seconds?: number
}

/**
 * Solves a VROOM input off the event loop (a worker thread) with matrices from the input or
 * the configured travel source (offline model, OSRM or Valhalla). Problems above
 * VROOM_SYNC_MAX_TASKS are refused with code 2.
 */
export async function solveVroomRequest(
  raw: unknown,
  options: VroomSolveOptions
): Promise<VroomOutput> {
  const tasks = vroomTaskCount(isInput(raw) ? raw : {})
  if (tasks > VROOM_SYNC_MAX_TASKS)
    return inputError(
      "jobs",
      `${tasks} tasks are more than the synchronous endpoint takes (${VROOM_SYNC_MAX_TASKS}); solve it with the command-line solver (npm run solve) or split it`
    ).toJSON()
  const seconds = Math.min(
    options.seconds ?? defaultVroomTimeLimitMs(tasks) / 1000,
    VROOM_SYNC_MAX_SECONDS
  )
  return solveVroom(raw, {
    timeLimitMs: seconds * 1000,
    route: (locations, mode) => options.travel.matrices(locations, mode),
    run: (problem, solveOptions) =>
      solveInThread(
        problem,
        solveOptions.timeLimitMs ?? seconds * 1000,
        () => {},
        {
          threads: options.threads,
          seed: solveOptions.seed ?? 1,
        }
      ).result,
  })
}

function isInput(raw: unknown): raw is Pick<VroomInput, "jobs" | "shipments"> {
  if (typeof raw !== "object" || raw === null) return false
  const r = raw as Record<string, unknown>
  return (
    (r.jobs === undefined || Array.isArray(r.jobs)) &&
    (r.shipments === undefined || Array.isArray(r.shipments))
  )
}
