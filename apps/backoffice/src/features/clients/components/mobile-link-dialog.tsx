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

import type { MobileLink } from "../api/mobile-link.ts"

/**
 * A client's mobile subscription link, just generated: the link to send them, with Copy, and
 * until when it works (once only).
 */
export function MobileLinkDialog({
  clientName,
  link,
  onClose,
}: {
  clientName: string
  /** The generated link; the dialog shows while it is not null. */
  link: MobileLink | null
  onClose: () => void
}) {
  const { t, i18n } = useLingui()
  const { toast } = useToast()
  const expires = link
    ? i18n.date(link.expiresAt, { dateStyle: "medium", timeStyle: "short" })
    : ""
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link?.link ?? "")
      toast({ title: t`Link copied.`, severity: "success" })
    } catch {
      toast({
        title: t`The link could not be copied. Select it and copy it by hand.`,
        severity: "warning",
      })
    }
  }
  return (
    <Dialog open={link !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent closeLabel={t`Close`}>
        <DialogHeader>
          <DialogTitle>
            <Trans>Mobile subscription link for {clientName}</Trans>
          </DialogTitle>
          <DialogDescription>
            <Trans>
              Send it to the client: it opens the mobile subscription page on
              their phone. It works once, until {expires}.
            </Trans>
          </DialogDescription>
        </DialogHeader>
        <TextField
          label={t`Link`}
          readOnly
          value={link?.link ?? ""}
          onFocus={(event) => event.currentTarget.select()}
        />
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            <Trans>Close</Trans>
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
