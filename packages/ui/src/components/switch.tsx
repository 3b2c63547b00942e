import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"

import { cn } from "../lib/utils"
import { ChoiceText, useFieldIds } from "./label"

const switchVariants = cva(
  [
    "peer shrink-0 cursor-pointer appearance-none rounded-full bg-input transition-[background-color,box-shadow] outline-none",
    "checked:bg-primary",
    // Focus
    "focus-visible:ring-[3px] focus-visible:ring-ring/30",
    // Disabled
    "disabled:cursor-not-allowed disabled:opacity-50",
  ],
  {
    variants: {
      size: {
        sm: "h-4 w-7",
        default: "h-5 w-9",
      },
    },
    defaultVariants: { size: "default" },
  }
)

const thumbBySize = {
  sm: "size-3 peer-checked:translate-x-3",
  default: "size-4 peer-checked:translate-x-4",
} as const

function Switch({
  className,
  label,
  description,
  size,
  id,
  disabled,
  labelPosition = "end",
  ...props
}: Omit<React.ComponentProps<"input">, "type" | "size" | "role"> &
  VariantProps<typeof switchVariants> & {
    /** The visible label, tied to the switch. */
    label: React.ReactNode
    description?: React.ReactNode
    labelPosition?: "start" | "end"
  }) {
  const ids = useFieldIds(id, Boolean(description), false)
  return (
    <div
      data-slot="switch"
      data-disabled={disabled || undefined}
      className={cn(
        "group flex items-start gap-3",
        labelPosition === "start" && "flex-row-reverse justify-end",
        className
      )}
    >
      <span className="relative mt-0.5 flex">
        <input
          id={ids.inputId}
          type="checkbox"
          role="switch"
          disabled={disabled}
          aria-describedby={ids.describedBy}
          className={switchVariants({ size })}
          {...props}
        />
        <span
          aria-hidden="true"
          className={cn(
            "pointer-events-none absolute top-0.5 left-0.5 rounded-full bg-white shadow-sm transition-transform",
            thumbBySize[size ?? "default"]
          )}
        />
      </span>
      <ChoiceText ids={ids} label={label} description={description} />
    </div>
  )
}

export { Switch, switchVariants }
