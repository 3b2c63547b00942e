import { Trans, useLingui } from "@lingui/react/macro"

import type { Optimization } from "../api/optimizations.ts"
import type { Route as PlannedRoute, Stop } from "../api/routes.ts"
import type { DropTarget } from "../drop-target.ts"
import { PlanBoard } from "../components/plan-board.tsx"
import {
  PlanUnassignedList,
  RouteStopsCard,
} from "../components/plan-lists.tsx"
import type { StopMenu } from "../components/stop-row.tsx"

/** What a route card lets the user do; an action left out is not offered. */
export interface RouteCardActions {
  open: (route: PlannedRoute) => void
  /** Choose it (or not) for "optimize the chosen routes". */
  choose?: (route: PlannedRoute) => void
  optimize?: (route: PlannedRoute) => void
  configure?: (route: PlannedRoute) => void
  remove?: (route: PlannedRoute) => void
}

/**
 * The workspace's side panel: the route cards, each with its stops (folded or not), then the
 * stops on no route; stops are dragged between them (PlanBoard).
 */
export function WorkspacePanel({
  plan,
  colorOf,
  selected,
  folded,
  chosen,
  onFold,
  routeActions,
  onToggleStop,
  onSelectStops,
  menuOf,
  onMove,
}: {
  plan: Pick<Optimization, "name" | "routes" | "stops">
  colorOf: (id_route: number | null) => string
  selected: ReadonlySet<number>
  /** Routes whose stops are hidden. */
  folded: ReadonlySet<number>
  /** Routes chosen for "optimize the chosen routes". */
  chosen: ReadonlySet<number>
  onFold: (id_route: number) => void
  routeActions: RouteCardActions
  onToggleStop: (id_stop: number) => void
  /** Selects these stops instead of the current selection. */
  onSelectStops: (ids: number[]) => void
  menuOf: (stop: Stop) => StopMenu
  onMove: (ids: number[], target: DropTarget) => void
}) {
  const { t } = useLingui()
  const lists = { colorOf, selected, onToggleStop, menuOf }
  const { choose, optimize, configure, remove } = routeActions
  return (
    <PlanBoard
      plan={plan}
      selected={selected}
      colorOf={colorOf}
      onMove={onMove}
    >
      <div className="grid content-start gap-3">
        <ul className="grid gap-2" aria-label={t`Routes of ${plan.name}`}>
          {plan.routes.map((route) => (
            <RouteStopsCard
              key={route.id_route}
              route={route}
              lists={lists}
              expanded={!folded.has(route.id_route)}
              onExpandedChange={() => onFold(route.id_route)}
              chosen={chosen.has(route.id_route)}
              {...(choose ? { onSelectedChange: () => choose(route) } : {})}
              {...(optimize ? { onOptimize: () => optimize(route) } : {})}
              onOpen={() => routeActions.open(route)}
              {...(configure ? { onConfigure: () => configure(route) } : {})}
              {...(remove ? { onDelete: () => remove(route) } : {})}
            />
          ))}
        </ul>
        {plan.routes.length === 0 && (
          <p className="text-sm text-muted-foreground">
            <Trans>No routes yet: add one to start planning.</Trans>
          </p>
        )}
        <PlanUnassignedList
          stops={plan.stops}
          lists={lists}
          onSelectStops={onSelectStops}
        />
      </div>
    </PlanBoard>
  )
}
