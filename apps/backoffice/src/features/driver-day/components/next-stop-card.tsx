import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { Clock, MapPin, MapPinCheck, StickyNote } from "lucide-react"

import { useSiteClock } from "../../../lib/use-site-clock.ts"
import type { DriverStop } from "../api/driver-day.ts"
import { ContactLinks, NavigationLinks } from "./stop-links.tsx"

/**
 * The stop the driver heads to: where, when, who, what to know, and the visit: Arrived, then
 * Complete or Could not complete.
 */
export function NextStopCard({
  stop,
  position,
  canAct,
  arriving = false,
  onArrive,
  onComplete,
  onFail,
}: {
  stop: DriverStop
  /** Its place in the route, from 1. */
  position: number
  /** The route has started, so the visit can be recorded. */
  canAct: boolean
  /** The arrival is being recorded (the phone looks for its position). */
  arriving?: boolean
  onArrive: () => void
  onComplete: () => void
  onFail: () => void
}) {
  const { t } = useLingui()
  // A driver works in one site: its clock is the one their times are on (issue 43).
  const clock = useSiteClock()
  const time = (iso: string | null) => (iso ? clock.time(iso) : "…")
  const title = stop.name || stop.address
  return (
    <article
      data-testid="next-stop"
      aria-labelledby="next-stop-title"
      className="grid gap-3 rounded-xl border bg-card p-4 shadow-sm"
    >
      <p className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        <Trans>Next stop · {position}</Trans>
      </p>
      <h2 id="next-stop-title" className="text-lg leading-tight font-semibold">
        {title}
      </h2>
      <p className="flex items-start gap-2 text-sm">
        <MapPin aria-hidden className="mt-0.5 size-4 shrink-0" />
        {stop.address}
      </p>
      {(stop.time_window_start || stop.time_window_end) && (
        <p className="flex items-center gap-2 text-sm">
          <Clock aria-hidden className="size-4 shrink-0" />
          {t`Between ${time(stop.time_window_start)} and ${time(stop.time_window_end)}`}
        </p>
      )}
      {stop.live_eta && time(stop.live_eta) !== time(stop.eta) ? (
        <p data-testid="next-stop-eta" className="text-sm">
          {t`Expected at ${time(stop.live_eta)}`}{" "}
          <span className="text-muted-foreground">
            {t`(planned ${time(stop.eta)})`}
          </span>
        </p>
      ) : (
        stop.eta && (
          <p
            data-testid="next-stop-eta"
            className="text-sm text-muted-foreground"
          >
            {t`Planned arrival ${time(stop.eta)}`}
          </p>
        )
      )}
      <ContactLinks stop={stop} />
      {stop.delivery_instructions && (
        <p className="flex items-start gap-2 rounded-md bg-muted p-2 text-sm">
          <StickyNote aria-hidden className="mt-0.5 size-4 shrink-0" />
          {stop.delivery_instructions}
        </p>
      )}
      {!stop.arrival && <NavigationLinks stop={stop} />}
      {canAct &&
        (stop.arrival ? (
          <>
            <p
              data-testid="arrived-at"
              className="flex items-center gap-2 text-sm font-medium"
            >
              <MapPinCheck
                aria-hidden
                className="size-4 shrink-0 text-status-completed"
              />
              {t`Arrived at ${time(stop.arrival.arrived)}`}
            </p>
            <div className="grid grid-cols-2 gap-2">
              <Button size="lg" variant="outline" onClick={onFail}>
                <Trans>Could not complete</Trans>
              </Button>
              <Button size="lg" onClick={onComplete}>
                <Trans>Complete</Trans>
              </Button>
            </div>
          </>
        ) : (
          <Button size="lg" onClick={onArrive} disabled={arriving}>
            <MapPinCheck aria-hidden />
            {arriving ? (
              <Trans>Recording arrival…</Trans>
            ) : (
              <Trans>Arrived</Trans>
            )}
          </Button>
        ))}
    </article>
  )
}
