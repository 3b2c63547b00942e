import type { components } from "@ruta/api-client/schema"
import { zonedClock } from "@ruta/validation/zoned-time"

/** What the public tracking page shows of one stop (`GET /track/{token}`). */
export type Tracking = components["schemas"]["Tracking"]

/** "10:40" in the page's time zone: the stop's site's, as its messages say it. */
export const clock = (iso: string, timeZone: string) =>
  zonedClock(new Date(iso), timeZone)
