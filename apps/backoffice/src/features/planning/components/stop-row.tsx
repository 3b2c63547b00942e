import { useLingui } from "@lingui/react/macro"
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@ruta/ui/components/dropdown-menu"
import { IconButton } from "@ruta/ui/components/icon-button"
import { cn } from "@ruta/ui/lib/utils"
import {
  ArrowDown,
  ArrowUp,
  CornerDownRight,
  MapPin,
  MoreHorizontal,
  Pencil,
  Trash2,
  Undo2,
} from "lucide-react"
import { memo, useState, type ReactNode, type Ref } from "react"

import { useSiteClock } from "../../../lib/use-site-clock.ts"
import { StopPredictedLate } from "../../live-map/components/stop-predicted-late.tsx"
import { useLiveEta } from "../../live-map/predicted-lateness.ts"
import type { Stop } from "../api/routes.ts"
import { stopDragId } from "../drop-target.ts"
import { lateMinutes } from "../route-timeline.ts"
import { LateFlag } from "./late-flag.tsx"

/** What can be done to a stop from its menu: the keyboard's way to do every drag. */
export interface StopMenu {
  /** The routes it may move to (its own left out). */
  routes: { id_route: number; name: string }[]
  onMoveTo?: (id_route: number | null) => void
  onMoveUp?: () => void
  onMoveDown?: () => void
  onEdit?: () => void
  onRelocate?: () => void
  onDelete?: () => void
}

/**
 * One stop in a route's list or the unassigned list: its number in the route's colour, name,
 * address, arrival and window (or why it is on no route), a drag handle and its menu. Its body
 * is memoized: with stable callbacks, a change elsewhere in the plan leaves the row alone.
 */
export function StopRow({
  handle,
  className,
  style,
  rowRef,
  ...body
}: StopRowBodyProps & {
  /** The drag handle, when the row can be dragged. */
  handle?: ReactNode
  className?: string
  style?: React.CSSProperties
  rowRef?: Ref<HTMLLIElement>
}) {
  const label = body.stop.name || body.stop.address
  return (
    <li
      ref={rowRef}
      style={style}
      data-stop={body.stop.id_stop}
      data-drop-id={stopDragId(body.stop.id_stop)}
      aria-label={label}
      className={cn(
        "flex h-14 items-center gap-2 border-b bg-card px-2 text-sm last:border-b-0",
        body.selected && "bg-accent",
        className
      )}
    >
      {handle}
      <StopRowBody {...body} />
    </li>
  )
}

interface StopRowBodyProps {
  stop: Stop
  color: string
  selected: boolean
  onToggle?: (id_stop: number) => void
  /** The stop's menu, asked for when it opens. */
  menu?: (stop: Stop) => StopMenu
  /** Why the stop is on no route, as text. */
  reasons?: string
}

const StopRowBody = memo(function StopRowBody({
  stop,
  color,
  selected,
  onToggle,
  menu,
  reasons,
}: StopRowBodyProps) {
  const { t } = useLingui()
  const clock = useSiteClock(stop.id_subsidiary)
  const label = stop.name || stop.address
  const time = (iso: string | null) => (iso ? clock.time(iso) : "…")
  // On the road, the live ETA, the planned time beside it when it moved.
  const live = useLiveEta(stop.id_stop)
  const shown = stop.completed === null && live ? time(live) : time(stop.eta)
  const arrives = !stop.eta
    ? null
    : shown === time(stop.eta)
      ? t`arrives ${shown}`
      : t`arrives ${shown} (planned ${time(stop.eta)})`
  const window =
    stop.time_window_start || stop.time_window_end
      ? `${time(stop.time_window_start)}–${time(stop.time_window_end)}${clock.note ? ` ${clock.note}` : ""}`
      : null
  return (
    <>
      {onToggle && (
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={selected}
          onChange={() => onToggle(stop.id_stop)}
          aria-label={t`Select ${label}`}
        />
      )}
      <span
        aria-hidden
        className="grid size-6 shrink-0 place-items-center rounded-full text-xs font-semibold text-white"
        style={{ background: color }}
      >
        {stop.order ?? "·"}
      </span>
      <span className="grid min-w-0 flex-1">
        <span className="flex min-w-0 items-baseline gap-2">
          <span className="truncate font-medium">{label}</span>
          {/* On the road: the driver's latest position predicts it after its window. */}
          <StopPredictedLate stop={stop} className="shrink-0 text-xs" />
        </span>
        <span className="truncate text-xs text-muted-foreground">
          {reasons ?? (
            <>
              {[
                stop.name ? stop.address : null,
                arrives,
                window ? t`window ${window}` : null,
              ]
                .filter(Boolean)
                .join(" · ")}
              {lateMinutes(stop) !== null && " · "}
              <LateFlag stop={stop} />
            </>
          )}
        </span>
      </span>
      {menu && <StopMenuButton label={label} menu={() => menu(stop)} />}
    </>
  )
})

/** The row's menu button; the menu's items are worked out only when it opens. */
function StopMenuButton({
  label,
  menu: menuOf,
}: {
  label: string
  menu: () => StopMenu
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  return (
    <DropdownMenu open={open} onOpenChange={setOpen}>
      <DropdownMenuTrigger asChild>
        <IconButton label={t`Actions for ${label}`} size="sm" variant="ghost">
          <MoreHorizontal />
        </IconButton>
      </DropdownMenuTrigger>
      {open && <StopMenuItems menu={menuOf()} />}
    </DropdownMenu>
  )
}

function StopMenuItems({ menu }: { menu: StopMenu }) {
  const { t } = useLingui()
  return (
    <DropdownMenuContent align="end" className="max-h-80 overflow-y-auto">
      {menu.onMoveUp && (
        <DropdownMenuItem onSelect={menu.onMoveUp}>
          <ArrowUp /> {t`Move up`}
        </DropdownMenuItem>
      )}
      {menu.onMoveDown && (
        <DropdownMenuItem onSelect={menu.onMoveDown}>
          <ArrowDown /> {t`Move down`}
        </DropdownMenuItem>
      )}
      {menu.onMoveTo && menu.routes.length > 0 && (
        <>
          <DropdownMenuLabel className="text-xs text-muted-foreground">
            {t`Move to`}
          </DropdownMenuLabel>
          {menu.routes.map((route) => (
            <DropdownMenuItem
              key={route.id_route}
              onSelect={() => menu.onMoveTo?.(route.id_route)}
            >
              <CornerDownRight /> {route.name}
            </DropdownMenuItem>
          ))}
        </>
      )}
      {menu.onMoveTo && (
        <DropdownMenuItem onSelect={() => menu.onMoveTo?.(null)}>
          <Undo2 /> {t`Send to no route`}
        </DropdownMenuItem>
      )}
      {(menu.onEdit || menu.onRelocate || menu.onDelete) && (
        <DropdownMenuSeparator />
      )}
      {menu.onEdit && (
        <DropdownMenuItem onSelect={menu.onEdit}>
          <Pencil /> {t`Edit stop`}
        </DropdownMenuItem>
      )}
      {menu.onRelocate && (
        <DropdownMenuItem onSelect={menu.onRelocate}>
          <MapPin /> {t`Relocate on the map`}
        </DropdownMenuItem>
      )}
      {menu.onDelete && (
        <DropdownMenuItem variant="destructive" onSelect={menu.onDelete}>
          <Trash2 /> {t`Delete stop`}
        </DropdownMenuItem>
      )}
    </DropdownMenuContent>
  )
}
