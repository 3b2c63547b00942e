import tzLookup from "@photostructure/tz-lookup"
import { isTimeZone } from "@ruta/validation/time-zone"

/**
 * The zone at a place, from the offline boundary data of `@photostructure/tz-lookup` (no web
 * service is asked); undefined for coordinates outside the globe or a zone this runtime lacks.
 */
export function zoneAt(
  latitude: number,
  longitude: number
): string | undefined {
  try {
    const zone = tzLookup(latitude, longitude)
    return isTimeZone(zone) ? zone : undefined
  } catch {
    return undefined
  }
}
