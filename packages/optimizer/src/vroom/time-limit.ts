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

/** The tasks of a request not yet read (0 when its jobs or shipments are not arrays). */
export function requestTaskCount(raw: unknown): number {
  if (typeof raw !== "object" || raw === null) return 0
  const { jobs, shipments } = raw as Record<string, unknown>
  return (
    (Array.isArray(jobs) ? jobs.length : 0) +
    2 * (Array.isArray(shipments) ? shipments.length : 0)
  )
}

/**
 * A request's search budget, before it is read: the caller's seconds (`-t`, `?t=`) first, then
 * the input's `options.time_limit` (a malformed one is refused when the input is read), then
 * by size.
 */
export function vroomTimeLimitMs(raw: unknown, seconds?: number): number {
  const options =
    typeof raw === "object" && raw !== null
      ? (raw as { options?: unknown }).options
      : undefined
  const inInput =
    typeof options === "object" && options !== null
      ? (options as { time_limit?: unknown }).time_limit
      : undefined
  const given =
    seconds ??
    (typeof inInput === "number" && inInput > 0 ? inInput : undefined)
  return given === undefined
    ? defaultVroomTimeLimitMs(requestTaskCount(raw))
    : given * 1000
}
