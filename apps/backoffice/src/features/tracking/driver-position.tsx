import { useLingui } from "@lingui/react/macro"
import { MapView } from "@ruta/maps/components/map-view"
import { useMemo } from "react"

import { useMapLabels } from "../../lib/use-map-labels.ts"
import type { Tracking } from "./tracking.ts"
import { clock } from "./tracking.ts"

const DRIVER_COLOR = "#1e88e5"
const MAP_PX = 240

/**
 * The driver's live position, while the visit is close: one marker on a small map, and when it
 * was seen. Nothing of the route or of anyone else's stop.
 */
export function DriverPosition({
  position,
  driver,
  timeZone,
}: {
  position: NonNullable<Tracking["position"]>
  driver: string
  timeZone: string
}) {
  const { t } = useLingui()
  const mapLabels = useMapLabels()
  const seen = clock(position.at, timeZone)
  const name = driver || t`Your driver`
  const vehicles = useMemo(
    () => [
      {
        id: "driver",
        lat: position.latitude,
        lng: position.longitude,
        label: name,
        title: t`${name}, seen at ${seen}`,
        color: DRIVER_COLOR,
        stale: false,
      },
    ],
    [position.latitude, position.longitude, name, seen, t]
  )
  return (
    <section
      aria-label={t`Where your driver is`}
      className="grid gap-2 overflow-hidden rounded-lg border bg-card"
    >
      <MapView
        height={MAP_PX}
        center={{ lat: position.latitude, lng: position.longitude }}
        config={{ zoom: 14, locations: [] }}
        vehicles={vehicles}
        labels={mapLabels(t`Map of your driver's position`)}
      />
      <p className="px-4 pb-3 text-sm text-muted-foreground">
        {t`Driver's position at ${seen}`}
      </p>
    </section>
  )
}
