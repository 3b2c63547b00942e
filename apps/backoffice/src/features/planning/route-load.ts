// A route's load against its car's capacity: pieces, weight and volume summed over its stops.
import type { Route, Stop } from "./api/routes.ts"

export type LoadKind = "pieces" | "weight" | "volume"

export interface Load {
  kind: LoadKind
  used: number
  capacity: number
  /** Used against capacity, in percent (over 100 when overloaded). */
  percent: number
}

const KINDS: LoadKind[] = ["pieces", "weight", "volume"]

/**
 * The route's load for each amount its car limits (none without a car or limits). Pickups are
 * counted like deliveries: the car carries both at some point of the day.
 */
export function routeLoad(
  route: Pick<Route, "capacity">,
  stops: readonly Pick<Stop, LoadKind>[]
): Load[] {
  const { capacity } = route
  if (!capacity) return []
  return KINDS.flatMap((kind) => {
    const limit = capacity[kind]
    if (limit === null) return []
    const used = stops.reduce((sum, stop) => sum + stop[kind], 0)
    const percent =
      limit === 0 ? (used > 0 ? Infinity : 0) : (100 * used) / limit
    return [{ kind, used, capacity: limit, percent }]
  })
}
