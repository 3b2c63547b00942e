import { useLingui } from "@lingui/react/macro"
import { cn } from "@ruta/ui/lib/utils"

import type { Stop } from "../api/routes.ts"
import { lateMinutes } from "../route-timeline.ts"
import { formatLateness } from "../../../lib/format.ts"

/** A stop planned to be reached after its time window closed, and by how long; nothing on time. */
export function LateFlag({
  stop,
  className,
}: {
  stop: Pick<Stop, "id_stop" | "eta" | "time_window_end">
  className?: string
}) {
  const { t } = useLingui()
  const minutes = lateMinutes(stop)
  if (minutes === null) return null
  return (
    <span
      data-testid={`late-${stop.id_stop}`}
      className={cn("font-medium text-destructive", className)}
    >
      {t`late by ${formatLateness(minutes)}`}
    </span>
  )
}
