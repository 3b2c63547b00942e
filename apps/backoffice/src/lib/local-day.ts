// Days as a site's calendar counts them (the browser's when no zone is given), turned into the
// instants the API takes. A day across a daylight-saving change is 23 or 25 hours long.
import {
  runtimeZone,
  zonedDay,
  zonedInstant,
} from "@ruta/validation/zoned-time"

/** A day `YYYY-MM-DD` of the calendar of `timeZone` (the browser's by default). */
export function dayOf(at: Date, timeZone: string = runtimeZone()): string {
  return zonedDay(at, timeZone)
}

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  const at = new Date(`${day}T12:00:00Z`)
  at.setUTCDate(at.getUTCDate() + n)
  return at.toISOString().slice(0, 10)
}

/** The first moment of `first` and the last of `last` (the same day by default), in UTC ISO. */
export function dayBounds(
  first: string,
  last = first,
  timeZone: string = runtimeZone()
) {
  const from = zonedInstant(first, "00:00", timeZone)
  const next = zonedInstant(addDays(last, 1), "00:00", timeZone)
  return {
    from: from.toISOString(),
    to: new Date(next.getTime() - 1).toISOString(),
  }
}
