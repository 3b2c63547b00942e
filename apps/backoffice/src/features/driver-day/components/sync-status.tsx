import { Plural, Trans } from "@lingui/react/macro"
import { CloudOff, RefreshCw } from "lucide-react"

/**
 * Completions recorded on the phone that have not reached the server yet: nothing is lost, they
 * are sent when the connection returns.
 */
export function SyncStatus({
  waiting,
  sending,
}: {
  waiting: number
  sending: boolean
}) {
  if (waiting === 0) return null
  return (
    <p
      role="status"
      data-testid="sync-status"
      className="flex items-center gap-2 rounded-md border border-status-pending/40 bg-status-pending/10 p-3 text-sm"
    >
      {sending ? (
        <RefreshCw aria-hidden className="size-4 motion-safe:animate-spin" />
      ) : (
        <CloudOff aria-hidden className="size-4" />
      )}
      <span>
        <Plural
          value={waiting}
          one="# completed stop is waiting for a connection; it is sent as soon as there is one."
          other="# completed stops are waiting for a connection; they are sent as soon as there is one."
        />{" "}
        {sending && <Trans>Sending…</Trans>}
      </span>
    </p>
  )
}
