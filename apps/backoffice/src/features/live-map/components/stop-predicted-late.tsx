import { usePredictedLateness } from "../predicted-lateness.ts"
import { PredictedLate } from "./predicted-late.tsx"

/**
 * A stop row's "Predicted late by N min", from the screen's predictions
 * (`PredictedLatenessContext`); nothing for a stop done or on time.
 */
export function StopPredictedLate({
  stop,
  className,
}: {
  stop: { id_stop: number; completed: string | null }
  className?: string
}) {
  const lateSeconds = usePredictedLateness(stop.id_stop)
  if (stop.completed !== null) return null
  return (
    <PredictedLate
      id_stop={stop.id_stop}
      lateSeconds={lateSeconds}
      testId={`stop-predicted-late-${stop.id_stop}`}
      className={className}
    />
  )
}
