import {
  useSortable,
  SortableContext,
  verticalListSortingStrategy,
} from "@dnd-kit/sortable"
import { CSS } from "@dnd-kit/utilities"
import { useLingui } from "@lingui/react/macro"
import { useVirtualizer } from "@tanstack/react-virtual"
import { GripVertical } from "lucide-react"
import { useRef } from "react"

import type { Stop } from "../api/routes.ts"
import { listDropId, stopDragId } from "../drop-target.ts"
import { StopRow, type StopMenu } from "./stop-row.tsx"

/** Row height of a stop, fixed so long lists are virtualized exactly. */
const ROW_PX = 56
/** The list scrolls past this many rows. */
const VISIBLE_ROWS = 8

/**
 * A route's (or the unassigned) stops as a sortable list: drag a stop by its handle (or with the
 * keyboard: Space, the arrows, Space) within it or to another list. Only the rows in view are
 * rendered, so a list of thousands stays fast.
 */
export function SortableStopList({
  id_route,
  stops,
  color,
  selected,
  onToggle,
  menuOf,
  reasonsOf,
  label,
}: {
  id_route: number | null
  stops: readonly Stop[]
  color: string
  selected: ReadonlySet<number>
  /** Stable across renders, so rows that did not change are not drawn again. */
  onToggle?: (id_stop: number) => void
  /** The stop's menu, asked for when it opens; stable across renders. */
  menuOf?: (stop: Stop) => StopMenu
  reasonsOf?: (stop: Stop) => string
  label: string
}) {
  const scroller = useRef<HTMLDivElement>(null)
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: stops.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_PX,
    overscan: 3,
    initialRect: { width: 320, height: ROW_PX * VISIBLE_ROWS },
  })
  return (
    <SortableContext
      id={listDropId(id_route)}
      items={stops.map((s) => stopDragId(s.id_stop))}
      strategy={verticalListSortingStrategy}
    >
      <div
        ref={scroller}
        className="overflow-y-auto"
        style={{ maxHeight: ROW_PX * VISIBLE_ROWS }}
      >
        <ul
          aria-label={label}
          className="relative"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualizer.getVirtualItems().map((row) => {
            const stop = stops[row.index]!
            return (
              <SortableStopRow
                key={stop.id_stop}
                stop={stop}
                top={row.start}
                color={color}
                selected={selected.has(stop.id_stop)}
                {...(onToggle ? { onToggle } : {})}
                {...(menuOf ? { menu: menuOf } : {})}
                {...(reasonsOf ? { reasons: reasonsOf(stop) } : {})}
              />
            )
          })}
        </ul>
      </div>
    </SortableContext>
  )
}

function SortableStopRow({
  stop,
  top,
  ...row
}: Omit<Parameters<typeof StopRow>[0], "handle" | "style" | "rowRef"> & {
  top: number
}) {
  const { t } = useLingui()
  const {
    setNodeRef,
    setActivatorNodeRef,
    attributes,
    listeners,
    isDragging,
    transform,
    transition,
  } = useSortable({ id: stopDragId(stop.id_stop) })
  return (
    <StopRow
      {...row}
      stop={stop}
      rowRef={setNodeRef}
      handle={
        <button
          type="button"
          ref={setActivatorNodeRef}
          {...attributes}
          {...listeners}
          aria-label={t`Drag ${stop.name || stop.address}`}
          className="cursor-grab touch-none rounded p-0.5 text-muted-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
        >
          <GripVertical className="size-4" />
        </button>
      }
      className={isDragging ? "opacity-40" : undefined}
      style={{
        position: "absolute",
        left: 0,
        right: 0,
        top,
        transform: CSS.Translate.toString(transform),
        transition,
      }}
    />
  )
}
