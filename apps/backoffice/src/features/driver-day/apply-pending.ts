import type { DriverDay, DriverStop } from "./api/driver-day.ts"
import type { VisitAction } from "./outbox.ts"

type StopAction = Extract<VisitAction, { kind: "arrive" | "complete" }>

/** A stop with an action the server has not confirmed yet applied as the server will. */
function applyAction(stop: DriverStop, action: StopAction): DriverStop {
  if (stop.completed) return stop
  if (action.kind === "arrive")
    return stop.arrival
      ? stop
      : {
          ...stop,
          status: "started",
          started: stop.started ?? action.body.arrived,
          arrival: {
            id_stop: stop.id_stop,
            arrived: action.body.arrived,
            latitude: action.body.latitude ?? null,
            longitude: action.body.longitude ?? null,
          },
        }
  const { body } = action
  return {
    ...stop,
    status: "completed",
    completed: body.visit_time,
    visit_time: body.visit_time,
    failed: body.failed ?? false,
    note: body.note ?? "",
    id_stop_outcome: body.id_stop_outcome ?? null,
  }
}

/**
 * The day as the driver sees it: the server's state with the actions still waiting on the device
 * already applied, so the next stop comes up without a connection.
 */
export function applyPending(
  day: DriverDay,
  pending: readonly VisitAction[]
): DriverDay {
  if (pending.length === 0) return day
  return {
    ...day,
    routes: day.routes.map((route) => {
      const stops = route.stops.map((stop) =>
        pending
          .filter(
            (action): action is StopAction =>
              (action.kind === "arrive" || action.kind === "complete") &&
              action.id_stop === stop.id_stop
          )
          .reduce(applyAction, stop)
      )
      const started = pending.some(
        (action) =>
          action.kind === "start" && action.id_route === route.id_route
      )
      if (!started && stops.every((stop, i) => stop === route.stops[i]))
        return route
      const done = stops.filter((s) => s.completed).length
      const all = stops.length > 0 && done === stops.length
      return {
        ...route,
        stops,
        progress: stops.length ? Math.round((100 * done) / stops.length) : 0,
        status_route: all ? 3 : Math.max(route.status_route, 2),
      }
    }),
  }
}

/** The stop or route an action is about, in `day`; undefined when the day has none. */
function findStop(day: DriverDay, id_stop: number): DriverStop | undefined {
  for (const route of day.routes) {
    const stop = route.stops.find((s) => s.id_stop === id_stop)
    if (stop) return stop
  }
  return undefined
}

/**
 * Whether `day` already shows what `action` did: the route started, the stop arrived at or
 * completed. A day that does not (the one the phone kept from before the action) needs the
 * action applied still.
 */
export function reflects(day: DriverDay, action: VisitAction): boolean {
  if (action.kind === "positions") return true
  if (action.kind === "start") {
    const route = day.routes.find((r) => r.id_route === action.id_route)
    return (
      route !== undefined && (route.started !== null || route.status_route >= 2)
    )
  }
  const stop = findStop(day, action.id_stop)
  if (!stop) return false
  return action.kind === "arrive"
    ? stop.arrival !== null || stop.completed !== null
    : stop.completed !== null
}
