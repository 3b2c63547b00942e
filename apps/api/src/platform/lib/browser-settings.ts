import type { Config } from "../../config.ts"

/**
 * What the pages need to know at run time (docs/architecture.md, "Browser settings"): read from
 * the server's environment when it starts, so changing one needs a restart, never a rebuild.
 */
export interface BrowserSettings {
  /** Google Maps' browser key; without one the maps draw with MapLibre. */
  googleMapsApiKey: string | null
  /** The MapLibre base map's style; null draws the plain world map. */
  mapStyleUrl: string | null
  /** The session-recording tag, when one is configured. */
  sessionRecording: { id: string; src: string } | null
}

/** Where the pages load their settings from (a script of the same origin, before the app's). */
export const BROWSER_SETTINGS_PATH = "/app-config.js"

/** The global the settings script sets. */
const GLOBAL_NAME = "__RUTA_SETTINGS__"

export function browserSettings(config: Config): BrowserSettings {
  return {
    googleMapsApiKey: config.GOOGLE_MAPS_API_KEY ?? null,
    mapStyleUrl: config.MAP_STYLE_URL === "none" ? null : config.MAP_STYLE_URL,
    sessionRecording: config.SESSION_RECORDING_ID
      ? { id: config.SESSION_RECORDING_ID, src: config.SESSION_RECORDING_SRC }
      : null,
  }
}

/**
 * The settings as the script the pages load: one frozen global. `<` and the JavaScript line
 * separators are escaped, so no value can end the script or the string it is in.
 */
export function browserSettingsScript(settings: BrowserSettings): string {
  const json = JSON.stringify(settings)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029")
  return `window.${GLOBAL_NAME} = Object.freeze(${json});\n`
}

/** Google Maps' script, tiles, images and calls (its documented Content-Security-Policy). */
const GOOGLE_MAPS = {
  script: ["https://maps.googleapis.com"],
  img: [
    "https://*.googleapis.com",
    "https://*.gstatic.com",
    "https://*.google.com",
    "https://*.ggpht.com",
  ],
  connect: [
    "https://*.googleapis.com",
    "https://*.google.com",
    "https://*.gstatic.com",
  ],
}

const originOf = (url: string) => new URL(url).origin

/**
 * The origins the Content-Security-Policy lets in for the settings: Google Maps with a key; the
 * map style's origin and `MAP_ORIGINS` (its tiles, fonts and sprites elsewhere) for MapLibre,
 * which fetches them all; the session-recording tag's origin and `SESSION_RECORDING_ORIGIN`.
 */
export function browserSettingsSources(config: Config) {
  const settings = browserSettings(config)
  const google = settings.googleMapsApiKey
    ? GOOGLE_MAPS
    : { script: [], img: [], connect: [] }
  const map = [
    ...(settings.mapStyleUrl ? [originOf(settings.mapStyleUrl)] : []),
    ...config.MAP_ORIGINS,
  ]
  const recorder = [
    ...(settings.sessionRecording
      ? [originOf(settings.sessionRecording.src)]
      : []),
    ...(config.SESSION_RECORDING_ORIGIN
      ? [config.SESSION_RECORDING_ORIGIN]
      : []),
  ]
  const unique = (list: string[]) => [...new Set(list)]
  return {
    script: unique([...google.script, ...recorder]),
    img: unique([...google.img, ...recorder]),
    connect: unique([...google.connect, ...map, ...recorder]),
  }
}
