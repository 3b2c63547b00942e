// A datetime-local input on a site's clock (issue 43): the input has no zone of its own, so its
// value is read and written as the wall clock of the site's zone, not the browser's.
import {
  runtimeZone,
  zonedClock,
  zonedDay,
  zonedInstant,
} from "@ruta/validation/zoned-time"

/** `2026-11-25T08:00`: the instant on the clock of `timeZone` (the browser's without one). */
export function zonedInputValue(
  iso: string | null,
  timeZone: string = runtimeZone()
): string {
  if (!iso) return ""
  const at = new Date(iso)
  return `${zonedDay(at, timeZone)}T${zonedClock(at, timeZone)}`
}

/** The instant (ISO) a datetime-local value names on the clock of `timeZone`; null when empty. */
export function instantOfInput(
  value: string,
  timeZone: string = runtimeZone()
): string | null {
  if (!value) return null
  const [day = "", time = "00:00"] = value.split("T")
  return zonedInstant(day, time, timeZone).toISOString()
}
