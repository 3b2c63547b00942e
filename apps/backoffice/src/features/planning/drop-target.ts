// Where a stop dragged over the workspace lands: onto a stop (its place in that stop's route, or
// no route), a route card (the route's end) or the list of stops on no route.
import type { Optimization } from "./api/optimizations.ts"

/** The drag id of a stop, and the drop id of a list of stops. */
export const stopDragId = (id_stop: number) => `stop:${id_stop}`
export const listDropId = (id_route: number | null) =>
  id_route === null ? "unassigned" : `route:${id_route}`

/** Where a drop lands: a route (or none) and the place in it (its end when undefined). */
export interface DropTarget {
  id_route: number | null
  index?: number
}

/** The stop id of a drag id ("stop:12"), or null. */
export const stopIdOf = (dragId: string | number) => {
  const match = /^stop:(\d+)$/.exec(String(dragId))
  return match ? Number(match[1]) : null
}

/** Answers where a dragged stop was dropped: onto a stop (its place), a route card or the unassigned list. */
export function dropTarget(
  plan: Pick<Optimization, "routes" | "stops">,
  overId: string | number
): DropTarget | null {
  const id = String(overId)
  if (id === "unassigned") return { id_route: null }
  const route = /^route:(\d+)$/.exec(id)
  if (route) return { id_route: Number(route[1]) }
  const overStop = stopIdOf(id)
  if (overStop === null) return null
  for (const r of plan.routes) {
    const index = r.stops.findIndex((s) => s.id_stop === overStop)
    if (index >= 0) return { id_route: r.id_route, index }
  }
  return { id_route: null }
}
