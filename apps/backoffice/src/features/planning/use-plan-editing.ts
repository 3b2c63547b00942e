import { useQueryClient } from "@tanstack/react-query"
import { useCallback, useRef, useState } from "react"

import { useServerToast } from "../../lib/use-server-toast.ts"
import {
  getOptimizationQueryOptions,
  layOutStops,
  type Optimization,
} from "./api/optimizations.ts"
import { relocateStop, routesKey } from "./api/routes.ts"
import {
  isEmptyRequest,
  layoutOf,
  layoutRequest,
  moveStops,
  withLayout,
  type PlanLayout,
} from "./plan-layout.ts"

/** A change that can be undone: what it did, and how to put things back. */
interface Change {
  what: "move" | "relocate"
  count: number
  revert: () => Promise<boolean>
}

/** How many changes undo remembers. */
const UNDO_DEPTH = 20

/**
 * A planner's hand edits of an optimization: moving stops between routes, reordering them, sending
 * them to no route, and relocating a stop. Each edit shows at once, is saved in one call, is
 * rolled back with the server's message if refused, and can be undone (most recent first).
 */
export function usePlanEditing(id_optimization: number) {
  const queryClient = useQueryClient()
  const toast = useServerToast()
  const { queryKey } = getOptimizationQueryOptions(id_optimization)
  const [changes, setChanges] = useState<Change[]>([])
  const busy = useRef(0)
  const current = () => queryClient.getQueryData<Optimization>(queryKey)!

  async function save(
    shown: Optimization,
    work: () => Promise<{ data?: Optimization } | unknown>
  ) {
    const before = current()
    busy.current++
    await queryClient.cancelQueries({ queryKey })
    queryClient.setQueryData(queryKey, shown)
    try {
      const answer = (await work()) as { data?: Optimization }
      if (answer.data && "routes" in answer.data)
        queryClient.setQueryData(queryKey, answer.data)
      void queryClient.invalidateQueries({ queryKey: routesKey })
      return true
    } catch (error) {
      queryClient.setQueryData(queryKey, before)
      toast.failure(error)
      return false
    } finally {
      busy.current--
      if (busy.current === 0)
        void queryClient.invalidateQueries({ queryKey, refetchType: "none" })
    }
  }

  const layOut = (from: PlanLayout, to: PlanLayout) => {
    const request = layoutRequest(from, to)
    if (isEmptyRequest(request)) return Promise.resolve(false)
    return save(withLayout(current(), to), () =>
      layOutStops(id_optimization, request)
    )
  }

  const forget = useCallback(() => setChanges([]), [])
  const remember = (change: Change) =>
    setChanges((list) => [change, ...list].slice(0, UNDO_DEPTH))

  return {
    /** Moves stops to a route at `index` (its end by default), or to no route (`to` null). */
    async move(ids: readonly number[], to: number | null, index?: number) {
      const before = layoutOf(current())
      const after = moveStops(before, ids, to, index)
      if (await layOut(before, after))
        remember({
          what: "move",
          count: ids.length,
          revert: () => layOut(layoutOf(current()), before),
        })
    },
    /** Moves a stop's location (its marker dragged on the map). */
    async relocate(
      id_stop: number,
      to: { latitude: number; longitude: number }
    ) {
      const plan = current()
      const stop = [...plan.stops, ...plan.routes.flatMap((r) => r.stops)].find(
        (s) => s.id_stop === id_stop
      )
      if (!stop) return
      const put = (place: { latitude: number; longitude: number }) =>
        save(placed(current(), id_stop, place), () =>
          relocateStop(id_stop, place)
        )
      const from = { latitude: stop.latitude, longitude: stop.longitude }
      if (await put(to))
        remember({ what: "relocate", count: 1, revert: () => put(from) })
    },
    /** The last change undo would revert, if any. */
    last: changes[0] ?? null,
    async undo() {
      const [last] = changes
      if (!last) return
      // A change that can no longer be reverted (its route deleted since) is forgotten too; the
      // server's message says why.
      await last.revert()
      setChanges((list) => list.filter((change) => change !== last))
    },
    /** Forgets the changes (after the plan changed some other way: a run applied, a route deleted). */
    forget,
  }
}

/** The plan with one stop at a new place, its route no longer optimized. */
function placed(
  plan: Optimization,
  id_stop: number,
  place: { latitude: number; longitude: number }
): Optimization {
  const move = <T extends { id_stop: number }>(s: T) =>
    s.id_stop === id_stop ? { ...s, ...place } : s
  return {
    ...plan,
    stops: plan.stops.map(move),
    routes: plan.routes.map((route) =>
      route.stops.some((s) => s.id_stop === id_stop)
        ? {
            ...route,
            optimization_state: 0,
            isOptimized: false,
            stops: route.stops.map(move),
          }
        : route
    ),
  }
}
