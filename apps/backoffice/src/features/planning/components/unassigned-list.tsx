import { useDroppable } from "@dnd-kit/core"
import { useLingui } from "@lingui/react/macro"
import { cn } from "@ruta/ui/lib/utils"

import type { Stop } from "../api/routes.ts"
import { listDropId } from "../drop-target.ts"
import { SortableStopList } from "./sortable-stop-list.tsx"
import type { StopMenu } from "./stop-row.tsx"

/** The grey of stops on no route. */
export const UNASSIGNED_COLOR = "#64748b"

/** What each reason the solver gives for leaving stops out says: for `count` stops, or for one. */
function useReasonText() {
  const { t } = useLingui()
  return {
    many: (reason: string, count: number) =>
      ({
        time_window: t`${count} outside their time window`,
        capacity: t`${count} over the cars' capacity`,
        skills: t`${count} needing a skill no car has`,
        max_hours: t`${count} beyond the routes' hours`,
        max_distance: t`${count} beyond the routes' distance`,
        no_room: t`${count} that did not fit in the routes`,
        pinned_vehicle: t`${count} pinned to a route that cannot serve them`,
        allowed_days: t`${count} for which no allowed day had room`,
      })[reason] ?? reason,
    one: (reason: string) =>
      ({
        time_window: t`outside its time window`,
        capacity: t`over the cars' capacity`,
        skills: t`needs a skill no car has`,
        max_hours: t`beyond the routes' hours`,
        max_distance: t`beyond the routes' distance`,
        no_room: t`did not fit in the routes`,
        pinned_vehicle: t`pinned to a route that cannot serve it`,
        allowed_days: t`no allowed day had room`,
      })[reason] ?? reason,
  }
}

/**
 * The stops on no route: how many and why the last optimization left them out, each stop with
 * its reasons; select them to assign, or drag them onto a route. Stops dragged here leave their
 * route.
 */
export function UnassignedList({
  stops,
  selected,
  onToggle,
  onSelectAll,
  menuOf,
}: {
  stops: readonly Stop[]
  selected: ReadonlySet<number>
  onToggle: (id_stop: number) => void
  /** Selects (or clears) every stop on no route. */
  onSelectAll: (select: boolean) => void
  menuOf?: (stop: Stop) => StopMenu
}) {
  const { t } = useLingui()
  const reasonText = useReasonText()
  const { setNodeRef, isOver } = useDroppable({ id: listDropId(null) })
  const counts = new Map<string, number>()
  for (const stop of stops)
    for (const reason of stop.unassigned_reasons)
      counts.set(reason, (counts.get(reason) ?? 0) + 1)
  const allSelected =
    stops.length > 0 && stops.every((s) => selected.has(s.id_stop))
  return (
    <section
      ref={setNodeRef}
      data-drop-id={listDropId(null)}
      aria-label={t`Stops on no route`}
      className={cn(
        "grid rounded-lg border border-dashed text-sm",
        isOver && "ring-2 ring-primary"
      )}
    >
      <div className="grid gap-1 p-3">
        <div className="flex items-center gap-2">
          {stops.length > 0 && (
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={allSelected}
              onChange={(event) => onSelectAll(event.target.checked)}
              aria-label={t`Select every stop on no route`}
            />
          )}
          <p className="font-medium">{t`${stops.length} stops on no route`}</p>
        </div>
        {[...counts].map(([reason, count]) => (
          <p key={reason} className="text-muted-foreground">
            {reasonText.many(reason, count)}
          </p>
        ))}
      </div>
      {stops.length > 0 && (
        <div className="border-t">
          <SortableStopList
            id_route={null}
            stops={stops}
            color={UNASSIGNED_COLOR}
            selected={selected}
            onToggle={onToggle}
            label={t`Stops on no route`}
            reasonsOf={(stop) =>
              [stop.address, ...stop.unassigned_reasons.map(reasonText.one)]
                .filter(Boolean)
                .join(" · ")
            }
            {...(menuOf ? { menuOf } : {})}
          />
        </div>
      )}
    </section>
  )
}
