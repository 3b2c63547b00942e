import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"

import { cn } from "../lib/utils"

const statusBadgeVariants = cva(
  "inline-flex w-fit shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap",
  {
    variants: {
      status: {
        pending: "bg-status-pending/12 text-status-pending-foreground",
        "on-route": "bg-status-on-route/12 text-status-on-route-foreground",
        completed: "bg-status-completed/12 text-status-completed-foreground",
        failed: "bg-destructive/6 text-destructive",
      },
    },
    defaultVariants: { status: "pending" },
  }
)

const dotByStatus = {
  pending: "bg-status-pending",
  "on-route": "bg-status-on-route motion-safe:animate-pulse",
  completed: "bg-status-completed",
  failed: "bg-destructive",
} as const

function StatusBadge({
  className,
  status,
  children,
  ...props
}: React.ComponentProps<"span"> & VariantProps<typeof statusBadgeVariants>) {
  return (
    <span
      data-slot="status-badge"
      data-status={status ?? "pending"}
      className={cn(statusBadgeVariants({ status, className }))}
      {...props}
    >
      <span
        aria-hidden="true"
        className={cn(
          "size-1.5 rounded-full",
          dotByStatus[status ?? "pending"]
        )}
      />
      {children}
    </span>
  )
}

export { StatusBadge, statusBadgeVariants }
