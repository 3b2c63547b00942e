import { Trans } from "@lingui/react/macro"
import { WifiOff } from "lucide-react"

/**
 * The driver's app without a connection: the day shown is the one kept on the phone, and what the
 * driver does now waits on it until the connection returns.
 */
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
          Offline: this is the day kept on your phone. Your changes will be sent
          when the connection returns.
        </Trans>
      </span>
    </p>
  )
}
