/**
 * A travel-time service failed: the optimize run ends failed with this message (never a silent
 * fallback to straight lines the planner cannot see).
 */
export class TravelError extends Error {
  constructor(message: string) {
    super(message)
    this.name = "TravelError"
  }
}
