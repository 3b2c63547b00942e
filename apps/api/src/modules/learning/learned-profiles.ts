import { zonedDay } from "@ruta/validation/zoned-time"

import type { ProfileSource, ReadLegs, SiteProfile } from "./learned-travel.ts"
import { learnSite, timeZoneOf } from "./learned-travel.ts"

/**
 * The learned profiles of the live ETA and of the optimize runs (issue 44): a route's ETAs are
 * recomputed every 30 s while it is on the road, a planner may run many optimizations a day, and
 * a profile learned from 90 days of driven legs does not change within a day, so each site's
 * profile is learned once per day on the site's clock and kept. A site's entry is dropped when
 * its day passes (the next day learns the day's legs too) or when its client's learning settings
 * change (another window of days). One per process beside its ETA updates, one beside its
 * optimize runs; a process that never plans or predicts with a profile keeps nothing.
 *
 * @param readLegs - how the driven legs are read (`drivenLegs`)
 */
export function learnedProfiles(readLegs?: ReadLegs): ProfileSource {
  const kept = new Map<
    string,
    { day: string; settings: string; learned: SiteProfile | null }
  >()
  return async (tx, site, settings, at) => {
    const key = `${site.id_client}/${site.id_subsidiary}`
    const day = zonedDay(new Date(at), await timeZoneOf(tx, site.id_subsidiary))
    const fingerprint = JSON.stringify(settings)
    const entry = kept.get(key)
    if (entry && entry.day === day && entry.settings === fingerprint)
      return entry.learned
    const learned = await learnSite(
      tx,
      site.id_subsidiary,
      settings.window_days,
      readLegs
    )
    kept.set(key, { day, settings: fingerprint, learned })
    return learned
  }
}
