import type { Bounds, Figure, FigureColors } from "../geometry/figure"
import type { LatLng } from "../geometry/lat-lng"
import type { DrawMode } from "../lib/draw-features"
import type { RoutePath } from "../lib/features"
import type { MapLocation } from "../lib/map-config"
import type { MapVehicle } from "../lib/vehicles"

/** Zone callbacks, each handed the figure (the map adds the stops inside). */
export type ZoneCallbacks = {
  newZoneColors: () => FigureColors
  onZoneCreate?: (figure: Figure) => void
  onZoneChange?: (figure: Figure) => void
  onZoneDelete?: (uid: string) => void
  onZoneSelect?: (figure: Figure | null) => void
}

/** What a test, a benchmark or a parent can do with a rendered map. */
export type MapHandle = {
  engine: "google" | "offline"
  /** Pixel position of a point relative to the map's top-left corner. */
  project: (point: LatLng) => { x: number; y: number }
  /** The point at a pixel position relative to the map's top-left corner. */
  unproject: (pixel: { x: number; y: number }) => LatLng
  /** The element pointer events go to (for drawing). */
  eventTarget: () => HTMLElement
  setDrawMode: (mode: DrawMode) => void
  zones: () => Figure[]
  deleteSelectedZone: () => void
  panBy: (dx: number, dy: number) => void
  /** Resolves once the map has drawn everything pending. */
  idle: () => Promise<void>
  /** How many stop markers are drawn in view right now. */
  renderedStops: () => number
  setView: (center: LatLng, zoom: number) => void
}

/** Props every engine takes from `MapView`. */
export type EngineProps = {
  center: LatLng
  zoom: number
  /**
   * The box the map opens on, fitted once when it has one (the stops'); while it has one, the
   * map does not follow `center` and `zoom`.
   */
  fit: Bounds | null
  height: number | string
  locations: MapLocation[]
  selectedIds: ReadonlySet<string | number>
  customizedMarkers: boolean
  paths: RoutePath[]
  /** Drivers on the road, drawn over the stops. */
  vehicles: readonly MapVehicle[]
  depot: LatLng | null
  pin: LatLng | null
  pinDraggable: boolean
  onPinMove?: (point: LatLng) => void
  drawingAllowed: boolean
  drawMode: DrawMode
  zones: readonly Figure[] | undefined
  zoneCallbacks: ZoneCallbacks
  onMarkerClick?: (location: MapLocation) => void
  onReady?: (handle: MapHandle) => void
  googleStyles: google.maps.MapTypeStyle[]
  /** Accessible name of the map region. */
  label: string
  /** Texts of the map's own controls. */
  controlLabels: { zoomIn: string; zoomOut: string; pin: string }
}
