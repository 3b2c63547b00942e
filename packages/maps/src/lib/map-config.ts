/** The spec's zoom levels. */
export const ZoomLevel = {
  far: 7,
  intermediate: 12,
  close: 15,
  closest: 17,
} as const
export type ZoomLevel = (typeof ZoomLevel)[keyof typeof ZoomLevel]

/** Default map height in pixels. */
export const DEFAULT_MAP_HEIGHT = 700

/** A place on the map: the spec's default location shape. */
export type MapPlace = { latitude: number; longitude: number; name: string }

/**
 * A stop, depot or address shown on the map. `order` is the stop's position
 * in its route (shown on the marker); `routeId` and `color` tie it to a
 * route; `isDepot` draws the depot marker.
 */
export type MapLocation = MapPlace & {
  id: string | number
  order?: number | null
  routeId?: string | number | null
  color?: string | null
  isDepot?: boolean
}

/**
 * The map's configuration (spec: locations, zoom, styles, isDefault,
 * drawingAllowed, customizedMarkers, module, draggableMarker, printPath).
 * `styles` are Google map styles; the offline engine ignores them.
 */
export type MapConfig = {
  locations: MapLocation[]
  zoom: number
  styles: google.maps.MapTypeStyle[]
  isDefault: boolean
  drawingAllowed: boolean
  customizedMarkers: boolean
  module: string
  draggableMarker: boolean
  printPath: boolean
}

/**
 * The fixed default centre labelled "Default" (the spec does not give its
 * values; Mexico City's Zócalo is used).
 */
export const DEFAULT_LOCATION: MapPlace = {
  latitude: 19.4326,
  longitude: -99.1332,
  name: "Default",
}

/** The configuration the map starts with and is reset to. */
export const DEFAULT_MAP_CONFIG: MapConfig = {
  locations: [{ ...DEFAULT_LOCATION, id: "default" }],
  zoom: ZoomLevel.intermediate,
  styles: [],
  isDefault: true,
  drawingAllowed: false,
  customizedMarkers: false,
  module: "",
  draggableMarker: false,
  printPath: false,
}

/**
 * Initialises the map configuration. Initialising with locations or
 * drawingAllowed merges the given values into the current configuration;
 * anything else restores the default configuration.
 *
 * @param current - the configuration in use
 * @param init - the values to initialise with
 * @returns the new configuration
 */
export function initMapConfig(
  current: MapConfig,
  init: Partial<MapConfig> | null | undefined
): MapConfig {
  if (
    init &&
    (init.locations !== undefined || init.drawingAllowed !== undefined)
  ) {
    return { ...current, ...init }
  }
  return { ...DEFAULT_MAP_CONFIG, locations: [...DEFAULT_MAP_CONFIG.locations] }
}

/**
 * Filters locations and sorts them by stop order, locations without an
 * order last (in their original order).
 *
 * @param locations - the locations
 * @param keep - which locations to keep (all by default)
 * @returns a new, sorted list
 */
export function filterLocations<T extends { order?: number | null }>(
  locations: readonly T[],
  keep: (location: T) => boolean = () => true
): T[] {
  return locations
    .map((location, index) => ({ location, index }))
    .filter(({ location }) => keep(location))
    .sort((a, b) => {
      const oa = a.location.order
      const ob = b.location.order
      const ha = typeof oa === "number" && Number.isFinite(oa)
      const hb = typeof ob === "number" && Number.isFinite(ob)
      if (ha && hb) return (oa as number) - (ob as number) || a.index - b.index
      if (ha) return -1
      if (hb) return 1
      return a.index - b.index
    })
    .map(({ location }) => location)
}
