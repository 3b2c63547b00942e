import { useLingui } from "@lingui/react/macro"

import { formatZonedTime } from "../../lib/format.ts"
import { useSiteZones } from "../../lib/use-units.ts"
import type { DriverOnRoute } from "./api/live-map.ts"

/** What naming a driver needs of their route (its site: the time seen is on its clock). */
type Named = Pick<DriverOnRoute, "driver_name" | "route_name" | "last"> & {
  id_subsidiary?: number
}

/**
 * How a driver on the road is named on the map and in the list: who, and when last seen, on the
 * clock of their route's site (with its zone when that is not the browser's).
 */
export function useDriverLabels() {
  const { t, i18n } = useLingui()
  const zoneOf = useSiteZones()
  const name = (driver: Named) => driver.driver_name || driver.route_name
  const seenAt = (driver: Named & { last: { at: string } }) =>
    formatZonedTime(driver.last.at, i18n.locale, zoneOf(driver.id_subsidiary))
  return {
    listName: t`Drivers on the road`,
    name,
    seen(driver: Named, stale: boolean) {
      if (!driver.last) return t`Not seen yet`
      const time = seenAt({ ...driver, last: driver.last })
      return stale ? t`Last seen ${time}` : t`Seen ${time}`
    },
    title(driver: Named, stale: boolean) {
      const who = name(driver)
      if (!driver.last) return t`${who}, not seen yet`
      const time = seenAt({ ...driver, last: driver.last })
      return stale ? t`${who}, last seen ${time}` : t`${who}, seen ${time}`
    },
  }
}
