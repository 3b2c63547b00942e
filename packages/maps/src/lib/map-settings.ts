import * as React from "react"

/**
 * The maps' settings, given once by the app (from its server's settings at run time) to every
 * `MapView` below it. Without a provider (tests, stories) there is no Google key and no base map:
 * the plain offline world, with nothing fetched.
 */
export type MapSettings = {
  /** Google Maps' browser key; without one the maps draw with MapLibre. */
  googleMapsApiKey?: string | null
  /**
   * The MapLibre base map: a style JSON's URL (absolute, or a path on the page's origin), its
   * sources possibly `pmtiles://` archives. Null or absent draws the plain world map.
   */
  styleUrl?: string | null
}

export const MapSettingsContext = React.createContext<MapSettings>({})
