import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCenter,
  useSensor,
  useSensors,
  type Announcements,
  type CollisionDetection,
  type DragEndEvent,
  type DragStartEvent,
} from "@dnd-kit/core"
import { sortableKeyboardCoordinates } from "@dnd-kit/sortable"
import { useLingui } from "@lingui/react/macro"
import { useState, type ReactNode } from "react"

import type { Optimization } from "../api/optimizations.ts"
import {
  dropTarget,
  stopDragId,
  stopIdOf,
  type DropTarget,
} from "../drop-target.ts"
import type { Stop } from "../api/routes.ts"
import { planStops } from "../plan-layout.ts"
import { StopRow } from "./stop-row.tsx"

/**
 * With a pointer, the drop target is what is drawn under it: a stop's row, a route card or the
 * unassigned list, never a row a scrolling list keeps rendered but clipped out of view; by
 * keyboard (no pointer), the nearest.
 */
const drawnUnderPointer: CollisionDetection = (args) => {
  const point = args.pointerCoordinates
  if (point) {
    const ids = new Set(args.droppableContainers.map((c) => String(c.id)))
    for (const element of document.elementsFromPoint(point.x, point.y)) {
      const id = element.closest("[data-drop-id]")?.getAttribute("data-drop-id")
      if (id && ids.has(id)) return [{ id }]
    }
  }
  return closestCenter(args)
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
  const all = planStops(plan)
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
    // Over its own place (as a drag starts) says nothing, so "picked up" is heard.
    onDragOver: ({ active, over }) =>
      over?.id === active.id
        ? undefined
        : over
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
      collisionDetection={drawnUnderPointer}
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
          <ul className="pointer-events-none rounded-md border shadow-lg">
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
