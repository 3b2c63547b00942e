// Times on a site's clock (issue 43): a planner's browser in Madrid, Acme's demo site moved to
// Tijuana's clock, its customers told "on the way", and the windows customers read on that clock.
import { zonedClock } from "@ruta/validation/zoned-time"

import { DEMO_TIME_ZONE, apiAs, newPage } from "./product.ts"
import type { productForSuite } from "./product.ts"

export const TIJUANA = "America/Tijuana"
export const MADRID = "Europe/Madrid"
const MINUTE = 60_000

type Suite = ReturnType<typeof productForSuite>

/** A planner's browser in Madrid, in English. */
export const madridDesk = (suite: Suite) =>
  newPage(suite.browser, suite.url, { timezoneId: MADRID, locale: "en-US" })

/**
 * Puts Acme's demo site (its driver's and planner's first) on `time_zone`'s clock, with "on the
 * way" sent by SMS and email; answers a function that puts it back on the demo zone.
 */
export async function demoSiteOn(baseUrl: string, time_zone: string) {
  const planner = await apiAs(baseUrl, "client@acme.demo")
  const admin = await apiAs(baseUrl, "admin@ruta.demo")
  const me = await planner<{
    clientData: {
      id_client: number
      subsidiaries: { id_subsidiary: number }[]
    }
  }>("GET", "/auth/me")
  const id_site = me.clientData.subsidiaries[0]!.id_subsidiary
  const site = await planner<{
    name: string
    address: string | null
    phone_number: string
    email: string | null
  }>("GET", `/subsidiaries/${id_site}`)
  const siteZone = (zone: string) =>
    admin("PUT", `/subsidiaries/${id_site}`, {
      name: site.name,
      address: site.address ?? "",
      phone_number: site.phone_number,
      email: site.email ?? "",
      time_zone: zone,
    })
  await siteZone(time_zone)
  const settingsUrl = `/clients/${me.clientData.id_client}/notification-settings`
  const { settings } = await planner<{
    settings: { events: Record<string, { email: boolean; sms: boolean }> }
  }>("GET", settingsUrl)
  settings.events.on_the_way = { email: true, sms: true }
  await planner("PUT", settingsUrl, settings)
  return () => siteZone(DEMO_TIME_ZONE)
}

/** "10:40–11:40" on Tijuana's clock: the window around an ETA as customers read it. */
export const tijuanaWindow = (eta: number, joiner: string) =>
  `${zonedClock(new Date(eta - 30 * MINUTE), TIJUANA)}${joiner}${zonedClock(new Date(eta + 30 * MINUTE), TIJUANA)}`

/** A time of day as a browser in English writes it on Tijuana's clock ("9:00 AM"). */
export const tijuanaClock = (ms: number) =>
  new Intl.DateTimeFormat("en-US", {
    timeStyle: "short",
    timeZone: TIJUANA,
  }).format(new Date(ms))

/** The windows around `eta` and a minute either side (a start is stamped a moment later). */
export const windowsNear = (eta: number, joiner: string) =>
  [eta - MINUTE, eta, eta + MINUTE].map((t) => tijuanaWindow(t, joiner))
