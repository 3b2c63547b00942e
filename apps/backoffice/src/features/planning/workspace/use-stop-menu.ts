import type { Optimization } from "../api/optimizations.ts"
import type { Stop } from "../api/routes.ts"
import type { StopMenu } from "../components/stop-row.tsx"
import { useStableCallback } from "../../../lib/use-stable-callback.ts"
import type { WorkspacePermissions } from "./workspace-permissions.ts"

export interface StopActions {
  move(ids: number[], id_route: number | null, index?: number): void
  edit(stop: Stop): void
  relocate(stop: Stop): void
  remove(stop: Stop): void
}

/**
 * The menu of a stop in the workspace: move it to another route, up or down its route, edit,
 * relocate or delete it, each as the user may. Asked for when a stop's menu opens: the function
 * stays the same, so rows are not drawn again.
 */
export function useStopMenu(
  plan: Pick<Optimization, "routes" | "stops">,
  can: WorkspacePermissions,
  actions: StopActions
) {
  return useStableCallback((stop: Stop): StopMenu => {
    const { id_route } = stop
    const list =
      plan.routes.find((r) => r.id_route === id_route)?.stops ?? plan.stops
    const index = list.findIndex((s) => s.id_stop === stop.id_stop)
    const move = actions.move
    return {
      routes: plan.routes
        .filter((r) => r.id_route !== id_route)
        .map((r) => ({ id_route: r.id_route, name: r.name })),
      ...(can.layOut && (can.assign || can.unassign)
        ? {
            onMoveTo: (to: number | null) =>
              (to === null ? can.unassign : can.assign) &&
              move([stop.id_stop], to),
          }
        : {}),
      ...(can.layOut && id_route !== null && index > 0
        ? { onMoveUp: () => move([stop.id_stop], id_route, index - 1) }
        : {}),
      ...(can.layOut && id_route !== null && index < list.length - 1
        ? { onMoveDown: () => move([stop.id_stop], id_route, index + 1) }
        : {}),
      ...(can.edit ? { onEdit: () => actions.edit(stop) } : {}),
      ...(can.relocate ? { onRelocate: () => actions.relocate(stop) } : {}),
      ...(can.deleteStop ? { onDelete: () => actions.remove(stop) } : {}),
    }
  })
}
