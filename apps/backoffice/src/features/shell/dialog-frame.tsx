import { useLingui } from "@lingui/react/macro"
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from "@ruta/ui/components/dialog"
import type { ComponentProps, ReactNode } from "react"

/**
 * The back office's one dialog frame: shown while `open`, a title and a description, then its
 * content. Closing it (Escape, the close button, a click outside) calls `onClose`.
 */
export function DialogFrame({
  open = true,
  title,
  description,
  size,
  onOpenAutoFocus,
  onClose,
  children,
}: {
  open?: boolean
  title: ReactNode
  description?: ReactNode
  size?: ComponentProps<typeof DialogContent>["size"]
  /** Where focus goes when it opens (Radix focuses the first control by default). */
  onOpenAutoFocus?: ComponentProps<typeof DialogContent>["onOpenAutoFocus"]
  onClose: () => void
  children: ReactNode
}) {
  const { t } = useLingui()
  return (
    <Dialog open={open} onOpenChange={(shown) => !shown && onClose()}>
      <DialogContent
        closeLabel={t`Close`}
        size={size}
        onOpenAutoFocus={onOpenAutoFocus}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          {description && <DialogDescription>{description}</DialogDescription>}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  )
}
