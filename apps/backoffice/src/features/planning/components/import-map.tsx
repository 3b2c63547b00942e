import { useLingui } from "@lingui/react/macro"
import { MapView } from "@ruta/maps/components/map-view"
import { useMemo } from "react"

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
  // The same rows give the same locations, so the map redraws only when a row changes.
  const locations = useMemo(
    () =>
      rows.flatMap((row) => {
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
      }),
    [rows]
  )
  const config = useMemo(() => ({ locations, zoom: 11 }), [locations])
  return (
    <div className="overflow-hidden rounded-lg border">
      <MapView
        height={height}
        config={config}
        labels={mapLabels(t`Rows found`)}
      />
    </div>
  )
}
