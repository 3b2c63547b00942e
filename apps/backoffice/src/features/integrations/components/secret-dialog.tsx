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
import { TextField } from "@ruta/ui/components/text-field"
import { useToast } from "@ruta/ui/components/toast"
import { CopyIcon } from "lucide-react"
import type { ReactNode } from "react"

/** A secret shown once (an API key, a webhook's signing secret), with Copy. */
export function SecretDialog({
  title,
  secret,
  onClose,
}: {
  title: ReactNode
  /** The secret; the dialog shows while it is not null. */
  secret: string | null
  onClose: () => void
}) {
  const { t } = useLingui()
  const { toast } = useToast()
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(secret ?? "")
      toast({ title: t`Copied.`, severity: "success" })
    } catch {
      toast({
        title: t`It could not be copied. Select it and copy it by hand.`,
        severity: "warning",
      })
    }
  }
  return (
    <Dialog open={secret !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t`Close`}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>
            <Trans>
              Copy it now and keep it somewhere safe: it will not be shown
              again.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <TextField
          label={t`Secret`}
          readOnly
          value={secret ?? ""}
          onFocus={(event) => event.currentTarget.select()}
        />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            <Trans>Done</Trans>
          </Button>
          <Button onClick={() => void copy()}>
            <CopyIcon />
            <Trans>Copy</Trans>
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
