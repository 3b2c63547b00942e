import { Trans } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { DialogFooter } from "@ruta/ui/components/dialog"
import type { ComponentProps, FormEvent, ReactNode } from "react"

import { DialogFrame } from "./dialog-frame.tsx"
import { useShowRefusal } from "./refusal.ts"
import type { FieldErrorsTarget } from "./refusal.ts"

/**
 * The one editing dialog: a title, the form's fields, and Cancel / Save (or `submitLabel`; busy
 * while saving).
 * Closing it (Cancel, Escape, the close button) calls `onClose`; the form validates itself
 * (`noValidate`: the messages are the spec's, not the browser's). A submit that throws (a save
 * the server refused, in a form that does not show it itself) is shown through `useShowRefusal`:
 * with `fields`, each of their messages next to its field and the rest in a toast; without, all
 * in a toast.
 */
export function FormDialog({
  open = true,
  title,
  description,
  size,
  onClose,
  onSubmit,
  busy,
  submitLabel = <Trans>Save</Trans>,
  submitDisabled = false,
  twoColumns = false,
  className = twoColumns ? "grid gap-4 md:grid-cols-2" : "grid gap-4",
  footerClassName = twoColumns ? "md:col-span-2" : undefined,
  fields,
  children,
}: {
  open?: boolean
  title: ReactNode
  description?: ReactNode
  size?: ComponentProps<typeof DialogFrame>["size"]
  onClose: () => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>
  busy: boolean
  /** The submit button's text ("Save" by default). */
  submitLabel?: ReactNode
  submitDisabled?: boolean
  /** Fields in two columns from medium screens, the buttons under both. */
  twoColumns?: boolean
  /** The form's layout (its grid). */
  className?: string
  /** Where the buttons sit in that grid (e.g. "md:col-span-2"). */
  footerClassName?: string
  /** Where a refused save's field messages go, for a form that keeps its own state. */
  fields?: FieldErrorsTarget
  children: ReactNode
}) {
  const showRefusal = useShowRefusal()
  return (
    <DialogFrame
      open={open}
      title={title}
      description={description}
      size={size}
      onClose={onClose}
    >
      <form
        noValidate
        onSubmit={(event) =>
          void Promise.resolve(onSubmit(event)).catch((error: unknown) =>
            showRefusal(error, fields)
          )
        }
        className={className}
      >
        {children}
        <DialogFooter className={footerClassName}>
          <Button type="button" variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit" loading={busy} disabled={submitDisabled}>
            {submitLabel}
          </Button>
        </DialogFooter>
      </form>
    </DialogFrame>
  )
}
