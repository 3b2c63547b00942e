import { stopDuration, timeLimit } from "@ruta/validation/values"

// The solver's edge (issue 49): the planner's values are declared once, in their own units, in
// `@ruta/validation/values` (a time limit in seconds, a stop's duration in minutes); the solver
// counts time in seconds and its budget in milliseconds. These are the only conversions between
// the two: callers hand the declared values over as they are.

/**
 * A search's wall-clock budget for an optimize run's time limit.
 *
 * @param seconds - the run's `time_limit`; the declared default when left out
 * @returns the budget in milliseconds
 */
export function searchBudgetMs(seconds: number = timeLimit.default): number {
  return seconds * 1000
}

/**
 * The time a visit takes, on the solver's clock.
 *
 * @param minutes - the stop's `stop_duration`; the declared default when left out
 * @returns the service time in seconds
 */
export function serviceSeconds(minutes: number = stopDuration.default): number {
  return minutes * 60
}
