import { useLingui } from "@lingui/react/macro"
import { cn } from "@ruta/ui/lib/utils"
import { formatLateness } from "../../../lib/format.ts"

/**
 * A stop the driver's latest position predicts will be reached after its window closes, and by
 * how long (whole minutes, rounded up); nothing when on time.
 */
export function PredictedLate({
  id_stop,
  lateSeconds,
  testId = `predicted-late-${id_stop}`,
  className,
}: {
  id_stop: number
  lateSeconds: number | undefined
  /** Where the same stop shows twice on a screen (a list and its row), each its own. */
  testId?: string
  className?: string
}) {
  const { t } = useLingui()
  if (!lateSeconds || lateSeconds <= 0) return null
  const minutes = Math.ceil(lateSeconds / 60)
  return (
    <span
      data-testid={testId}
      className={cn("font-medium text-destructive", className)}
    >
      {t`Predicted late by ${formatLateness(minutes)}`}
    </span>
  )
}
