import { useLingui } from "@lingui/react/macro"

import { formatTime } from "../../lib/format.ts"
import type { DriverOnRoute } from "./api/live-map.ts"

/** What naming a driver needs of their route. */
type Named = Pick<DriverOnRoute, "driver_name" | "route_name" | "last">

/** How a driver on the road is named on the map and in the list: who, and when last seen. */
export function useDriverLabels() {
  const { t, i18n } = useLingui()
  const name = (driver: Named) => driver.driver_name || driver.route_name
  return {
    listName: t`Drivers on the road`,
    name,
    seen(driver: Named, stale: boolean) {
      if (!driver.last) return t`Not seen yet`
      const time = formatTime(driver.last.at, i18n.locale)
      return stale ? t`Last seen ${time}` : t`Seen ${time}`
    },
    title(driver: Named, stale: boolean) {
      const who = name(driver)
      if (!driver.last) return t`${who}, not seen yet`
      const time = formatTime(driver.last.at, i18n.locale)
      return stale ? t`${who}, last seen ${time}` : t`${who}, seen ${time}`
    },
  }
}
