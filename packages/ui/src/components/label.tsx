import * as React from "react"

import { cn } from "../lib/utils"

function Label({ className, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn(
        "flex items-center gap-1 text-sm leading-none font-medium text-foreground select-none",
        "group-data-[disabled=true]:pointer-events-none group-data-[disabled=true]:opacity-50",
        className
      )}
      {...props}
    />
  )
}

function FieldDescription({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="field-description"
      className={cn("text-xs text-muted-foreground", className)}
      {...props}
    />
  )
}

function FieldError({ className, ...props }: React.ComponentProps<"p">) {
  return (
    <p
      data-slot="field-error"
      role="alert"
      className={cn("text-xs font-medium text-destructive", className)}
      {...props}
    />
  )
}

function RequiredMark() {
  return (
    <span aria-hidden="true" className="text-destructive">
      *
    </span>
  )
}

/**
 * Ids for a form field's parts, so the label, the hint and the error are tied
 * to the input for assistive technology.
 *
 * @param id - an id given by the caller, or none for a generated one
 * @param hasDescription - whether a hint is shown
 * @param hasError - whether an error is shown
 * @returns the input id, the hint and error ids, and `aria-describedby`
 */
function useFieldIds(
  id: string | undefined,
  hasDescription: boolean,
  hasError: boolean
) {
  const generated = React.useId()
  const inputId = id ?? generated
  const descriptionId = `${inputId}-description`
  const errorId = `${inputId}-error`
  const describedBy =
    [hasDescription && descriptionId, hasError && errorId]
      .filter(Boolean)
      .join(" ") || undefined
  return { inputId, descriptionId, errorId, describedBy }
}

export { Label, FieldDescription, FieldError, RequiredMark, useFieldIds }
