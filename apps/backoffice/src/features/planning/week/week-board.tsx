import { useLingui } from "@lingui/react/macro"
import { useState } from "react"

import type { Optimization } from "../api/optimizations.ts"
import type { Route as PlannedRoute, Stop } from "../api/routes.ts"
import { PlanBoard } from "../components/plan-board.tsx"
import {
  PlanUnassignedList,
  RouteStopsCard,
} from "../components/plan-lists.tsx"
import type { StopMenu } from "../components/stop-row.tsx"
import type { DropTarget } from "../drop-target.ts"
import { toggle } from "../workspace/toggle-set.ts"
import { useDayLabels } from "./day-label.ts"
import type { Week } from "./plan-days.ts"

type Plan = Pick<Optimization, "name" | "routes" | "stops">

/**
 * The week view of a multi-day plan (issue 45): its days as columns, its drivers as lanes, each
 * cell the driver's route that day with its stops (load against capacity, late stops), and the
 * stops on no route below. Stops are dragged between days and routes as in the day view, with the
 * mouse, touch or the keyboard.
 */
export function WeekBoard({
  plan,
  week,
  colorOf,
  selected,
  onToggleStop,
  onSelectStops,
  menuOf,
  onOpenRoute,
  onMove,
}: {
  plan: Plan
  week: Week
  colorOf: (id_route: number | null) => string
  selected: ReadonlySet<number>
  onToggleStop: (id_stop: number) => void
  /** Selects these stops instead of the current selection. */
  onSelectStops: (ids: number[]) => void
  menuOf: (stop: Stop) => StopMenu
  onOpenRoute: (route: PlannedRoute) => void
  onMove: (ids: number[], target: DropTarget) => void
}) {
  const { t } = useLingui()
  const lists = { colorOf, selected, onToggleStop, menuOf }
  const labels = useDayLabels()
  const [folded, setFolded] = useState<ReadonlySet<number>>(new Set())
  const cell = (routes: readonly Plan["routes"][number][]) => (
    <ul className="grid gap-2">
      {routes.map((route) => (
        <RouteStopsCard
          key={route.id_route}
          route={route}
          lists={lists}
          expanded={!folded.has(route.id_route)}
          onExpandedChange={() =>
            setFolded((set) => toggle(set, route.id_route))
          }
          onOpen={() => onOpenRoute(route)}
        />
      ))}
    </ul>
  )
  return (
    <PlanBoard
      plan={plan}
      selected={selected}
      colorOf={colorOf}
      onMove={onMove}
    >
      <div className="grid gap-3">
        <div className="overflow-x-auto rounded-lg border">
          <table className="w-full border-collapse text-sm">
            <caption className="sr-only">{t`Week of ${plan.name}`}</caption>
            <thead>
              <tr>
                <th scope="col" className="w-32 p-2 text-left font-medium">
                  {t`Driver`}
                </th>
                {week.days.map((day) => (
                  <th
                    key={day}
                    scope="col"
                    className="min-w-72 border-l p-2 text-left font-medium"
                  >
                    {labels.day(day)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {week.lanes.map((lane) => (
                <tr key={lane.key} className="border-t align-top">
                  <th scope="row" className="p-2 text-left font-medium">
                    {lane.label}
                  </th>
                  {week.days.map((day) => {
                    const routes = lane.cells.get(day) ?? []
                    return (
                      <td key={day} className="border-l p-2">
                        {routes.length > 0 ? (
                          cell(routes)
                        ) : (
                          <p className="text-muted-foreground">{t`No route`}</p>
                        )}
                      </td>
                    )
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {week.undated.length > 0 && (
          <section aria-label={t`Routes without a day`} className="grid gap-2">
            <h3 className="text-sm font-medium">{t`Routes without a day`}</h3>
            {cell(week.undated)}
          </section>
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
