import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@ruta/ui/components/dialog"
import type { ComponentProps, FormEvent, ReactNode } from "react"

import { useShowRefusal } from "./refusal.ts"
import type { FieldErrorsTarget } from "./refusal.ts"

/**
 * The one editing dialog: a title, the form's fields, and Cancel / Save (busy while saving).
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
  submitDisabled = false,
  className = "grid gap-4",
  footerClassName,
  fields,
  children,
}: {
  open?: boolean
  title: ReactNode
  description?: ReactNode
  size?: ComponentProps<typeof DialogContent>["size"]
  onClose: () => void
  onSubmit: (event: FormEvent<HTMLFormElement>) => void | Promise<void>
  busy: boolean
  submitDisabled?: boolean
  /** The form's layout (its grid). */
  className?: string
  /** Where the buttons sit in that grid (e.g. "md:col-span-2"). */
  footerClassName?: string
  /** Where a refused save's field messages go, for a form that keeps its own state. */
  fields?: FieldErrorsTarget
  children: ReactNode
}) {
  const { t } = useLingui()
  const showRefusal = useShowRefusal()
  return (
    <Dialog open={open} onOpenChange={(shown) => !shown && onClose()}>
      <DialogContent closeLabel={t`Close`} size={size}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
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
              <Trans>Save</Trans>
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
