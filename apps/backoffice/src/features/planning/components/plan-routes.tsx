import { Trans, useLingui } from "@lingui/react/macro"
import { IconButton } from "@ruta/ui/components/icon-button"
import { Settings2, Trash2 } from "lucide-react"

import { formatDuration, formatKilometres } from "../../../lib/format.ts"
import type { Optimization } from "../api/optimizations.ts"
import { OptimizationStateLabel } from "./optimization-state-label.tsx"

/** Ten route colours (spec section 9), the new route's first. */
export const ROUTE_COLORS = [
  "#2563eb",
  "#dc2626",
  "#16a34a",
  "#9333ea",
  "#ea580c",
  "#0891b2",
  "#c026d3",
  "#65a30d",
  "#b45309",
  "#475569",
]

/** The colour of the route at `index` of an optimization's routes. */
export const routeColor = (index: number) =>
  ROUTE_COLORS[index % ROUTE_COLORS.length]!

/**
 * An optimization's routes (colour, stops, distance, time, state; its name opens it) and its
 * stops on no route, with why the last optimization could not place them.
 */
export function PlanRoutes({
  plan,
  onOpenRoute,
  onConfigure,
  onDelete,
}: {
  plan: Optimization
  onOpenRoute: (id_route: number) => void
  /** Shown when the planner may configure routes. */
  onConfigure?: (route: Optimization["routes"][number]) => void
  /** Shown when the planner may delete routes. */
  onDelete?: (route: Optimization["routes"][number]) => void
}) {
  const { t, i18n } = useLingui()
  const reasons = new Map<string, number>()
  for (const stop of plan.stops)
    for (const reason of stop.unassigned_reasons)
      reasons.set(reason, (reasons.get(reason) ?? 0) + 1)
  return (
    <div className="grid content-start gap-3">
      <ul className="grid gap-2" aria-label={t`Routes of ${plan.name}`}>
        {plan.routes.map((route, index) => (
          <li
            key={route.id_route}
            className="grid gap-1 rounded-lg border bg-card p-3"
          >
            <div className="flex items-center gap-2">
              <span
                aria-hidden
                className="size-3 rounded-full"
                style={{ background: routeColor(index) }}
              />
              <button
                type="button"
                onClick={() => onOpenRoute(route.id_route)}
                className="font-medium underline-offset-4 hover:underline"
              >
                {route.name}
              </button>
              <span className="ml-auto text-xs text-muted-foreground">
                <OptimizationStateLabel state={route.optimization_state} />
              </span>
              {onConfigure && (
                <IconButton
                  label={t`Configure ${route.name}`}
                  size="sm"
                  variant="ghost"
                  onClick={() => onConfigure(route)}
                >
                  <Settings2 />
                </IconButton>
              )}
              {onDelete && (
                <IconButton
                  label={t`Delete ${route.name}`}
                  size="sm"
                  variant="ghost"
                  onClick={() => onDelete(route)}
                >
                  <Trash2 />
                </IconButton>
              )}
            </div>
            <p className="text-sm text-muted-foreground">
              {t`${route.stops.length} stops`}
              {route.distance !== null &&
                ` · ${formatKilometres(route.distance, i18n.locale)}`}
              {route.duration !== null &&
                ` · ${formatDuration(route.duration)}`}
            </p>
          </li>
        ))}
      </ul>
      {plan.routes.length === 0 && (
        <p className="text-sm text-muted-foreground">
          <Trans>No routes yet: add one to start planning.</Trans>
        </p>
      )}
      <div className="rounded-lg border border-dashed p-3 text-sm">
        <p className="font-medium">{t`${plan.stops.length} stops on no route`}</p>
        {[...reasons].map(([reason, count]) => (
          <p key={reason} className="text-muted-foreground">
            {reason === "time_window" && t`${count} outside their time window`}
            {reason === "capacity" && t`${count} over the cars' capacity`}
            {reason === "skills" && t`${count} needing a skill no car has`}
            {reason === "max_hours" && t`${count} beyond the routes' hours`}
            {reason === "max_distance" &&
              t`${count} beyond the routes' distance`}
            {reason === "no_room" && t`${count} that did not fit in the routes`}
            {reason === "pinned_vehicle" &&
              t`${count} pinned to a route that cannot serve them`}
          </p>
        ))}
      </div>
    </div>
  )
}
