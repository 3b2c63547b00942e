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
import type { ReactNode, Ref } from "react"

import { formatTime } from "../../../lib/format.ts"
import type { Stop } from "../api/routes.ts"

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
 * address, arrival and window (or why it is on no route), a drag handle and its menu.
 */
export function StopRow({
  stop,
  color,
  selected,
  onToggle,
  menu,
  handle,
  reasons,
  className,
  style,
  rowRef,
}: {
  stop: Stop
  color: string
  selected: boolean
  onToggle?: () => void
  menu?: StopMenu
  /** The drag handle, when the row can be dragged. */
  handle?: ReactNode
  /** Why the stop is on no route, as text. */
  reasons?: string
  className?: string
  style?: React.CSSProperties
  rowRef?: Ref<HTMLLIElement>
}) {
  const { t, i18n } = useLingui()
  const label = stop.name || stop.address
  const time = (iso: string | null) =>
    iso ? formatTime(iso, i18n.locale) : "…"
  const window =
    stop.time_window_start || stop.time_window_end
      ? `${time(stop.time_window_start)}–${time(stop.time_window_end)}`
      : null
  return (
    <li
      ref={rowRef}
      style={style}
      data-stop={stop.id_stop}
      aria-label={label}
      className={cn(
        "flex h-14 items-center gap-2 border-b bg-card px-2 text-sm last:border-b-0",
        selected && "bg-accent",
        className
      )}
    >
      {handle}
      {onToggle && (
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={selected}
          onChange={onToggle}
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
        <span className="truncate font-medium">{label}</span>
        <span className="truncate text-xs text-muted-foreground">
          {reasons ??
            [
              stop.name ? stop.address : null,
              stop.eta ? t`arrives ${time(stop.eta)}` : null,
              window ? t`window ${window}` : null,
            ]
              .filter(Boolean)
              .join(" · ")}
        </span>
      </span>
      {menu && <StopMenuButton label={label} menu={menu} />}
    </li>
  )
}

function StopMenuButton({ label, menu }: { label: string; menu: StopMenu }) {
  const { t } = useLingui()
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton label={t`Actions for ${label}`} size="sm" variant="ghost">
          <MoreHorizontal />
        </IconButton>
      </DropdownMenuTrigger>
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
    </DropdownMenu>
  )
}
