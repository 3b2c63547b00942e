import { useLingui } from "@lingui/react/macro"
import type { Figure } from "@ruta/maps/geometry/figure"
import { MapView } from "@ruta/maps/components/map-view"
import { DrawMode } from "@ruta/maps/lib/draw-features"
import type { MapConfig, MapLocation } from "@ruta/maps/lib/map-config"
import type { MapVehicle } from "@ruta/maps/lib/vehicles"
import { Button } from "@ruta/ui/components/button"
import { useMemo } from "react"

import { useMapLabels } from "../../../lib/use-map-labels.ts"
import type { Optimization } from "../api/optimizations.ts"
import { planStops } from "../plan-layout.ts"
import { UNASSIGNED_COLOR } from "./unassigned-list.tsx"

/** The map's height in the workspace (spec section 9: 700 px). */
const MAP_PX = 700

/**
 * The workspace's map: every stop coloured by route and numbered by order, the depots, each
 * route's path, the selected stops; draw a zone (polygon, rectangle, circle) to select the stops
 * inside, or (editing zones) click a marker to select it; drag the pin to relocate a stop.
 */
export function WorkspaceMap({
  plan,
  colorOf,
  selected,
  drawMode,
  onDrawModeChange,
  zones,
  onZoneStops,
  onToggleStop,
  relocating,
  onRelocate,
  vehicles,
}: {
  plan: Optimization
  colorOf: (id_route: number | null) => string
  selected: ReadonlySet<number>
  /** Null when the planner may not assign stops: no drawing. */
  drawMode: DrawMode | null
  onDrawModeChange: (mode: DrawMode) => void
  /** The zones drawn; a new array clears them. */
  zones: readonly Figure[]
  onZoneStops: (ids: number[]) => void
  onToggleStop: (id_stop: number) => void
  /** The stop being relocated: its pin is shown and dragged. */
  relocating: { id_stop: number; latitude: number; longitude: number } | null
  onRelocate: (to: { latitude: number; longitude: number }) => void
  /** The drivers of the plan's routes on the road. */
  vehicles?: readonly MapVehicle[]
}) {
  const { t } = useLingui()
  const mapLabels = useMapLabels()
  const stopIds = (inside: MapLocation[]) =>
    inside.flatMap((l) => (typeof l.id === "number" ? [l.id] : []))
  const drawing = drawMode !== null
  const pinDraggable = relocating !== null
  const config = useMemo(
    (): Partial<MapConfig> => ({
      customizedMarkers: true,
      printPath: true,
      drawingAllowed: drawing,
      draggableMarker: pinDraggable,
      locations: [
        // Each depot once, drawn as a depot.
        ...new Map(
          plan.routes.flatMap((route) =>
            route.depot ? [[route.depot.id_depot, route.depot] as const] : []
          )
        ).values(),
      ]
        .map((depot): MapLocation => ({
          id: `depot-${depot.id_depot}`,
          name: depot.name,
          latitude: depot.latitude,
          longitude: depot.longitude,
          isDepot: true,
        }))
        .concat(
          planStops(plan).map((stop): MapLocation => ({
            id: stop.id_stop,
            name: stop.name || stop.address,
            latitude: stop.latitude,
            longitude: stop.longitude,
            isDepot: false,
            order: stop.order,
            routeId: stop.id_route,
            color:
              stop.id_route === null
                ? UNASSIGNED_COLOR
                : colorOf(stop.id_route),
          }))
        ),
    }),
    [plan, colorOf, drawing, pinDraggable]
  )
  return (
    <div className="grid gap-2">
      {drawMode !== null && (
        <div
          role="group"
          aria-label={t`Draw a zone to select stops`}
          className="flex flex-wrap gap-1"
        >
          {(
            [
              [DrawMode.polygon, t`Polygon`],
              [DrawMode.rectangle, t`Rectangle`],
              [DrawMode.circle, t`Circle`],
              [DrawMode.select, t`Edit zones`],
            ] as const
          ).map(([mode, label]) => (
            <Button
              key={mode}
              size="sm"
              variant={drawMode === mode ? "default" : "outline"}
              aria-pressed={drawMode === mode}
              onClick={() => onDrawModeChange(mode)}
            >
              {label}
            </Button>
          ))}
        </div>
      )}
      <div className="overflow-hidden rounded-lg border">
        <MapView
          height={MAP_PX}
          config={config}
          selectedIds={[...selected]}
          vehicles={vehicles}
          paths={plan.routes.map((route) => ({
            routeId: route.id_route,
            color: colorOf(route.id_route),
            returnToDepot: route.configuration.id_finalization_mode === 1,
          }))}
          depot={
            plan.routes[0]?.depot
              ? {
                  lat: plan.routes[0].depot.latitude,
                  lng: plan.routes[0].depot.longitude,
                }
              : null
          }
          drawMode={drawMode ?? DrawMode.select}
          zones={zones}
          onZoneCreate={(_, inside) => onZoneStops(stopIds(inside))}
          onZoneChange={(_, inside) => onZoneStops(stopIds(inside))}
          onMarkerClick={(location) => {
            // While a zone is drawn, a click is the zone's corner, not a pick.
            if (drawMode === DrawMode.select && typeof location.id === "number")
              onToggleStop(location.id)
          }}
          pin={
            relocating
              ? { lat: relocating.latitude, lng: relocating.longitude }
              : null
          }
          onPinMove={(point) =>
            onRelocate({ latitude: point.lat, longitude: point.lng })
          }
          labels={mapLabels(t`Map of ${plan.name}`, t`New place of the stop`)}
        />
      </div>
    </div>
  )
}
