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

type FieldIds = ReturnType<typeof useFieldIds>

/** The sizes of a one-line field's control (a text field's input, a select's trigger), for `cva`. */
const fieldSizes = {
  variants: {
    size: {
      sm: "h-8 px-2.5 text-[13px]",
      default: "h-10 px-3 text-sm",
    },
  },
  defaultVariants: { size: "default" },
} as const

/**
 * The frame of every form field: its label (with the required mark), the control, the hint and the
 * error, tied together by `ids` for assistive technology.
 */
function FieldFrame({
  slot,
  field,
  ids,
  children,
}: {
  /** `data-slot` of the field ("text-field", "select", …). */
  slot: string
  /** The field's own props: what the frame shows. */
  field: {
    className?: string | undefined
    disabled?: boolean | undefined
    label: React.ReactNode
    required?: boolean | undefined
    description?: React.ReactNode
    error?: React.ReactNode
  }
  ids: FieldIds
  children: React.ReactNode
}) {
  return (
    <div
      data-slot={slot}
      data-disabled={field.disabled || undefined}
      className={cn("group grid gap-1.5", field.className)}
    >
      <Label htmlFor={ids.inputId}>
        {field.label}
        {field.required && <RequiredMark />}
      </Label>
      {children}
      {field.description && (
        <FieldDescription id={ids.descriptionId}>
          {field.description}
        </FieldDescription>
      )}
      {field.error && <FieldError id={ids.errorId}>{field.error}</FieldError>}
    </div>
  )
}

/**
 * The label, the hint and the error beside a checkbox or a switch, tied to it by `ids`; the label
 * is the control's clickable name.
 */
function ChoiceText({
  ids,
  label,
  description,
  error,
}: {
  ids: FieldIds
  label: React.ReactNode
  description?: React.ReactNode
  error?: React.ReactNode
}) {
  return (
    <div className="grid gap-1">
      <label
        htmlFor={ids.inputId}
        className="cursor-pointer text-sm leading-5 font-medium text-foreground group-data-[disabled=true]:cursor-not-allowed group-data-[disabled=true]:opacity-50"
      >
        {label}
      </label>
      {description && (
        <FieldDescription id={ids.descriptionId}>
          {description}
        </FieldDescription>
      )}
      {error && <FieldError id={ids.errorId}>{error}</FieldError>}
    </div>
  )
}

/**
 * What a field's control carries: its id, and invalid and described-by for assistive technology.
 *
 * @param ids - the field's ids
 * @param error - the error shown, if any
 */
function fieldControlProps(ids: FieldIds, error: React.ReactNode) {
  return {
    id: ids.inputId,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": ids.describedBy,
  }
}

type FieldOwnProps = {
  className?: string | undefined
  label: React.ReactNode
  description?: React.ReactNode
  error?: React.ReactNode
  id?: string | undefined
}

/**
 * Splits a field's props: what its frame shows, and the rest for its control, with the control's
 * id and accessibility attributes added.
 *
 * @param props - the field component's props
 * @returns the ids for the frame, and the props to spread on the control
 */
function useField<P extends FieldOwnProps>(props: P) {
  const {
    className: _className,
    label: _label,
    description,
    error,
    id,
    ...control
  } = props
  const ids = useFieldIds(id, Boolean(description), Boolean(error))
  return { ids, control: { ...control, ...fieldControlProps(ids, error) } }
}

export {
  Label,
  ChoiceText,
  FieldDescription,
  FieldError,
  FieldFrame,
  RequiredMark,
  fieldControlProps,
  fieldSizes,
  useField,
  useFieldIds,
}
