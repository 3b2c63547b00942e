import { Trans } from "@lingui/react/macro"
import { StatusBadge } from "@ruta/ui/components/status-badge"

const BY_STATUS = {
  1: "pending",
  2: "on-route",
  3: "completed",
} as const

/** A route's status (spec section 4): Pending grey, On route green, Completed dark blue. */
export function RouteStatusBadge({ status }: { status: number }) {
  const variant = BY_STATUS[status as 1 | 2 | 3] ?? "pending"
  return (
    <StatusBadge status={variant}>
      {variant === "pending" && <Trans>Pending</Trans>}
      {variant === "on-route" && <Trans>On route</Trans>}
      {variant === "completed" && <Trans>Completed</Trans>}
    </StatusBadge>
  )
}
