import { useLingui } from "@lingui/react/macro"
import type { ComponentProps } from "react"

import type { Stop } from "../api/routes.ts"
import { RouteCard } from "./route-card.tsx"
import { SortableStopList } from "./sortable-stop-list.tsx"
import type { StopMenu } from "./stop-row.tsx"
import { UnassignedList } from "./unassigned-list.tsx"

/** What the stop lists of a plan board share: the colours, the selection and each stop's menu. */
export interface StopListProps {
  colorOf: (id_route: number | null) => string
  selected: ReadonlySet<number>
  onToggleStop: (id_stop: number) => void
  menuOf: (stop: Stop) => StopMenu
}

/** A route's card with its stops as a sortable list (the day view's side panel, the week's cells). */
export function RouteStopsCard({
  lists: { colorOf, selected, onToggleStop, menuOf },
  chosen = false,
  ...card
}: { lists: StopListProps } & Omit<
  ComponentProps<typeof RouteCard>,
  "color" | "children" | "selected"
> & {
    /** Chosen for "optimize the chosen routes". */
    chosen?: boolean
  }) {
  const { t } = useLingui()
  const { route } = card
  return (
    <RouteCard {...card} selected={chosen} color={colorOf(route.id_route)}>
      <SortableStopList
        id_route={route.id_route}
        stops={route.stops}
        color={colorOf(route.id_route)}
        selected={selected}
        onToggle={onToggleStop}
        menuOf={menuOf}
        label={t`Stops of ${route.name}`}
      />
    </RouteCard>
  )
}

/** The stops on no route of a plan board, all selected (or cleared) at once. */
export function PlanUnassignedList({
  stops,
  lists: { selected, onToggleStop, menuOf },
  onSelectStops,
}: {
  lists: StopListProps
  stops: readonly Stop[]
  /** Selects these stops instead of the current selection. */
  onSelectStops: (ids: number[]) => void
}) {
  return (
    <UnassignedList
      stops={stops}
      selected={selected}
      onToggle={onToggleStop}
      onSelectAll={(all) =>
        onSelectStops(all ? stops.map((s) => s.id_stop) : [])
      }
      menuOf={menuOf}
    />
  )
}
