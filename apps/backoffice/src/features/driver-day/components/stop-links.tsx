import { Trans, useLingui } from "@lingui/react/macro"
import { buttonVariants } from "@ruta/ui/components/button"
import { Mail, MessageSquare, Phone } from "lucide-react"

import type { DriverStop } from "../api/driver-day.ts"

type Place = Pick<DriverStop, "latitude" | "longitude">

/** Directions to the stop in each map app a driver may have, from where the phone is. */
export const navigationApps = [
  {
    name: "Google Maps",
    url: ({ latitude, longitude }: Place) =>
      `https://www.google.com/maps/dir/?api=1&destination=${latitude},${longitude}`,
  },
  {
    name: "Apple Maps",
    url: ({ latitude, longitude }: Place) =>
      `https://maps.apple.com/?daddr=${latitude},${longitude}&dirflg=d`,
  },
  {
    name: "Waze",
    url: ({ latitude, longitude }: Place) =>
      `https://waze.com/ul?ll=${latitude},${longitude}&navigate=yes`,
  },
] as const

/** The stop opened in the driver's map app of choice, with directions. */
export function NavigationLinks({ stop }: { stop: Place }) {
  const { t } = useLingui()
  return (
    <nav aria-label={t`Directions`} className="grid grid-cols-3 gap-2">
      {navigationApps.map((app) => (
        <a
          key={app.name}
          className={buttonVariants({
            variant: "outline",
            size: "lg",
            className: "px-2 text-sm",
          })}
          href={app.url(stop)}
          target="_blank"
          rel="noreferrer"
        >
          {app.name}
        </a>
      ))}
    </nav>
  )
}

const linkClass =
  "flex items-center gap-2 text-primary underline-offset-4 hover:underline"

/** Who to ask for at the stop: call or message them, or write. */
export function ContactLinks({
  stop,
}: {
  stop: Pick<DriverStop, "first_name" | "last_name" | "phone_number" | "email">
}) {
  const { t } = useLingui()
  const contact = [stop.first_name, stop.last_name].filter(Boolean).join(" ")
  if (!contact && !stop.phone_number && !stop.email) return null
  return (
    <div className="grid gap-1 text-sm">
      {contact && <p>{contact}</p>}
      {stop.phone_number && (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-1">
          <a
            className={linkClass}
            href={`tel:${stop.phone_number}`}
            aria-label={t`Call ${stop.phone_number}`}
          >
            <Phone aria-hidden className="size-4" />
            {stop.phone_number}
          </a>
          <a className={linkClass} href={`sms:${stop.phone_number}`}>
            <MessageSquare aria-hidden className="size-4" />
            <Trans>Message</Trans>
          </a>
        </div>
      )}
      {stop.email && (
        <a className={linkClass} href={`mailto:${stop.email}`}>
          <Mail aria-hidden className="size-4" />
          {stop.email}
        </a>
      )}
    </div>
  )
}
