import type { MapVehicle } from "@ruta/maps/lib/vehicles"

import type { DriverOnRoute } from "./api/live-map.ts"

/** A driver not seen for this long is drawn grey (issue: "turns grey after 2 minutes"). */
export const STALE_AFTER_MS = 2 * 60_000

/** Whether a driver was last seen too long ago (or never). */
export const isStale = (driver: DriverOnRoute, now: number) =>
  !driver.last || now - Date.parse(driver.last.at) > STALE_AFTER_MS

/**
 * The drivers with a position as map markers: their name, a title saying when they were last
 * seen (`seen(driver)`), their route's colour, grey when stale.
 */
export function vehiclesOf(
  drivers: readonly DriverOnRoute[],
  now: number,
  title: (driver: DriverOnRoute, stale: boolean) => string,
  colorOf: (driver: DriverOnRoute) => string
): MapVehicle[] {
  return drivers.flatMap((driver) => {
    if (!driver.last) return []
    const stale = isStale(driver, now)
    return [
      {
        id: driver.id_route,
        lat: driver.last.latitude,
        lng: driver.last.longitude,
        label: driver.driver_name || driver.route_name,
        title: title(driver, stale),
        color: colorOf(driver),
        stale,
      },
    ]
  })
}
