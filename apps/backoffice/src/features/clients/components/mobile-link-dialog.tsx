import { Trans, useLingui } from "@lingui/react/macro"

import { CopyValueDialog } from "../../shell/copy-value-dialog.tsx"
import type { MobileLink } from "../api/mobile-link.ts"
import { useClientZone } from "../../../lib/use-units.ts"
import { useZonedDateTime } from "../../../lib/use-zoned-date-time.ts"

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
  const { t } = useLingui()
  const dateTime = useZonedDateTime(useClientZone())
  const expires = link ? dateTime(link.expiresAt) : ""
  return (
    <CopyValueDialog
      value={link?.link ?? null}
      title={<Trans>Mobile subscription link for {clientName}</Trans>}
      description={
        <Trans>
          Send it to the client: it opens the mobile subscription page on their
          phone. It works once, until {expires}.
        </Trans>
      }
      label={t`Link`}
      closeLabel={<Trans>Close</Trans>}
      copied={t`Link copied.`}
      notCopied={t`The link could not be copied. Select it and copy it by hand.`}
      onClose={onClose}
    />
  )
}
