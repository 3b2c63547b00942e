import { useLingui } from "@lingui/react/macro"
import { cn } from "@ruta/ui/lib/utils"

/**
 * A stop the driver's latest position predicts will be reached after its window closes, and by
 * how long (whole minutes, rounded up); nothing when on time.
 */
export function PredictedLate({
  id_stop,
  lateSeconds,
  className,
}: {
  id_stop: number
  lateSeconds: number | undefined
  className?: string
}) {
  const { t } = useLingui()
  if (!lateSeconds || lateSeconds <= 0) return null
  const minutes = Math.ceil(lateSeconds / 60)
  return (
    <span
      data-testid={`predicted-late-${id_stop}`}
      className={cn("font-medium text-destructive", className)}
    >
      {t`Predicted late by ${minutes} min`}
    </span>
  )
}
