import { Trans, useLingui } from "@lingui/react/macro"
import { Button, buttonVariants } from "@ruta/ui/components/button"
import {
  Clock,
  Mail,
  MapPin,
  Navigation,
  Phone,
  StickyNote,
} from "lucide-react"

import { formatTime } from "../../../lib/format.ts"
import type { DriverStop } from "../api/driver-day.ts"

/** A link that opens the stop in the phone's map app, with directions from where it is. */
export const directionsUrl = (
  stop: Pick<DriverStop, "latitude" | "longitude">
) =>
  `https://www.google.com/maps/dir/?api=1&destination=${stop.latitude},${stop.longitude}`

/** The stop the driver heads to: where, when, who, what to know, and how the visit ended. */
export function NextStopCard({
  stop,
  position,
  canAct,
  onComplete,
  onFail,
}: {
  stop: DriverStop
  /** Its place in the route, from 1. */
  position: number
  /** The route has started, so the visit can be recorded. */
  canAct: boolean
  onComplete: () => void
  onFail: () => void
}) {
  const { t, i18n } = useLingui()
  const time = (iso: string | null) =>
    iso ? formatTime(iso, i18n.locale) : "…"
  const contact = [stop.first_name, stop.last_name].filter(Boolean).join(" ")
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
      {stop.eta && (
        <p className="text-sm text-muted-foreground">
          {t`Planned arrival ${time(stop.eta)}`}
        </p>
      )}
      {(contact || stop.phone_number || stop.email) && (
        <div className="grid gap-1 text-sm">
          {contact && <p>{contact}</p>}
          {stop.phone_number && (
            <a
              className="flex items-center gap-2 text-primary underline-offset-4 hover:underline"
              href={`tel:${stop.phone_number}`}
            >
              <Phone aria-hidden className="size-4" />
              {stop.phone_number}
            </a>
          )}
          {stop.email && (
            <a
              className="flex items-center gap-2 text-primary underline-offset-4 hover:underline"
              href={`mailto:${stop.email}`}
            >
              <Mail aria-hidden className="size-4" />
              {stop.email}
            </a>
          )}
        </div>
      )}
      {stop.delivery_instructions && (
        <p className="flex items-start gap-2 rounded-md bg-muted p-2 text-sm">
          <StickyNote aria-hidden className="mt-0.5 size-4 shrink-0" />
          {stop.delivery_instructions}
        </p>
      )}
      <a
        className={buttonVariants({ variant: "outline" })}
        href={directionsUrl(stop)}
        target="_blank"
        rel="noreferrer"
      >
        <Navigation aria-hidden />
        <Trans>Open in maps</Trans>
      </a>
      {canAct && (
        <div className="grid grid-cols-2 gap-2">
          <Button variant="outline" onClick={onFail}>
            <Trans>Could not complete</Trans>
          </Button>
          <Button onClick={onComplete}>
            <Trans>Complete</Trans>
          </Button>
        </div>
      )}
    </article>
  )
}
