import type { Tx } from "../../db/database.ts"
import { createLearningSettingsRepository } from "./learning-settings.repository.ts"
import type { AddressKey } from "./service-times.ts"
import { learnedServiceTimes } from "./service-times.ts"

/** A stop as it is entered: its duration when the planner or the spreadsheet gave one. */
type EnteredStop = AddressKey & { stop_duration?: number | undefined }

/** Where the stops go: the site whose visits are read, of the client whose settings apply. */
export interface StopSite {
  id_client: number
  id_subsidiary: number
}

/**
 * Fills the duration of each stop given none with its address's learned service time, marking
 * how many visits it was learned from (issue 44). A stop given a duration keeps it: the planner's
 * or the spreadsheet's word wins. A client that turned learning off gets the stops as they came.
 */
export async function withLearnedDurations<T extends EnteredStop>(
  tx: Tx,
  site: StopSite,
  stops: readonly T[]
): Promise<(T & { learned_visits?: number })[]> {
  const open = stops.filter((stop) => stop.stop_duration === undefined)
  if (open.length === 0) return [...stops]
  const settings = await createLearningSettingsRepository(tx).get(
    site.id_client
  )
  if (!settings.service_times) return [...stops]
  const learned = await learnedServiceTimes(
    tx,
    { id_subsidiary: site.id_subsidiary, ...settings },
    open
  )
  const byStop = new Map(open.map((stop, i) => [stop, learned[i]]))
  return stops.map((stop) => {
    const time = byStop.get(stop)
    return time
      ? { ...stop, stop_duration: time.minutes, learned_visits: time.visits }
      : stop
  })
}
