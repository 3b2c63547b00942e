// The billing month (issue 43): one calendar month per client, on the client's own calendar.
import { DEFAULT_TIME_ZONE } from "@ruta/validation/time-zone"
import {
  zoneOffsetMinutes,
  zonedDay,
  zonedInstant,
} from "@ruta/validation/zoned-time"
import { asc, eq } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { subsidiaries } from "../../db/schema.ts"
import { createNotificationSettingsRepository } from "../notifications/notification-settings.repository.ts"

/**
 * The zone of the client's billing month: the zone it saved in its notification settings (the
 * default of its new sites), else its first site's, else the product's default. One client is
 * billed one month, whatever the zones of its sites.
 */
export async function clientZone(tx: Tx, id_client: number): Promise<string> {
  const saved =
    await createNotificationSettingsRepository(tx).savedZone(id_client)
  if (saved) return saved
  const [site] = await tx
    .select({ time_zone: subsidiaries.time_zone })
    .from(subsidiaries)
    .where(eq(subsidiaries.id_client, id_client))
    .orderBy(asc(subsidiaries.id_subsidiary))
    .limit(1)
  return site?.time_zone ?? DEFAULT_TIME_ZONE
}

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
