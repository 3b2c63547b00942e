// The billing month (issue 43): one calendar month per client, on the client's own calendar.
import {
  zoneOffsetMinutes,
  zonedDay,
  zonedInstant,
} from "@ruta/validation/zoned-time"

/** The zone of a client's billing month: the client's own (clients/client-zone.ts). */
export { clientZone } from "../clients/client-zone.ts"

/** `YYYY-MM` of a moment on the calendar of `zone`: the billing period. */
export const billingPeriod = (at: Date, zone: string) =>
  zonedDay(at, zone).slice(0, 7)

/** The first moment of the period `YYYY-MM` in `zone`, and the first of the next one. */
export function periodBounds(
  period: string,
  zone: string
): { start: Date; end: Date } {
  const [year, month] = period.split("-").map(Number) as [number, number]
  const next = new Date(Date.UTC(year, month, 1)).toISOString().slice(0, 10)
  return {
    start: zonedInstant(`${period}-01`, "00:00", zone),
    end: zonedInstant(next, "00:00", zone),
  }
}

/** The period before `period` (`2026-01` before `2026-02`). */
export function previousPeriod(period: string): string {
  const [year, month] = period.split("-").map(Number) as [number, number]
  return new Date(Date.UTC(year, month - 2, 1)).toISOString().slice(0, 7)
}

/**
 * The hour and minute (UTC) the client's months begin at, as Stripe anchors a subscription's
 * periods: midnight of the first of the month after `at`, in `zone`.
 */
export function periodAnchor(
  at: Date,
  zone: string
): { hour: number; minute: number } {
  const { end } = periodBounds(billingPeriod(at, zone), zone)
  const minutes = ((-zoneOffsetMinutes(end, zone) % 1440) + 1440) % 1440
  return { hour: Math.floor(minutes / 60), minute: minutes % 60 }
}
