// The dashboard's range (issue 43): days of each row's own site's calendar, or instants.
import type { SQL } from "drizzle-orm"
import { sql } from "drizzle-orm"
import { z } from "zod"

/** A calendar day, `YYYY-MM-DD`. */
const DAY = /^\d{4}-\d{2}-\d{2}$/

/** One end of the range: a day of the sites' calendars, or a moment with its offset. */
export const rangeEnd = (description: string) =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })])
    .describe(
      `${description}: a day (YYYY-MM-DD, on the calendar of each row's own site, in its time zone) or a moment (ISO 8601 with offset)`
    )

/** The day (`date`) `at` falls on at the site `site`, in that site's time zone. */
export const siteDay = (at: SQL, site: SQL): SQL =>
  sql`(${at} at time zone (select z.time_zone from subsidiaries z where z.id_subsidiary = ${site}))::date`

/**
 * Whether the instant `at` of a row of site `site` is in the range: an end given as a day counts
 * that whole day of the site's calendar (23 or 25 hours across a daylight-saving change).
 */
export function inRange(
  at: SQL,
  site: SQL,
  range: { from: string; to: string }
): SQL {
  const from = DAY.test(range.from)
    ? sql`${siteDay(at, site)} >= ${range.from}::date`
    : sql`${at} >= ${new Date(range.from).toISOString()}`
  const to = DAY.test(range.to)
    ? sql`${siteDay(at, site)} <= ${range.to}::date`
    : sql`${at} <= ${new Date(range.to).toISOString()}`
  return sql`${from} and ${to}`
}
