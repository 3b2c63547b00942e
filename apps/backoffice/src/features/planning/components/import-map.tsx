import { useLingui } from "@lingui/react/macro"
import { MapView } from "@ruta/maps/components/map-view"

import type { ImportRow } from "../import/import-row.ts"
import { placeOf } from "../import/import-row.ts"
import { useMapLabels } from "../../../lib/use-map-labels.ts"

/** Where an import's rows were found: stops as markers, depots as depots; left-out rows hidden. */
export function ImportMap({
  rows,
  height = 320,
}: {
  rows: ImportRow[]
  height?: number
}) {
  const { t } = useLingui()
  const mapLabels = useMapLabels()
  const locations = rows.flatMap((row) => {
    const place = row.leftOut ? null : placeOf(row)
    if (!place) return []
    return [
      {
        id: row.key,
        name: row.name || place.address,
        latitude: place.latitude,
        longitude: place.longitude,
        isDepot: row.depot,
      },
    ]
  })
  return (
    <div className="overflow-hidden rounded-lg border">
      <MapView
        height={height}
        config={{ locations, customizedMarkers: true, zoom: 11 }}
        labels={mapLabels(t`Rows found`)}
      />
    </div>
  )
}
