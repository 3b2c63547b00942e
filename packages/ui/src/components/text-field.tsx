import * as React from "react"
import { cva, type VariantProps } from "class-variance-authority"

import { cn } from "../lib/utils"
import { FieldFrame, fieldSizes, useField } from "./label"

const inputVariants = cva(
  [
    "flex w-full min-w-0 rounded-md border border-input bg-card text-foreground shadow-xs transition-[color,border-color,box-shadow] outline-none",
    "placeholder:text-muted-foreground selection:bg-primary selection:text-primary-foreground",
    "file:inline-flex file:border-0 file:bg-transparent file:text-sm file:font-medium",
    // Focus
    "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/25",
    // Invalid
    "aria-invalid:border-destructive aria-invalid:ring-destructive/20 aria-invalid:focus-visible:ring-destructive/25",
    // Disabled
    "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60",
  ],
  fieldSizes
)

type TextFieldProps = Omit<React.ComponentProps<"input">, "size"> &
  VariantProps<typeof inputVariants> & {
    /** The visible label, tied to the input. */
    label: React.ReactNode
    description?: React.ReactNode
    /** An error message; marks the input invalid. */
    error?: React.ReactNode
    inputClassName?: string
    startIcon?: React.ReactNode
    endAdornment?: React.ReactNode
  }

function TextField({
  inputClassName,
  size,
  startIcon,
  endAdornment,
  ...props
}: TextFieldProps) {
  const { ids, control } = useField(props)
  return (
    <FieldFrame slot="text-field" field={props} ids={ids}>
      <div className="relative flex items-center">
        {startIcon && (
          <span className="pointer-events-none absolute left-3 flex text-muted-foreground [&_svg:not([class*='size-'])]:size-4">
            {startIcon}
          </span>
        )}
        <input
          data-slot="input"
          className={cn(
            inputVariants({ size }),
            startIcon && "pl-9",
            endAdornment && "pr-10",
            inputClassName
          )}
          {...control}
        />
        {endAdornment && (
          <span className="absolute right-1 flex items-center">
            {endAdornment}
          </span>
        )}
      </div>
    </FieldFrame>
  )
}

export { TextField, inputVariants }
