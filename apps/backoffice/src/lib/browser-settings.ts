// The server's settings for this page, read at run time: `/app-config.js`, loaded by index.html
// before the app, sets them (apps/api/src/lib/browser-settings.ts). Changing one needs a restart
// of the server, never a new build. Without the script (tests, stories) everything is off.

export interface BrowserSettings {
  /** Google Maps' browser key; without one the maps draw with MapLibre. */
  googleMapsApiKey: string | null
  /** The MapLibre base map's style; null draws the plain world map. */
  mapStyleUrl: string | null
  /** The session-recording tag, when one is configured. */
  sessionRecording: { id: string; src: string } | null
}

const NONE: BrowserSettings = {
  googleMapsApiKey: null,
  mapStyleUrl: null,
  sessionRecording: null,
}

/** The settings the server handed this page. */
export function browserSettings(): BrowserSettings {
  const given = (globalThis as { __RUTA_SETTINGS__?: Partial<BrowserSettings> })
    .__RUTA_SETTINGS__
  return { ...NONE, ...given }
}
