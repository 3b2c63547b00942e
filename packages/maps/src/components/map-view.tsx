import * as React from "react"

import type { EngineProps, MapHandle } from "../engines/engine-props"
import { MapLibreEngine } from "../engines/maplibre-engine"
import {
  addColorFirst,
  boundsOf,
  nextFigureColor,
  stopsInFigure,
  type Figure,
  type FigureColors,
} from "../geometry/figure"
import { normalizeLng, type LatLng } from "../geometry/lat-lng"
import { DrawMode } from "../lib/draw-features"
import type { RoutePath } from "../lib/features"
import { MapSettingsContext } from "../lib/map-settings"
import type { MapVehicle } from "../lib/vehicles"
import {
  DEFAULT_LOCATION,
  DEFAULT_MAP_CONFIG,
  DEFAULT_MAP_HEIGHT,
  filterLocations,
  initMapConfig,
  type MapConfig,
  type MapLocation,
} from "../lib/map-config"

const GoogleEngine = React.lazy(() =>
  import("../engines/google-engine").then((m) => ({ default: m.GoogleEngine }))
)

type MapViewLabels = {
  /** Accessible name of the map. */
  map: string
  /** Zoom buttons of the offline map. */
  zoomIn: string
  zoomOut: string
  /** Accessible name of the draggable pin. */
  pin: string
  /** Shown over the offline map when Google Maps failed to load. */
  offlineNote: string
}

const DEFAULT_LABELS: MapViewLabels = {
  map: "Map",
  zoomIn: "Zoom in",
  zoomOut: "Zoom out",
  pin: "Address pin",
  offlineNote: "Google Maps could not be loaded: showing the offline map.",
}

type MapViewProps = {
  /** The spec's map config; merged into the default as `initMapConfig` does. */
  config?: Partial<MapConfig> | null
  /** Which locations to show (all by default); shown sorted by stop order. */
  filter?: (location: MapLocation) => boolean
  /** Map centre; defaults to the middle of the locations. */
  center?: LatLng
  height?: number | string
  selectedIds?: ReadonlyArray<string | number>
  /** Route paths, drawn when the config's `printPath` is on. */
  paths?: RoutePath[]
  /** Drivers on the road: labelled markers moved in place as they report. */
  vehicles?: readonly MapVehicle[]
  /** Where straight-segment paths start. */
  depot?: LatLng | null
  /** The draggable pin (shown when set; draggable with `draggableMarker`). */
  pin?: LatLng | null
  onPinMove?: (point: LatLng) => void
  /** Drawing mode when the config's `drawingAllowed` is on. */
  drawMode?: DrawMode
  /** Zones to show; a new array replaces the zones on the map. */
  zones?: readonly Figure[]
  /** Colours already used, most recent first, for the next zone's colour. */
  usedColors?: readonly string[]
  onZoneCreate?: (figure: Figure, stopsInside: MapLocation[]) => void
  onZoneChange?: (figure: Figure, stopsInside: MapLocation[]) => void
  onZoneDelete?: (uid: string) => void
  onZoneSelect?: (figure: Figure | null) => void
  onMarkerClick?: (location: MapLocation) => void
  onReady?: (handle: MapHandle) => void
  /** Google Maps key; without one the offline map is used. The app's `MapSettings` by default. */
  googleMapsApiKey?: string | null
  /** How long to wait for Google Maps before showing the offline map. */
  googleLoadTimeoutMs?: number
  /** The offline map's base map style URL; the app's `MapSettings` by default. */
  styleUrl?: string | null
  labels?: Partial<MapViewLabels>
  className?: string
}

/** The middle of the box round the locations (or the fallback place). */
function boundsCenter(
  locations: readonly MapLocation[],
  fallback: { latitude: number; longitude: number }
): LatLng {
  const bounds = boundsOf(
    locations.map((l) => ({ lat: l.latitude, lng: l.longitude }))
  )
  if (!bounds) return { lat: fallback.latitude, lng: fallback.longitude }
  const east = bounds.east < bounds.west ? bounds.east + 360 : bounds.east
  return {
    lat: (bounds.north + bounds.south) / 2,
    lng: normalizeLng((bounds.west + east) / 2),
  }
}

const NO_VEHICLES: readonly MapVehicle[] = []

/**
 * The map: markers, route paths, zones and a draggable pin, on Google Maps
 * when a key is set and on the offline MapLibre map otherwise (or when
 * Google fails to load).
 */
function MapView({
  config,
  filter,
  center,
  height = DEFAULT_MAP_HEIGHT,
  selectedIds,
  paths,
  vehicles = NO_VEHICLES,
  depot = null,
  pin = null,
  onPinMove,
  drawMode = DrawMode.polygon,
  zones,
  usedColors,
  onZoneCreate,
  onZoneChange,
  onZoneDelete,
  onZoneSelect,
  onMarkerClick,
  onReady,
  googleMapsApiKey,
  googleLoadTimeoutMs = 10_000,
  styleUrl,
  labels,
  className,
}: MapViewProps) {
  const settings = React.useContext(MapSettingsContext)
  const googleKey = googleMapsApiKey ?? settings.googleMapsApiKey
  const baseStyle = styleUrl === undefined ? settings.styleUrl : styleUrl
  const text = { ...DEFAULT_LABELS, ...labels }
  const merged = React.useMemo(
    () => initMapConfig(DEFAULT_MAP_CONFIG, config),
    [config]
  )
  const locations = React.useMemo(
    () => filterLocations(merged.locations, filter),
    [merged.locations, filter]
  )
  const stops = React.useMemo(
    () => locations.filter((l) => !l.isDepot),
    [locations]
  )
  // Keyed by content, so an inline array does not redraw every marker.
  const selectedKey = (selectedIds ?? []).join("\u0000")
  const selected = React.useMemo(
    () => new Set<string | number>(selectedIds ?? []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [selectedKey]
  )
  const fallbackCenter = React.useMemo(
    () =>
      boundsCenter(
        locations.length > 0 ? locations : merged.locations,
        DEFAULT_LOCATION
      ),
    [locations, merged.locations]
  )
  const mapCenter = center ?? fallbackCenter
  // Without a centre of its own, the map opens on all its stops.
  const followsCenter = center !== undefined
  const fit = React.useMemo(
    () =>
      followsCenter
        ? null
        : boundsOf(
            locations.map((l) => ({ lat: l.latitude, lng: l.longitude }))
          ),
    [followsCenter, locations]
  )

  // Colours handed out in this session go first, then the parent's.
  const sessionColors = React.useRef<string[]>([])
  const current = {
    stops,
    usedColors,
    onZoneCreate,
    onZoneChange,
    onZoneDelete,
    onZoneSelect,
  }
  const latest = React.useRef(current)
  React.useLayoutEffect(() => {
    latest.current = current
  })
  const zoneCallbacks = React.useMemo<EngineProps["zoneCallbacks"]>(
    () => ({
      newZoneColors: (): FigureColors => {
        const used = [
          ...sessionColors.current,
          ...(latest.current.usedColors ?? []),
        ]
        const color = nextFigureColor(used)
        sessionColors.current = addColorFirst(sessionColors.current, color)
        return { fill: color, stroke: color }
      },
      onZoneCreate: (figure) =>
        latest.current.onZoneCreate?.(
          figure,
          stopsInFigure(figure, latest.current.stops)
        ),
      onZoneChange: (figure) =>
        latest.current.onZoneChange?.(
          figure,
          stopsInFigure(figure, latest.current.stops)
        ),
      onZoneDelete: (uid) => latest.current.onZoneDelete?.(uid),
      onZoneSelect: (figure) => latest.current.onZoneSelect?.(figure),
    }),
    []
  )

  const [googleFailed, setGoogleFailed] = React.useState(false)
  const onGoogleError = React.useCallback(() => setGoogleFailed(true), [])
  const useGoogle = Boolean(googleKey) && !googleFailed

  const engineProps: EngineProps = {
    center: mapCenter,
    zoom: merged.zoom,
    fit,
    height: "100%",
    locations,
    selectedIds: selected,
    customizedMarkers: merged.customizedMarkers,
    paths: merged.printPath ? (paths ?? []) : [],
    vehicles,
    depot,
    pin,
    pinDraggable: merged.draggableMarker,
    onPinMove,
    drawingAllowed: merged.drawingAllowed,
    drawMode,
    zones,
    zoneCallbacks,
    onMarkerClick,
    onReady,
    googleStyles: merged.styles,
    label: text.map,
    controlLabels: {
      zoomIn: text.zoomIn,
      zoomOut: text.zoomOut,
      pin: text.pin,
    },
  }

  return (
    <div
      data-slot="map-view"
      className={className}
      style={{ position: "relative", width: "100%", height }}
    >
      {useGoogle ? (
        <React.Suspense fallback={null}>
          <GoogleEngine
            {...engineProps}
            apiKey={googleKey ?? ""}
            loadTimeoutMs={googleLoadTimeoutMs}
            onLoadError={onGoogleError}
          />
        </React.Suspense>
      ) : (
        <MapLibreEngine {...engineProps} styleUrl={baseStyle ?? null} />
      )}
      {googleFailed ? (
        <p
          role="status"
          data-slot="map-offline-note"
          style={{
            position: "absolute",
            top: 8,
            left: 8,
            margin: 0,
            padding: "4px 8px",
            borderRadius: 4,
            background: "rgba(255,255,255,0.92)",
            color: "#1f2937",
            font: "13px Roboto, Arial, sans-serif",
            boxShadow: "0 1px 3px rgba(0,0,0,0.25)",
          }}
        >
          {text.offlineNote}
        </p>
      ) : null}
    </div>
  )
}

export { MapView, type MapViewProps, type MapViewLabels }
