import { Trans } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { DialogFooter } from "@ruta/ui/components/dialog"
import { TextField } from "@ruta/ui/components/text-field"
import { useToast } from "@ruta/ui/components/toast"
import { CopyIcon } from "lucide-react"
import type { ReactNode } from "react"

import { DialogFrame } from "./dialog-frame.tsx"

/**
 * A value to copy, just made (a link to send, a secret shown once): a read-only field that
 * selects itself on focus, with Copy (a toast says whether it worked) and a button that closes.
 */
export function CopyValueDialog({
  value,
  title,
  description,
  label,
  closeLabel,
  copied,
  notCopied,
  onClose,
}: {
  /** The value; the dialog shows while it is not null. */
  value: string | null
  title: ReactNode
  description: ReactNode
  /** The field's label. */
  label: string
  /** The closing button's text ("Done", "Close"). */
  closeLabel: ReactNode
  /** The toast once copied. */
  copied: string
  /** The toast when the browser refuses the clipboard. */
  notCopied: string
  onClose: () => void
}) {
  const { toast } = useToast()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value ?? "")
      toast({ title: copied, severity: "success" })
    } catch {
      toast({ title: notCopied, severity: "warning" })
    }
  }
  return (
    <DialogFrame
      open={value !== null}
      title={title}
      description={description}
      onClose={onClose}
    >
      <TextField
        label={label}
        readOnly
        value={value ?? ""}
        onFocus={(event) => event.currentTarget.select()}
      />
      <DialogFooter>
        <Button variant="outline" onClick={onClose}>
          {closeLabel}
        </Button>
        <Button onClick={() => void copy()}>
          <CopyIcon />
          <Trans>Copy</Trans>
        </Button>
      </DialogFooter>
    </DialogFrame>
  )
}
