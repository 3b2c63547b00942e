import type { ProblemData } from "../model/problem-data.ts"
import type { Progress, SolveCallbacks } from "../model/types.ts"
import {
  anneal,
  type SearchOutcome,
  type SearchParams,
} from "../search/annealing.ts"
import { iteratedLocalSearch } from "./ils.ts"

/**
 * The annealing, then the iterated local search from its best: the
 * annealing takes the budget but its last `ilsPolish` share (of the time,
 * or of the iterations under an iteration budget), in which the penalised
 * granular local search intensifies around the annealing's best. The
 * callbacks see one search: one start, one end, iterations counted on.
 */
export function hybridSearch(
  data: ProblemData,
  params: SearchParams
): SearchOutcome {
  const t0 = params.startedAt ?? params.now()
  const share = Math.min(1, Math.max(0, params.ilsPolish))
  const cb = params.callbacks ?? {}
  const timed = params.maxIterations === Infinity
  const first = anneal(data, {
    ...params,
    startedAt: t0,
    ...(timed
      ? { timeLimitMs: params.timeLimitMs * (1 - share) }
      : { maxIterations: Math.round(params.maxIterations * (1 - share)) }),
    callbacks: { ...cb, onEnd: () => {} },
  })
  const shifted = (p: Progress): Progress => ({
    ...p,
    iteration: p.iteration + first.iterations,
  })
  const callbacks: SolveCallbacks = {}
  if (cb.onBest) {
    const onBest = cb.onBest
    callbacks.onBest = (p) => {
      // The polish's first solution is the annealing's best, told already.
      if (p.iteration > 0) onBest(shifted(p))
    }
  }
  if (cb.onIteration) {
    const onIteration = cb.onIteration
    callbacks.onIteration = (p) => onIteration(shifted(p))
  }
  if (cb.onEnd) {
    const onEnd = cb.onEnd
    callbacks.onEnd = (p) => onEnd(shifted(p))
  }
  const polish = iteratedLocalSearch(data, {
    ...params,
    startedAt: t0,
    ...(timed
      ? {}
      : { maxIterations: params.maxIterations - first.iterations }),
    initial: first.best,
    callbacks,
  })
  return { ...polish, iterations: first.iterations + polish.iterations }
}
