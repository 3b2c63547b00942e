import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"

import { cn } from "../lib/utils"

const progressVariants = cva(
  "relative w-full overflow-hidden rounded-full bg-muted",
  {
    variants: {
      size: {
        sm: "h-1.5",
        default: "h-2",
        lg: "h-3",
      },
    },
    defaultVariants: { size: "default" },
  }
)

const progressIndicatorVariants = cva(
  "h-full rounded-full transition-[width] duration-500 ease-out",
  {
    variants: {
      variant: {
        default: "bg-primary",
        success: "bg-success",
        warning: "bg-warning",
      },
    },
    defaultVariants: { variant: "default" },
  }
)

function Progress({
  className,
  value,
  label,
  showValue = false,
  size,
  variant,
  "aria-label": ariaLabel,
  ...props
}: Omit<React.ComponentProps<"div">, "children"> &
  VariantProps<typeof progressVariants> &
  VariantProps<typeof progressIndicatorVariants> & {
    /** 0 to 100; `null` draws an indeterminate bar. */
    value: number | null
    /** The visible label, which also names the progress bar. */
    label?: React.ReactNode
    showValue?: boolean
  }) {
  const labelId = React.useId()
  const clamped = value === null ? null : Math.min(100, Math.max(0, value))
  return (
    <div
      data-slot="progress"
      className={cn("grid gap-1.5", className)}
      {...props}
    >
      {(label || showValue) && (
        <div className="flex items-center justify-between gap-4 text-sm">
          {label && (
            <span id={labelId} className="font-medium text-foreground">
              {label}
            </span>
          )}
          {showValue && clamped !== null && (
            <span className="text-muted-foreground tabular-nums">
              {Math.round(clamped)}%
            </span>
          )}
        </div>
      )}
      <div
        role="progressbar"
        aria-labelledby={label ? labelId : undefined}
        aria-label={label ? undefined : ariaLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={clamped ?? undefined}
        className={progressVariants({ size })}
      >
        <div
          data-slot="progress-indicator"
          className={cn(
            progressIndicatorVariants({ variant }),
            clamped === null &&
              "absolute w-1/3 motion-safe:animate-[progress-indeterminate_1.2s_ease-in-out_infinite]"
          )}
          style={clamped === null ? undefined : { width: `${clamped}%` }}
        />
      </div>
    </div>
  )
}

export { Progress, progressVariants, progressIndicatorVariants }
