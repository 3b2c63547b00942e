import type { DriverDay } from "./api/driver-day.ts"
import type { QueuedCompletion } from "./completion-queue.ts"

/**
 * The day as the driver sees it: the server's state with the completions still waiting on the
 * device already applied, so the next stop comes up without a connection.
 */
export function applyPending(
  day: DriverDay,
  pending: readonly QueuedCompletion[]
): DriverDay {
  if (pending.length === 0) return day
  const byStop = new Map(pending.map((q) => [q.id_stop, q.body]))
  return {
    ...day,
    routes: day.routes.map((route) => {
      const stops = route.stops.map((stop) => {
        const body = byStop.get(stop.id_stop)
        if (!body || stop.completed) return stop
        return {
          ...stop,
          status: "completed" as const,
          completed: body.visit_time,
          visit_time: body.visit_time,
          failed: body.failed ?? false,
          note: body.note ?? "",
          id_stop_outcome: body.id_stop_outcome ?? null,
        }
      })
      const done = stops.filter((s) => s.completed).length
      const all = stops.length > 0 && done === stops.length
      return {
        ...route,
        stops,
        progress: stops.length ? Math.round((100 * done) / stops.length) : 0,
        status_route: all
          ? 3
          : done > 0
            ? Math.max(route.status_route, 2)
            : route.status_route,
      }
    }),
  }
}
