import { useLingui } from "@lingui/react/macro"
import { cn } from "@ruta/ui/lib/utils"

import type { Stop } from "../api/routes.ts"

/**
 * The planned arrival beside a live ETA that moved from it ("planned 14:44"), for planners to
 * compare; nothing when the time shown is the planned one.
 */
export function PlannedBeside({
  stop,
  shown,
  time,
  className,
}: {
  stop: Pick<Stop, "id_stop" | "eta">
  /** The time shown for the stop (the live ETA, formatted by `time`). */
  shown: string
  /** Writes a time as the screen does: on the stop's site's clock. */
  time: (iso: string) => string
  className?: string
}) {
  const { t } = useLingui()
  if (!stop.eta) return null
  const planned = time(stop.eta)
  if (planned === shown) return null
  return (
    <span
      data-testid={`planned-${stop.id_stop}`}
      className={cn("text-muted-foreground", className)}
    >
      {t`(planned ${planned})`}
    </span>
  )
}
