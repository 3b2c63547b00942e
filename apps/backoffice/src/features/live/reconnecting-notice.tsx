import { Trans } from "@lingui/react/macro"
import { Spinner } from "@ruta/ui/components/spinner"

import type { LiveStatus } from "./live-connection.ts"

/** "Reconnecting…" while the live stream is lost (the screen polls slowly meanwhile). */
export function ReconnectingNotice({ status }: { status: LiveStatus }) {
  return (
    <p role="status" className="text-sm text-muted-foreground empty:hidden">
      {status === "reconnecting" ? (
        <span className="inline-flex items-center gap-2">
          <Spinner size="sm" />
          <Trans>Reconnecting…</Trans>
        </span>
      ) : null}
    </p>
  )
}
