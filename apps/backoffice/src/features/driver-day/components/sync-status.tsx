import { Plural, Trans, useLingui } from "@lingui/react/macro"
import { CloudOff, RefreshCw } from "lucide-react"

import type { WaitingLine } from "../waiting-lines.ts"

/**
 * What the driver did that has not reached the server yet: nothing is lost, it is sent when the
 * connection returns.
 */
export function SyncStatus({
  waiting,
  sending,
}: {
  waiting: readonly WaitingLine[]
  sending: boolean
}) {
  const { t } = useLingui()
  if (waiting.length === 0) return null
  const what = {
    start: (name: string) => t`Route started: ${name}`,
    arrive: (name: string) => t`Arrived: ${name}`,
    complete: (name: string) => t`Completed: ${name}`,
    fail: (name: string) => t`Could not complete: ${name}`,
  }
  return (
    <section
      data-testid="sync-status"
      aria-labelledby="sync-status-title"
      className="grid gap-2 rounded-md border border-status-pending/40 bg-status-pending/10 p-3 text-sm"
    >
      <p
        id="sync-status-title"
        role="status"
        className="flex items-center gap-2"
      >
        {sending ? (
          <RefreshCw aria-hidden className="size-4 motion-safe:animate-spin" />
        ) : (
          <CloudOff aria-hidden className="size-4" />
        )}
        <span>
          <Plural
            value={waiting.length}
            one="# update is waiting to be sent; it goes as soon as there is a connection."
            other="# updates are waiting to be sent; they go as soon as there is a connection."
          />{" "}
          {sending && <Trans>Sending…</Trans>}
        </span>
      </p>
      <ol className="grid gap-0.5 ps-6 text-muted-foreground">
        {waiting.map((line) => (
          <li key={line.seq}>
            {what[line.kind](line.name)}
            {line.photos > 0 && (
              <span>
                {" · "}
                <Plural value={line.photos} one="# photo" other="# photos" />
              </span>
            )}
            {line.signed && <span>{` · ${t`signature`}`}</span>}
          </li>
        ))}
      </ol>
    </section>
  )
}
