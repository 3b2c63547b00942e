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

/** A run whose job failed for another reason, on its last attempt, or ended without ending it. */
export const SERVER_FAILURE =
  "The optimization failed on the server. Please try again."
