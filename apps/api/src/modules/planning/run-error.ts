/**
 * A run that cannot succeed however often it is retried (no depot, no stops, the travel-time
 * service failing): the run ends failed with this message, which the planner reads.
 */
export class RunError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "RunError"
  }
}

/**
 * The failure of a run that the server let down: its job failed on the last attempt for a reason
 * that is not a RunError, or ended without ending the run (`run-sweep.ts`).
 */
export const SERVER_FAILURE =
  "The optimization failed on the server. Please try again."
