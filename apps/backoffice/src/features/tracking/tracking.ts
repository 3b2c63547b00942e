import type { components } from "@ruta/api-client/schema"

/** What the public tracking page shows of one stop (`GET /track/{token}`). */
export type Tracking = components["schemas"]["Tracking"]

/** "10:40" in the page's time zone. */
export const clock = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(new Date(iso))
