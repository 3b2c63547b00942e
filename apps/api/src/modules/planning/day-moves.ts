// The server's check of a hand move onto another day (issue 45), the one the day and week views
// make before saving (the back office's `week/move-checks.ts`): a stop goes only on its allowed
// days, and only on a day one of its time windows falls on.
import { allowedDayNames, dayName } from "@ruta/validation/day-names"
import { dayAllowed } from "@ruta/validation/stop-days"
import { zonedDay, zonedDayBounds } from "@ruta/validation/zoned-time"

import type { Tx } from "../../db/database.ts"
import type { Language } from "../../platform/lib/accept-language.ts"
import { AppError, ErrorCode } from "../../platform/lib/errors.ts"
import { createSubsidiariesRepository } from "../subsidiaries/subsidiaries.repository.ts"

/** A stop as the check reads it: where it is, its days and its windows. */
export interface DayBoundStop {
  id_stop: number
  id_route: number | null
  name: string
  address: string
  allowed_days: readonly string[]
  time_windows: readonly {
    start: string | Date | null
    end: string | Date | null
  }[]
}

/** Whether one of the windows (either side open) touches the day `[from, to)`. */
function windowOnDay(
  windows: DayBoundStop["time_windows"],
  from: Date,
  to: Date
): boolean {
  return (
    windows.length === 0 ||
    windows.some(
      (w) =>
        (w.start === null || new Date(w.start) < to) &&
        (w.end === null || new Date(w.end) >= from)
    )
  )
}

/**
 * Why each stop moved to another route may not go on that route's day, as the API answers it
 * (`details`): none for a stop staying on its route, sent to no route, or moved to a route without
 * a date. The day and the allowed days are named in the caller's `language` (the sentence is
 * translated on the way out, its values kept).
 *
 * @param timeZone - the site's zone, whose calendar says the days
 */
export function dayMoveRefusals(
  stops: readonly DayBoundStop[],
  routes: readonly { id_route: number; start_date: string | Date | null }[],
  placements: readonly { id_stop: number; id_route: number | null }[],
  timeZone: string,
  language: Language
): { field: "routes"; message: string }[] {
  const starts = new Map(routes.map((r) => [r.id_route, r.start_date]))
  const byId = new Map(stops.map((s) => [s.id_stop, s]))
  return placements.flatMap(({ id_stop, id_route }) => {
    const stop = byId.get(id_stop)
    const start = id_route === null ? null : starts.get(id_route)
    if (!stop || !start || stop.id_route === id_route) return []
    const day = zonedDay(new Date(start), timeZone)
    const name = stop.name || stop.address
    const named = dayName(day, language)
    if (!dayAllowed(stop.allowed_days, day))
      return [
        {
          field: "routes",
          message: `${name} may not go on ${named}: its allowed days are ${allowedDayNames(stop.allowed_days, language)}.`,
        },
      ]
    const bounds = zonedDayBounds(new Date(start), timeZone)
    if (!windowOnDay(stop.time_windows, bounds.start, bounds.end))
      return [
        {
          field: "routes",
          message: `${name} may not go on ${named}: none of its time windows falls on that day.`,
        },
      ]
    return []
  })
}

/**
 * Refuses (409, as a busy car is refused) a hand layout that moves a stop onto a day it may not
 * go on: the message names the first such stop, `details` every one.
 */
export async function refuseMovesOffDay(
  tx: Tx,
  id_subsidiary: number,
  stops: Parameters<typeof dayMoveRefusals>[0],
  routes: Parameters<typeof dayMoveRefusals>[1],
  placements: Parameters<typeof dayMoveRefusals>[2],
  language: Language
): Promise<void> {
  const site = await createSubsidiariesRepository(tx).findById(id_subsidiary)
  const refusals = dayMoveRefusals(
    stops,
    routes,
    placements,
    site?.time_zone ?? "UTC",
    language
  )
  if (refusals.length > 0)
    throw new AppError(409, ErrorCode.CONFLICT, refusals[0]!.message, refusals)
}
