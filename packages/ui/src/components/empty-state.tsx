import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"

import { cn } from "../lib/utils"

const emptyStateVariants = cva(
  "flex flex-col items-center justify-center gap-3 text-center",
  {
    variants: {
      size: {
        sm: "px-4 py-8",
        default: "px-6 py-12",
        lg: "min-h-[60vh] px-6 py-16",
      },
    },
    defaultVariants: { size: "default" },
  }
)

function EmptyState({
  className,
  size,
  icon,
  title,
  description,
  action,
  ...props
}: Omit<React.ComponentProps<"div">, "title"> &
  VariantProps<typeof emptyStateVariants> & {
    icon?: React.ReactNode
    title: React.ReactNode
    description?: React.ReactNode
    action?: React.ReactNode
  }) {
  return (
    <div
      data-slot="empty-state"
      className={cn(emptyStateVariants({ size, className }))}
      {...props}
    >
      {icon && (
        <span className="mb-1 flex size-14 items-center justify-center rounded-2xl bg-primary/8 text-primary [&_svg:not([class*='size-'])]:size-7">
          {icon}
        </span>
      )}
      <h2 className="text-base font-medium text-foreground">{title}</h2>
      {description && (
        <p className="max-w-sm text-sm text-muted-foreground">{description}</p>
      )}
      {action && <div className="mt-2 flex gap-2">{action}</div>}
    </div>
  )
}

export { EmptyState, emptyStateVariants }
