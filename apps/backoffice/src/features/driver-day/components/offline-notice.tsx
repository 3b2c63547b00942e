import { Trans } from "@lingui/react/macro"
import { WifiOff } from "lucide-react"

/** Tells the driver the phone has no connection, and that what they do is kept and sent later. */
export function OfflineNotice() {
  return (
    <p
      role="status"
      data-testid="offline-notice"
      className="flex items-center gap-2 rounded-md border border-status-pending/40 bg-status-pending/10 p-3 text-sm"
    >
      <WifiOff aria-hidden className="size-4 shrink-0" />
      <span>
        <Trans>
          Offline: your changes are kept on this phone and sent when the
          connection returns.
        </Trans>
      </span>
    </p>
  )
}
