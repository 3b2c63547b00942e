import * as React from "react"

import { cn } from "../lib/utils"
import { FieldFrame, useField } from "./label"

type TextAreaProps = React.ComponentProps<"textarea"> & {
  /** The visible label, tied to the text area. */
  label: React.ReactNode
  description?: React.ReactNode
  /** An error message; marks the text area invalid. */
  error?: React.ReactNode
}

function TextArea(props: TextAreaProps) {
  const { ids, control } = useField(props)
  return (
    <FieldFrame slot="text-area" field={props} ids={ids}>
      <textarea
        className={cn(
          "min-h-32 w-full rounded-md border border-input bg-card px-3 py-2 text-sm text-foreground shadow-xs outline-none",
          "placeholder:text-muted-foreground",
          // Focus
          "focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/25",
          // Invalid
          "aria-invalid:border-destructive aria-invalid:ring-destructive/20",
          // Disabled
          "disabled:cursor-not-allowed disabled:bg-muted disabled:opacity-60"
        )}
        {...control}
      />
    </FieldFrame>
  )
}

export { TextArea }
