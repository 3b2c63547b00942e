// Times in a site's own zone (issue 43): every app reads "09:00" and shows an instant through
// these, with the site's IANA zone, whatever the zone of the browser or the server.

/** The minutes `zone` is ahead of UTC at `instant` (-480 for Pacific standard time). */
export function zoneOffsetMinutes(instant: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: zone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
  }).formatToParts(instant)
  const part = (type: string) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0)
  const asUtc = Date.UTC(
    part("year"),
    part("month") - 1,
    part("day"),
    part("hour"),
    part("minute"),
    part("second")
  )
  return Math.round(
    (asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000
  )
}

/**
 * The instant a wall-clock time names in `zone`: `zonedInstant("2026-03-08", "09:00",
 * "America/Tijuana")` is 16:00 UTC (daylight time began that night). A time the clocks skip
 * reads as the same time of the offset before the change.
 *
 * @param day - the calendar day, `YYYY-MM-DD`
 * @param time - `HH:MM` or `HH:MM:SS`, 24-hour
 * @param zone - an IANA zone name
 */
export function zonedInstant(day: string, time: string, zone: string): Date {
  const [y, mo, d] = day.split("-").map(Number) as [number, number, number]
  const [h = 0, mi = 0, s = 0] = time.split(":").map(Number)
  const wall = Date.UTC(y, mo - 1, d, h, mi, s)
  const first = wall - zoneOffsetMinutes(new Date(wall), zone) * 60_000
  const second = wall - zoneOffsetMinutes(new Date(first), zone) * 60_000
  return new Date(
    zoneOffsetMinutes(new Date(second), zone) ===
      zoneOffsetMinutes(new Date(first), zone)
      ? second
      : first
  )
}

/** The calendar day (`YYYY-MM-DD`) of `instant` in `zone`. */
export function zonedDay(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(instant)
}

/** The 24-hour wall-clock time (`HH:MM`) of `instant` in `zone`. */
export function zonedClock(instant: Date, zone: string): string {
  return new Intl.DateTimeFormat("en-GB", {
    timeZone: zone,
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).format(instant)
}

/** The first instant of the day `instant` falls on in `zone` (and of the next day: `end`). */
export function zonedDayBounds(
  instant: Date,
  zone: string
): { start: Date; end: Date } {
  const day = zonedDay(instant, zone)
  const start = zonedInstant(day, "00:00", zone)
  const next = new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000)
  return {
    start,
    end: zonedInstant(next.toISOString().slice(0, 10), "00:00", zone),
  }
}

/**
 * `instant` as ISO 8601 with the zone's offset: `2026-03-08T09:00:00-07:00` (webhooks, exports);
 * milliseconds are kept when there are any.
 */
export function zonedIso(instant: Date, zone: string): string {
  const offset = zoneOffsetMinutes(instant, zone)
  const local = new Date(instant.getTime() + offset * 60_000).toISOString()
  const sign = offset < 0 ? "-" : "+"
  const abs = Math.abs(offset)
  const hh = String(Math.floor(abs / 60)).padStart(2, "0")
  const mm = String(abs % 60).padStart(2, "0")
  const clock = local.endsWith(".000Z")
    ? local.slice(0, 19)
    : local.slice(0, 23)
  return `${clock}${sign}${hh}:${mm}`
}

/** The zone's short name at `instant` in `locale`: "PST", "GMT-8" or "CET" as the runtime knows it. */
export function zoneLabel(zone: string, instant: Date, locale = "en"): string {
  const part = new Intl.DateTimeFormat(locale, {
    timeZone: zone,
    timeZoneName: "short",
  })
    .formatToParts(instant)
    .find((p) => p.type === "timeZoneName")
  return part?.value ?? zone
}

/** The zone this runtime (the browser) shows times in. */
export function runtimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone
}
