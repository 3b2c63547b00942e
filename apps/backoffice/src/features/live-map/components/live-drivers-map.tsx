import { useLingui } from "@lingui/react/macro"
import { MapView } from "@ruta/maps/components/map-view"
import type { LatLng } from "@ruta/maps/geometry/lat-lng"
import { useMemo, useState } from "react"

import { useMapLabels } from "../../../lib/use-map-labels.ts"
import type { DriverOnRoute } from "../api/live-map.ts"
import { vehiclesOf } from "../drivers-on-map.ts"
import { useDriverLabels } from "../use-driver-labels.ts"
import { DriversList } from "./drivers-list.tsx"

const MAP_PX = 420
const DRIVER_COLOR = "#1e88e5"

/** The middle of the drivers' positions, when any has one. */
function middleOf(drivers: readonly DriverOnRoute[]): LatLng | undefined {
  const seen = drivers.flatMap((d) => (d.last ? [d.last] : []))
  if (seen.length === 0) return undefined
  return {
    lat: seen.reduce((sum, p) => sum + p.latitude, 0) / seen.length,
    lng: seen.reduce((sum, p) => sum + p.longitude, 0) / seen.length,
  }
}

/**
 * The live map: every driver on the road as a marker with their name and when they were last
 * seen, grey after 2 minutes unseen, next to the list of drivers and their stops predicted late.
 * The map centres on the drivers once and then stays where the planner moves it.
 */
export function LiveDriversMap({
  drivers,
  now,
}: {
  drivers: readonly DriverOnRoute[]
  now: number
}) {
  const { t } = useLingui()
  const mapLabels = useMapLabels()
  const labels = useDriverLabels()
  const [center, setCenter] = useState<LatLng | undefined>()
  const middle = middleOf(drivers)
  // Centred once, on the first positions; then where the planner moves it.
  if (!center && middle) setCenter(middle)
  const vehicles = useMemo(
    () =>
      vehiclesOf(
        drivers,
        now,
        labels.title,
        (driver) => driver.color || DRIVER_COLOR
      ),
    [drivers, now, labels.title]
  )
  return (
    <section
      aria-label={t`Drivers on the road`}
      className="grid gap-3 md:grid-cols-[minmax(0,1fr)_18rem]"
    >
      <div className="overflow-hidden rounded-lg border">
        <MapView
          height={MAP_PX}
          center={center}
          config={{ zoom: 12, locations: [] }}
          vehicles={vehicles}
          labels={mapLabels(t`Live map of the drivers on the road`)}
        />
      </div>
      {/* Beside the map, as tall as it (MAP_PX), scrolling when there are more drivers. */}
      <div className="md:max-h-[420px] md:overflow-y-auto">
        <DriversList drivers={drivers} now={now} />
      </div>
    </section>
  )
}
