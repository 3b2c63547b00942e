import type { Plugin } from "vite"
import type { ManifestTransform } from "workbox-build"

/**
 * The modules of the driver's screens: its route (and its split component), the sign-in page it
 * sends a driver to whose session ended, the catalogs.
 */
const DRIVER_MODULES = [
  /\/src\/routes\/driver\.tsx/,
  /\/src\/routes\/login\.tsx/,
  /\/src\/locales\/[^/]+\/messages\.ts$/,
]

/**
 * Which built files the driver's app needs without signal: the entry and what it imports, the
 * driver route's chunks and theirs, the translations, the styles, the Latin fonts and the icons.
 * The service worker precaches those, not every planner's screen (the maps alone weigh more than
 * the driver's app).
 */
export function driverPrecache() {
  const scripts = new Set<string>()
  const plugin: Plugin = {
    name: "ruta-driver-precache",
    apply: "build",
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle).flatMap((file) =>
          file.type === "chunk" ? [[file.fileName, file] as const] : []
        )
      )
      const add = (fileName: string) => {
        if (scripts.has(fileName)) return
        scripts.add(fileName)
        chunks.get(fileName)?.imports.forEach(add)
      }
      for (const chunk of chunks.values())
        if (
          chunk.isEntry ||
          chunk.moduleIds.some((id) => DRIVER_MODULES.some((re) => re.test(id)))
        )
          add(chunk.fileName)
    },
  }
  const keep = (url: string) =>
    url.endsWith(".js")
      ? scripts.has(url)
      : !url.endsWith(".woff2") || /-latin-/.test(url)
  const transform: ManifestTransform = (entries) => ({
    manifest: entries.filter((entry) => keep(entry.url)),
    warnings: [],
  })
  return { plugin, transform }
}
