import type {
  Coordinates,
  Problem,
  SolveOptions,
  SolveResult,
  TravelMatrices,
  TravelMode,
} from "../model/types.ts"
import { solve } from "../solve.ts"
import { VROOM_CODE, VroomError, inputError } from "./errors.ts"
import { readVroomInput } from "./read-input.ts"
import {
  inputMatrices,
  toProblem,
  vroomPlaces,
  type VroomPlan,
} from "./to-problem.ts"
import { toVroomOutput } from "./to-output.ts"
import type { VroomInput, VroomOutput } from "./types.ts"

/** Fetches matrices from a travel source when the input has none. */
export type RouteMatrices = (
  locations: readonly Coordinates[],
  mode: TravelMode,
  profile: string
) => Promise<TravelMatrices> | TravelMatrices

export interface SolveVroomOptions {
  /** Search budget; default 5 s. */
  timeLimitMs?: number
  /** The search's seed when the input's `options.seed` gives none; default 1. */
  seed?: number
  /** The travel source, used only without matrices in the input. */
  route: RouteMatrices
  /**
   * Runs the search (default: `solve`, in this thread). Under the input's `options.iterations`
   * the options carry `maxIterations`, `timeLimitMs` is Infinity (the schedule follows the
   * iterations alone) and `signal` aborts once the time limit has passed: a run that cannot
   * hand the signal on stops its search at the time limit itself.
   */
  run?: (
    problem: Problem,
    options: SolveOptions
  ) => Promise<SolveResult> | SolveResult
  now?: () => number
}

/** Reads, checks and translates a VROOM input: the solver's problem and the way back. */
export async function planVroom(
  raw: unknown,
  route: RouteMatrices
): Promise<{ plan: VroomPlan; routingMs: number }> {
  const input = readVroomInput(raw)
  const places = vroomPlaces(input)
  checkGeometry(input, places.custom)
  const started = Date.now()
  const matrices = places.custom
    ? inputMatrices(input, places)
    : await routeAll(places.locations, places.profiles, route)
  return {
    plan: toProblem(input, places, matrices),
    routingMs: Date.now() - started,
  }
}

async function routeAll(
  locations: readonly Coordinates[],
  profiles: Map<TravelMode, string>,
  route: RouteMatrices
): Promise<Partial<Record<TravelMode, TravelMatrices>>> {
  const out: Partial<Record<TravelMode, TravelMatrices>> = {}
  for (const [mode, profile] of profiles) {
    try {
      out[mode] = await route(locations, mode, profile)
    } catch (error) {
      throw new VroomError(
        VROOM_CODE.routing,
        `routing failed for profile "${profile}": ${error instanceof Error ? error.message : String(error)}`
      )
    }
  }
  return out
}

function checkGeometry(input: VroomInput, custom: boolean): void {
  if (input.options?.g !== true || !custom) return
  const located =
    (input.jobs ?? []).every((j) => j.location !== undefined) &&
    (input.shipments ?? []).every(
      (s) =>
        s.pickup.location !== undefined && s.delivery.location !== undefined
    ) &&
    input.vehicles.every(
      (v) =>
        (v.start_index === undefined || v.start !== undefined) &&
        (v.end_index === undefined || v.end !== undefined)
    )
  if (!located)
    throw inputError(
      "options.g",
      "a geometry needs the coordinates (location, start, end) of every place"
    )
}

/**
 * Solves a VROOM input and answers in VROOM's output format; every failure
 * comes back as `{ code, error }` (1 internal, 2 input, 3 routing).
 */
export async function solveVroom(
  raw: unknown,
  options: SolveVroomOptions
): Promise<VroomOutput> {
  const now = options.now ?? Date.now
  try {
    const loadingStart = now()
    const { plan, routingMs } = await planVroom(raw, options.route)
    const solvingStart = now()
    const run = options.run ?? solve
    const result = await run(
      plan.problem,
      searchBudget(plan.input, options, now)
    )
    const solving = now() - solvingStart
    return toVroomOutput(plan, result, {
      loading: Math.max(0, solvingStart - loadingStart - routingMs),
      solving,
      routing: routingMs,
    })
  } catch (error) {
    return vroomFailure(error)
  }
}

/**
 * The search's options: the time limit, or under `options.iterations` (Ruta's extension) the
 * iteration budget, with the time limit only as a stop, so that the same seed and budget give
 * the same routes however busy the machine is.
 */
function searchBudget(
  input: VroomInput,
  options: SolveVroomOptions,
  now: () => number
): SolveOptions {
  const timeLimitMs = options.timeLimitMs ?? 5000
  const seed = input.options?.seed ?? options.seed ?? 1
  const iterations = input.options?.iterations
  if (iterations === undefined) return { timeLimitMs, seed }
  const stopAt = now() + timeLimitMs
  return {
    timeLimitMs: Infinity,
    maxIterations: iterations,
    seed,
    signal: {
      get aborted() {
        return now() >= stopAt
      },
    },
  }
}

/** Any thrown value as VROOM's `{ code, error }`. */
export function vroomFailure(error: unknown): {
  code: 1 | 2 | 3
  error: string
} {
  if (error instanceof VroomError) return error.toJSON()
  return {
    code: VROOM_CODE.internal,
    error: error instanceof Error ? error.message : String(error),
  }
}
