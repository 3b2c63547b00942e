import type { VroomInput } from "./types.ts"

/** Tasks in an input: jobs, and each shipment's pickup and delivery. */
export function vroomTaskCount(
  input: Pick<VroomInput, "jobs" | "shipments">
): number {
  return (input.jobs?.length ?? 0) + 2 * (input.shipments?.length ?? 0)
}

/**
 * The search budget when the caller gives none, by size: 0.5 s up to 10
 * tasks, 3 s up to 100, 5 s up to 400, 15 s up to 1,000, 30 s beyond.
 */
export function defaultVroomTimeLimitMs(tasks: number): number {
  if (tasks <= 10) return 500
  if (tasks <= 100) return 3_000
  if (tasks <= 400) return 5_000
  if (tasks <= 1_000) return 15_000
  return 30_000
}
