import type { QueryKey } from "@tanstack/react-query"

import type { StreamEvent } from "@ruta/api-client/event-stream"
import type { components } from "@ruta/api-client/schema"

import { dashboardKey } from "../dashboard/api/dashboard.ts"
import { optimizationsKey } from "../planning/api/optimizations.ts"
import { routesKey } from "../planning/api/routes.ts"

/** A change the server pushed: its kind, client, site and the ids that changed. */
export type LiveChange = components["schemas"]["LiveEvent"]

/** One event of the stream: `ready` and `reset` say where the stream stands, others are changes. */
export type { StreamEvent }

const FINAL_RUN = ["done", "failed", "cancelled"]

/**
 * The queries a change makes stale, by TanStack Query key prefix: the lists and pages that show
 * the rows it names. `reset` (events missed) makes every live screen's data stale.
 */
export function staleQueries(
  event: string,
  change: LiveChange | null
): QueryKey[] {
  if (event === "reset") return [routesKey, optimizationsKey, dashboardKey]
  if (!change) return []
  const { id_optimization, id_route, status } = change.ids
  const optimization = [...optimizationsKey, "one", id_optimization]
  switch (change.kind) {
    case "optimization":
      return [optimizationsKey]
    case "route":
    case "stop":
      return [
        [...routesKey, "list"],
        ...(id_route === null || id_route === undefined
          ? []
          : [[...routesKey, "one", id_route]]),
        optimization,
        [...optimizationsKey, "list"],
        dashboardKey,
      ]
    case "run":
      // Progress is followed by the run's own stream; its end changes the plan.
      return typeof status === "string" && FINAL_RUN.includes(status)
        ? [optimization]
        : []
    default:
      return []
  }
}
