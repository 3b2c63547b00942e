import { Trans, useLingui } from "@lingui/react/macro"
import type { ReactNode } from "react"

import { CopyValueDialog } from "../../shell/copy-value-dialog.tsx"

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
  return (
    <CopyValueDialog
      value={secret}
      title={title}
      description={
        <Trans>
          Copy it now and keep it somewhere safe: it will not be shown again.
        </Trans>
      }
      label={t`Secret`}
      closeLabel={<Trans>Done</Trans>}
      copied={t`Copied.`}
      notCopied={t`It could not be copied. Select it and copy it by hand.`}
      onClose={onClose}
    />
  )
}
