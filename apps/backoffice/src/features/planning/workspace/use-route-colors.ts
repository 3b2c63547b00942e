import { useMemo } from "react"

import type { Optimization } from "../api/optimizations.ts"
import { UNASSIGNED_COLOR } from "../components/unassigned-list.tsx"
import { routeColor } from "../route-colors.ts"

/**
 * Each route's colour by its place in the plan, and the stops on no route's. Stable while the
 * routes stay the same, so the map does not redraw on every selection.
 */
export function useRouteColors(routes: Optimization["routes"]) {
  return useMemo(() => {
    const colors = new Map(
      routes.map((route, index) => [route.id_route, routeColor(index)])
    )
    return (id_route: number | null) =>
      (id_route === null ? undefined : colors.get(id_route)) ?? UNASSIGNED_COLOR
  }, [routes])
}
