import { useQueryClient } from "@tanstack/react-query"
import { useCallback, useState } from "react"

import { useServerToast } from "../../lib/use-server-toast.ts"
import {
  getOptimizationQueryOptions,
  layOutStops,
  type Optimization,
} from "./api/optimizations.ts"
import {
  relocateStop,
  routesKey,
  saveStop,
  type Stop,
  type StopInput,
} from "./api/routes.ts"
import {
  isEmptyRequest,
  layoutOf,
  layoutRequest,
  moveStops,
  planStops,
  withLayout,
  type PlanLayout,
} from "./plan-layout.ts"

/** A change that can be undone: what it did, and how to put things back. */
interface Change {
  what: "move" | "relocate" | "edit"
  count: number
  revert: () => Promise<boolean>
}

/** How many changes undo remembers. */
const UNDO_DEPTH = 20

/**
 * A planner's hand edits of an optimization: moving stops between routes, reordering them, sending
 * them to no route, relocating a stop and editing its fields. Each edit shows at once, is saved in one call, is
 * rolled back with the server's message if refused, and can be undone (most recent first).
 */
export function usePlanEditing(id_optimization: number) {
  const queryClient = useQueryClient()
  const toast = useServerToast()
  const { queryKey } = getOptimizationQueryOptions(id_optimization)
  const [changes, setChanges] = useState<Change[]>([])
  const current = () => queryClient.getQueryData<Optimization>(queryKey)!

  async function save(
    shown: Optimization,
    work: () => Promise<{ data: unknown }>,
    refused: (error: unknown) => void = toast.failure
  ) {
    const before = current()
    await queryClient.cancelQueries({ queryKey })
    queryClient.setQueryData(queryKey, shown)
    try {
      const answer = await work()
      // A layout answers the whole plan; a stop's change answers the stop, so the plan is read again.
      if (isPlan(answer.data)) queryClient.setQueryData(queryKey, answer.data)
      else void queryClient.invalidateQueries({ queryKey })
      void queryClient.invalidateQueries({ queryKey: routesKey })
      return true
    } catch (error) {
      queryClient.setQueryData(queryKey, before)
      refused(error)
      return false
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

  /** Changes one stop's fields (shown at once), remembering how to put them back. */
  async function change<T extends Partial<StopInput>>(
    what: "relocate" | "edit",
    id_stop: number,
    fields: T,
    send: (fields: T) => Promise<{ data: unknown }>,
    /** What a refusal of the change does (undoing one toasts it): a toast by default. */
    refused?: (error: unknown) => void
  ) {
    const stop = planStops(current()).find((s) => s.id_stop === id_stop)
    if (!stop) return false
    const put = (next: T, onRefusal?: (error: unknown) => void) =>
      save(withStop(current(), id_stop, next), () => send(next), onRefusal)
    const before = Object.fromEntries(
      Object.keys(fields).map((key) => [key, stop[key as keyof Stop]])
    ) as T
    const saved = await put(fields, refused)
    if (saved) remember({ what, count: 1, revert: () => put(before) })
    return saved
  }

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
    relocate: (id_stop: number, to: { latitude: number; longitude: number }) =>
      change("relocate", id_stop, to, (place) => relocateStop(id_stop, place)),
    /**
     * Saves a stop's fields. A refusal is rolled back and thrown, for the stop's dialog to show
     * each message on its field.
     */
    edit: (id_stop: number, input: StopInput) =>
      change(
        "edit",
        id_stop,
        input,
        (body) => saveStop(id_stop, body),
        (error) => {
          throw error
        }
      ),
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

const isPlan = (data: unknown): data is Optimization =>
  typeof data === "object" && data !== null && "routes" in data

/** The plan with one stop's fields changed, its route no longer optimized. */
function withStop(
  plan: Optimization,
  id_stop: number,
  fields: Partial<StopInput>
): Optimization {
  const change = <T extends { id_stop: number }>(s: T) =>
    s.id_stop === id_stop ? { ...s, ...fields } : s
  return {
    ...plan,
    stops: plan.stops.map(change),
    routes: plan.routes.map((route) =>
      route.stops.some((s) => s.id_stop === id_stop)
        ? {
            ...route,
            optimization_state: 0,
            isOptimized: false,
            stops: route.stops.map(change),
          }
        : route
    ),
  }
}
