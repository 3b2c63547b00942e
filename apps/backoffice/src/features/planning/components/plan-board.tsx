import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core"
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable"
import { useLingui } from "@lingui/react/macro"
import { useState, type ReactNode } from "react"

import type { Optimization } from "../api/optimizations.ts"
import type { Stop } from "../api/routes.ts"
import { stopDragId } from "./sortable-stop-list.tsx"
import { StopRow } from "./stop-row.tsx"

/** Where a drop lands: a route (or none) and the place in it (its end when undefined). */
export interface DropTarget {
  id_route: number | null
  index?: number
}

const stopIdOf = (dragId: string | number) => {
  const match = /^stop:(\d+)$/.exec(String(dragId))
  return match ? Number(match[1]) : null
}

/** Answers where a dragged stop was dropped: onto a stop (its place), a route card or the unassigned list. */
export function dropTarget(
  plan: Pick<Optimization, "routes" | "stops">,
  overId: string | number
): DropTarget | null {
  const id = String(overId)
  if (id === "unassigned") return { id_route: null }
  const route = /^route:(\d+)$/.exec(id)
  if (route) return { id_route: Number(route[1]) }
  const overStop = stopIdOf(id)
  if (overStop === null) return null
  for (const r of plan.routes) {
    const index = r.stops.findIndex((s) => s.id_stop === overStop)
    if (index >= 0) return { id_route: r.id_route, index }
  }
  return { id_route: null }
}

/**
 * Drag and drop over an optimization's routes and its stops on no route. A stop is dragged by its
 * handle, with the mouse, touch or the keyboard (Space picks it up, the arrows move it, Space drops
 * it, Escape cancels); the selected stops move together when one of them is dragged.
 */
export function PlanBoard({
  plan,
  selected,
  colorOf,
  onMove,
  children,
}: {
  plan: Pick<Optimization, "routes" | "stops">
  selected: ReadonlySet<number>
  colorOf: (id_route: number | null) => string
  onMove: (ids: number[], target: DropTarget) => void
  children: ReactNode
}) {
  const { t } = useLingui()
  const [dragging, setDragging] = useState<Stop | null>(null)
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates })
  )
  const all = [...plan.routes.flatMap((r) => r.stops), ...plan.stops]
  const stopOf = (dragId: string | number) => {
    const id = stopIdOf(dragId)
    return all.find((s) => s.id_stop === id) ?? null
  }
  const nameOf = (dragId: string | number) => {
    const stop = stopOf(dragId)
    return stop ? stop.name || stop.address : ""
  }
  const placeOf = (overId: string | number) => {
    const target = dropTarget(plan, overId)
    if (!target) return ""
    const route = plan.routes.find((r) => r.id_route === target.id_route)
    if (!route) return t`no route`
    return target.index === undefined
      ? route.name
      : t`${route.name}, place ${target.index + 1}`
  }
  const announcements: Announcements = {
    onDragStart: ({ active }) => t`Picked up ${nameOf(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over
        ? t`${nameOf(active.id)} is over ${placeOf(over.id)}.`
        : t`${nameOf(active.id)} is over no list.`,
    onDragEnd: ({ active, over }) =>
      over
        ? t`${nameOf(active.id)} was dropped on ${placeOf(over.id)}.`
        : t`${nameOf(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => t`Moving ${nameOf(active.id)} was cancelled.`,
  }
  const moving = (stop: Stop) =>
    selected.has(stop.id_stop)
      ? all.filter((s) => selected.has(s.id_stop)).map((s) => s.id_stop)
      : [stop.id_stop]

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null)
    const stop = stopOf(active.id)
    if (!stop || !over || over.id === stopDragId(stop.id_stop)) return
    const target = dropTarget(plan, over.id)
    if (target) onMove(moving(stop), target)
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: t`To pick up a stop, press Space or Enter. Move it with the arrow keys, within its route or to another, and press Space or Enter again to drop it, or Escape to cancel.`,
        },
      }}
      onDragStart={({ active }: DragStartEvent) =>
        setDragging(stopOf(active.id))
      }
      onDragCancel={() => setDragging(null)}
      onDragEnd={onDragEnd}
    >
      {children}
      <DragOverlay>
        {dragging && (
          <ul className="rounded-md border shadow-lg">
            <StopRow
              stop={dragging}
              color={colorOf(dragging.id_route)}
              selected={false}
              reasons={
                moving(dragging).length > 1
                  ? t`and ${moving(dragging).length - 1} more selected`
                  : dragging.address
              }
            />
          </ul>
        )}
      </DragOverlay>
    </DndContext>
  )
}
