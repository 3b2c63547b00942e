/** A route's status, derived from its `started` and `completed` flags. */
const RouteStatus = {
  Pending: "pending",
  OnRoute: "on-route",
  Completed: "completed",
} as const

type RouteStatus = (typeof RouteStatus)[keyof typeof RouteStatus]

/**
 * Derives the status shown for a route.
 *
 * @param route - the route's `started` and `completed` flags
 * @returns pending (neither flag), on-route (started, not completed) or
 *   completed
 */
function routeStatusFromFlags(route: {
  started: boolean
  completed: boolean
}): RouteStatus {
  if (route.completed) return RouteStatus.Completed
  if (route.started) return RouteStatus.OnRoute
  return RouteStatus.Pending
}

export { RouteStatus, routeStatusFromFlags }
