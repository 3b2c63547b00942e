import { Trans } from "@lingui/react/macro"
import { cn } from "@ruta/ui/lib/utils"

import type { DriverOnRoute } from "../api/live-map.ts"
import { isStale } from "../drivers-on-map.ts"
import { useDriverLabels } from "../use-driver-labels.ts"
import { PredictedLate } from "./predicted-late.tsx"

/**
 * The drivers on the road: each one's name and route, when last seen (greyed after 2 minutes),
 * and their stops predicted late.
 */
export function DriversList({
  drivers,
  now,
}: {
  drivers: readonly DriverOnRoute[]
  now: number
}) {
  const labels = useDriverLabels()
  if (drivers.length === 0)
    return (
      <p className="text-sm text-muted-foreground">
        <Trans>No driver is on the road.</Trans>
      </p>
    )
  return (
    <ul className="grid content-start gap-2" aria-label={labels.listName}>
      {drivers.map((driver) => {
        const stale = isStale(driver, now)
        return (
          <li
            key={driver.id_route}
            data-testid={`driver-${driver.id_route}`}
            data-stale={stale}
            className="grid gap-1 rounded-md border p-2 text-sm"
          >
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <span className="font-medium">{labels.name(driver)}</span>
              <span
                className={cn(
                  "text-xs",
                  stale ? "text-muted-foreground" : "text-foreground"
                )}
              >
                {labels.seen(driver, stale)}
              </span>
            </div>
            <span className="text-xs text-muted-foreground">
              {driver.route_name}
            </span>
            {driver.late.length > 0 && (
              <ul className="grid gap-1">
                {driver.late.map((stop) => (
                  <li key={stop.id_stop} className="flex flex-wrap gap-2">
                    <span className="truncate">{stop.name}</span>
                    <PredictedLate
                      id_stop={stop.id_stop}
                      lateSeconds={stop.late_seconds}
                    />
                  </li>
                ))}
              </ul>
            )}
          </li>
        )
      })}
    </ul>
  )
}
