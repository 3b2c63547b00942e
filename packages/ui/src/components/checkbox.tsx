import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"
import { CheckIcon, MinusIcon } from "lucide-react"

import { cn } from "../lib/utils"
import { ChoiceText, useFieldIds } from "./label"

const checkboxVariants = cva(
  [
    "peer relative shrink-0 cursor-pointer appearance-none rounded-[5px] border-2 border-input bg-card transition-[background-color,border-color,box-shadow] outline-none",
    "checked:border-primary checked:bg-primary indeterminate:border-primary indeterminate:bg-primary",
    // Focus
    "focus-visible:ring-[3px] focus-visible:ring-ring/30",
    // Invalid
    "aria-invalid:border-destructive",
    // Disabled
    "disabled:cursor-not-allowed disabled:opacity-50",
  ],
  {
    variants: {
      size: {
        sm: "size-4",
        default: "size-[18px]",
      },
    },
    defaultVariants: { size: "default" },
  }
)

function Checkbox({
  className,
  label,
  description,
  error,
  size,
  id,
  indeterminate = false,
  disabled,
  ...props
}: Omit<React.ComponentProps<"input">, "type" | "size"> &
  VariantProps<typeof checkboxVariants> & {
    /** The visible label, tied to the checkbox. */
    label: React.ReactNode
    description?: React.ReactNode
    error?: React.ReactNode
    indeterminate?: boolean
  }) {
  const ref = React.useRef<HTMLInputElement>(null)
  const ids = useFieldIds(id, Boolean(description), Boolean(error))
  React.useEffect(() => {
    if (ref.current) ref.current.indeterminate = indeterminate
  }, [indeterminate])
  return (
    <div
      data-slot="checkbox"
      data-disabled={disabled || undefined}
      className={cn("group flex items-start gap-3", className)}
    >
      <span className="relative mt-px flex">
        <input
          ref={ref}
          id={ids.inputId}
          type="checkbox"
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          className={checkboxVariants({ size })}
          {...props}
        />
        <CheckIcon
          aria-hidden="true"
          strokeWidth={3}
          className="pointer-events-none absolute inset-0 m-auto hidden size-3 text-primary-foreground peer-checked:block peer-indeterminate:hidden"
        />
        <MinusIcon
          aria-hidden="true"
          strokeWidth={3}
          className="pointer-events-none absolute inset-0 m-auto hidden size-3 text-primary-foreground peer-indeterminate:block"
        />
      </span>
      <ChoiceText
        ids={ids}
        label={label}
        description={description}
        error={error}
      />
    </div>
  )
}

export { Checkbox, checkboxVariants }
