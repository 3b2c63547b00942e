import type { QueryKey } from "@tanstack/react-query"

import type { components } from "@ruta/api-client/schema"

import { dashboardKey } from "../dashboard/api/dashboard.ts"
import { optimizationsKey } from "../planning/api/optimizations.ts"
import { routesKey } from "../planning/api/routes.ts"

/** A change the server pushed: its kind, client, site and the ids that changed. */
export type LiveChange = components["schemas"]["LiveEvent"]

/** One event of the stream: `ready` and `reset` say where the stream stands, others are changes. */
export interface StreamEvent {
  id: number
  event: string
  data: string
}

/**
 * Reads the complete events of a Server-Sent Events text (`id:`, `event:` and `data:` lines),
 * and what is left over (an event not finished yet). Comments (`: keep-alive`) are skipped.
 */
export function readStreamEvents(text: string): {
  events: StreamEvent[]
  rest: string
} {
  const parts = text.split("\n\n")
  const rest = parts.pop() ?? ""
  const events = parts.flatMap((part) => {
    const fields = new Map<string, string>()
    for (const line of part.split("\n")) {
      const colon = line.indexOf(": ")
      if (colon > 0) fields.set(line.slice(0, colon), line.slice(colon + 2))
    }
    const id = Number(fields.get("id"))
    const data = fields.get("data")
    return Number.isSafeInteger(id) && data !== undefined
      ? [{ id, event: fields.get("event") ?? "message", data }]
      : []
  })
  return { events, rest }
}

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
