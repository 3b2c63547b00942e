import type * as React from "react"
import { MoreHorizontalIcon } from "lucide-react"

import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "./dropdown-menu"
import { IconButton } from "./icon-button"

type DataTableRowAction = {
  id: string
  label: React.ReactNode
  icon?: React.ReactNode
  destructive?: boolean
  disabled?: boolean
  onSelect: () => void
}

/** A row's "…" menu; nothing when the row has no actions. */
function RowActionsMenu({
  label,
  actions,
}: {
  label: string
  actions: DataTableRowAction[]
}) {
  if (actions.length === 0) return null
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <IconButton size="sm" label={label}>
          <MoreHorizontalIcon />
        </IconButton>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        {actions.map((action) => (
          <DropdownMenuItem
            key={action.id}
            variant={action.destructive ? "destructive" : "default"}
            disabled={action.disabled}
            onSelect={action.onSelect}
          >
            {action.icon}
            {action.label}
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}

export { RowActionsMenu, type DataTableRowAction }
