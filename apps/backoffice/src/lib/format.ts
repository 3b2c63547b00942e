// The back office's one module for writing instants (issue 43): every time is shown on the clock
// of the zone it belongs to (its site's), whatever the browser's zone; without a zone, the
// browser's.
import { runtimeZone, zoneLabel } from "@ruta/validation/zoned-time"

/** A moment as the user's language writes a date and time ("24 Nov 2026, 08:00"), in `timeZone`. */
export function formatDateTime(
  iso: string,
  locale: string,
  timeZone?: string
): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: "medium",
    timeStyle: "short",
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso))
}

/** A moment's time of day ("8:00 AM", "08:00") on the clock of `timeZone`. */
export function formatTime(
  iso: string,
  locale: string,
  timeZone?: string
): string {
  return new Intl.DateTimeFormat(locale, {
    timeStyle: "short",
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso))
}

/**
 * The zone's short name ("PST", "GMT-8") at `iso` when `timeZone` is not the browser's, so a time
 * shown in it says whose clock it is; "" when they are the same.
 */
export function zoneNote(
  timeZone: string | undefined,
  locale: string,
  iso: string = new Date().toISOString()
): string {
  if (!timeZone || timeZone === runtimeZone()) return ""
  return zoneLabel(timeZone, new Date(iso), locale)
}

/** A time of day with its zone's name when that is not the browser's ("9:00 AM PST"). */
export function formatZonedTime(
  iso: string,
  locale: string,
  timeZone?: string
): string {
  const note = zoneNote(timeZone, locale, iso)
  const time = formatTime(iso, locale, timeZone)
  return note ? `${time} ${note}` : time
}

/** A date and time with its zone's name when that is not the browser's ("25 Nov 2026, 0:00 PST"). */
export function formatZonedDateTime(
  iso: string,
  locale: string,
  timeZone?: string
): string {
  const note = zoneNote(timeZone, locale, iso)
  const at = formatDateTime(iso, locale, timeZone)
  return note ? `${at} ${note}` : at
}

/** How late, in whole minutes: "12 min" under an hour, else hours and minutes ("10 h 15 min"). */
export function formatLateness(minutes: number): string {
  if (minutes < 60) return `${minutes} min`
  const rest = minutes % 60
  return rest === 0
    ? `${Math.floor(minutes / 60)} h`
    : `${Math.floor(minutes / 60)} h ${rest} min`
}

/** Seconds as hours and minutes ("2 h 05 min"). */
export function formatDuration(seconds: number): string {
  const minutes = Math.round(seconds / 60)
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, "0")} min`
}
