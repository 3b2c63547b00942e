import { useDroppable } from "@dnd-kit/core"
import { useLingui } from "@lingui/react/macro"
import { IconButton } from "@ruta/ui/components/icon-button"
import { cn } from "@ruta/ui/lib/utils"
import {
  ChevronDown,
  ChevronRight,
  Settings2,
  Sparkles,
  Trash2,
} from "lucide-react"
import type { ReactNode } from "react"

import { formatDuration } from "../../../lib/format.ts"
import { useUnits } from "../../../lib/use-units.ts"
import type { RouteWithStops } from "../api/routes.ts"
import { listDropId } from "../drop-target.ts"
import { routeLoad, type Load } from "../route-load.ts"
import { OptimizationStateLabel } from "./optimization-state-label.tsx"

/**
 * A route in the workspace's side panel: colour, name (opens it), driver, car, depot, stops,
 * distance, time, load against the car's capacity and optimized state; its stops below when
 * expanded. Stops dragged onto the card go to the end of the route.
 */
export function RouteCard({
  route,
  color,
  expanded,
  onExpandedChange,
  selected,
  onSelectedChange,
  onOpen,
  onConfigure,
  onDelete,
  onOptimize,
  children,
}: {
  route: RouteWithStops
  color: string
  expanded: boolean
  onExpandedChange: (expanded: boolean) => void
  /** Chosen for "optimize selected". */
  selected: boolean
  onSelectedChange?: (selected: boolean) => void
  onOpen: () => void
  onConfigure?: () => void
  onDelete?: () => void
  onOptimize?: () => void
  /** The route's stops, shown when expanded. */
  children?: ReactNode
}) {
  const { t } = useLingui()
  const units = useUnits(route.id_subsidiary)
  const { setNodeRef, isOver } = useDroppable({
    id: listDropId(route.id_route),
  })
  const loads = routeLoad(route, route.stops)
  const figures = [
    t`${route.stops.length} stops`,
    route.distance !== null ? units.distance(route.distance) : null,
    route.duration !== null ? formatDuration(route.duration) : null,
  ].filter(Boolean)
  return (
    <li
      ref={setNodeRef}
      data-drop-id={listDropId(route.id_route)}
      aria-label={route.name}
      className={cn(
        "grid rounded-lg border bg-card",
        isOver && "ring-2 ring-primary"
      )}
    >
      <div className="grid gap-1 p-3">
        <div className="flex items-center gap-2">
          <IconButton
            label={
              expanded
                ? t`Hide the stops of ${route.name}`
                : t`Show the stops of ${route.name}`
            }
            size="sm"
            variant="ghost"
            aria-expanded={expanded}
            onClick={() => onExpandedChange(!expanded)}
          >
            {expanded ? <ChevronDown /> : <ChevronRight />}
          </IconButton>
          {onSelectedChange && (
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={selected}
              onChange={(event) => onSelectedChange(event.target.checked)}
              aria-label={t`Choose ${route.name} to optimize`}
            />
          )}
          <span
            aria-hidden
            className="size-3 shrink-0 rounded-full"
            style={{ background: color }}
          />
          <button
            type="button"
            onClick={onOpen}
            className="truncate font-medium underline-offset-4 hover:underline"
          >
            {route.name}
          </button>
          <span className="ml-auto shrink-0 text-xs text-muted-foreground">
            <OptimizationStateLabel state={route.optimization_state} />
          </span>
          {onOptimize && (
            <IconButton
              label={t`Optimize ${route.name}`}
              size="sm"
              variant="ghost"
              onClick={onOptimize}
            >
              <Sparkles />
            </IconButton>
          )}
          {onConfigure && (
            <IconButton
              label={t`Configure ${route.name}`}
              size="sm"
              variant="ghost"
              onClick={onConfigure}
            >
              <Settings2 />
            </IconButton>
          )}
          {onDelete && (
            <IconButton
              label={t`Delete ${route.name}`}
              size="sm"
              variant="ghost"
              onClick={onDelete}
            >
              <Trash2 />
            </IconButton>
          )}
        </div>
        <p className="text-sm text-muted-foreground">{figures.join(" · ")}</p>
        <p className="truncate text-xs text-muted-foreground">
          {[
            route.driver ?? t`No driver`,
            route.car ?? t`No car`,
            route.depot ? t`from ${route.depot.name}` : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
        {loads.length > 0 && (
          <div className="grid gap-1 pt-1">
            {loads.map((load) => (
              <LoadBar
                key={load.kind}
                load={load}
                unit={
                  load.kind === "weight"
                    ? units.weightUnit
                    : load.kind === "volume"
                      ? units.volumeUnit
                      : null
                }
              />
            ))}
          </div>
        )}
      </div>
      {expanded && <div className="border-t">{children}</div>}
    </li>
  )
}

/**
 * One amount's load against capacity, the capacity in its unit (none for pieces); over capacity
 * in the destructive colour.
 */
function LoadBar({ load, unit }: { load: Load; unit: string | null }) {
  const { t, i18n } = useLingui()
  const number = (n: number) =>
    new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 }).format(n)
  const used = number(load.used)
  const capacity =
    unit === null ? number(load.capacity) : `${number(load.capacity)} ${unit}`
  const name = {
    pieces: t`Pieces`,
    weight: t`Weight`,
    volume: t`Volume`,
  }[load.kind]
  const over = load.percent > 100
  const text = t`${name}: ${used} of ${capacity}`
  return (
    <div className="grid grid-cols-[4.5rem_1fr_auto] items-center gap-2 text-xs">
      <span className="text-muted-foreground">{name}</span>
      <div
        role="meter"
        aria-label={text}
        aria-valuemin={0}
        aria-valuemax={load.capacity}
        aria-valuenow={load.used}
        className="h-1.5 overflow-hidden rounded-full bg-muted"
      >
        <div
          className={cn(
            "h-full rounded-full",
            over ? "bg-destructive" : "bg-primary"
          )}
          style={{ width: `${Math.min(100, load.percent)}%` }}
        />
      </div>
      <span
        className={cn("tabular-nums", over && "font-medium text-destructive")}
      >
        {over ? t`${used} / ${capacity} over` : `${used} / ${capacity}`}
      </span>
    </div>
  )
}
