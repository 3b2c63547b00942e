import { Trans } from "@lingui/react/macro"
import { StatusBadge } from "@ruta/ui/components/status-badge"

import type { Stop } from "../api/routes.ts"

/** A stop's state (spec section 4: on hold, started, completed), and a visit that failed. */
export function StopStatusBadge({
  stop,
}: {
  stop: Pick<Stop, "status" | "failed">
}) {
  if (stop.status === "completed" && stop.failed)
    return (
      <StatusBadge status="failed">
        <Trans>Failed</Trans>
      </StatusBadge>
    )
  if (stop.status === "completed")
    return (
      <StatusBadge status="completed">
        <Trans>Completed</Trans>
      </StatusBadge>
    )
  if (stop.status === "started")
    return (
      <StatusBadge status="on-route">
        <Trans>Started</Trans>
      </StatusBadge>
    )
  return (
    <StatusBadge status="pending">
      <Trans>On hold</Trans>
    </StatusBadge>
  )
}
