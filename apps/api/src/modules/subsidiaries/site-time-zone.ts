// Which IANA zone a site's times are in (issue 43): the zone chosen for it, else its client's,
// else the zone of the place of its depot, else the product's default.
import { DEFAULT_TIME_ZONE } from "@ruta/validation/time-zone"

import type { Tx } from "../../db/database.ts"
import { zoneAt } from "../../platform/geo/zone-at.ts"

/**
 * The zone a client saved with its notification settings (the notifications module's read,
 * passed in by `start-up/`), in the caller's transaction; undefined when it saved none.
 */
export type ClientZone = (
  tx: Tx,
  id_client: number
) => Promise<string | undefined>

export interface ZoneSources {
  /** The zone the user picked for the site. */
  chosen?: string | undefined
  /** The client's own zone, when the client saved one. */
  client?: string | undefined
  /** Where the site's depot is. */
  depot?: { latitude: number; longitude: number } | undefined
}

/** The site's zone and whether it is settled (false: only the default, a depot may still set it). */
export function resolveSiteZone(sources: ZoneSources): {
  time_zone: string
  time_zone_chosen: boolean
} {
  const fromDepot = sources.depot
    ? zoneAt(sources.depot.latitude, sources.depot.longitude)
    : undefined
  const zone = sources.chosen ?? sources.client ?? fromDepot
  return zone
    ? { time_zone: zone, time_zone_chosen: true }
    : { time_zone: DEFAULT_TIME_ZONE, time_zone_chosen: false }
}
