import type * as maplibre from "maplibre-gl"
import type {
  LayerSpecification,
  Map as MapLibreMap,
  SourceSpecification,
  StyleSpecification,
} from "maplibre-gl"

/** The base map's sources and layers are renamed with this prefix, clear of the map's own. */
const PREFIX = "base:"
/** The last layer of the plain world map (offline-style.ts): the base map goes right above it. */
const WORLD_TOP = "world-borders"

const hasScheme = (url: string) => /^[a-z][a-z\d+.-]*:/i.test(url)

/**
 * `url` read from the style at `styleUrl`: absolute URLs and other schemes (`pmtiles://`) as they
 * are, paths against the style's origin, other relative URLs against its folder. Done by hand:
 * `new URL` would escape the `{z}` and `{fontstack}` of templates.
 */
export function resolveStyleUrl(url: string, styleUrl: string): string {
  if (hasScheme(url)) return url
  const base = new URL(styleUrl, globalThis.location?.href)
  if (url.startsWith("//")) return `${base.protocol}${url}`
  if (url.startsWith("/")) return `${base.origin}${url}`
  const folder = base.href.split(/[?#]/)[0]!.replace(/[^/]*$/, "")
  return `${folder}${url}`
}

/** The style's sprite, glyphs and source URLs resolved against its own address. */
export function resolveStyle(
  style: StyleSpecification,
  styleUrl: string
): StyleSpecification {
  const resolve = (url: string) => resolveStyleUrl(url, styleUrl)
  const sources = Object.fromEntries(
    Object.entries(style.sources).map(([id, source]) => {
      const resolved = { ...source } as SourceSpecification & {
        url?: string
        tiles?: string[]
      }
      if (resolved.url) resolved.url = resolve(resolved.url)
      if (resolved.tiles) resolved.tiles = resolved.tiles.map(resolve)
      return [id, resolved as SourceSpecification]
    })
  )
  const sprite =
    typeof style.sprite === "string"
      ? resolve(style.sprite)
      : style.sprite?.map((s) => ({ ...s, url: resolve(s.url) }))
  return {
    ...style,
    sources,
    ...(sprite ? { sprite } : {}),
    ...(style.glyphs ? { glyphs: resolve(style.glyphs) } : {}),
  }
}

/** Whether any source of the style is a PMTiles archive. */
export const usesPmtiles = (style: StyleSpecification) =>
  Object.values(style.sources).some((source) =>
    [
      ...("url" in source && source.url ? [source.url] : []),
      ...("tiles" in source && source.tiles ? source.tiles : []),
    ].some((url) => url.startsWith("pmtiles://"))
  )

/**
 * The base map's style, or null when it cannot be had (no network, a wrong address, not a style):
 * the plain world map then stays, with nothing said in the console.
 */
export async function loadBaseStyle(
  styleUrl: string,
  signal: AbortSignal
): Promise<StyleSpecification | null> {
  try {
    const response = await fetch(styleUrl, { signal })
    if (!response.ok) return null
    const style = (await response.json()) as StyleSpecification
    if (style?.version !== 8 || !style.sources || !Array.isArray(style.layers))
      return null
    return resolveStyle(style, styleUrl)
  } catch {
    return null
  }
}

/**
 * Adds the base map's sources and layers between the plain world and the map's own layers
 * (zones, paths, markers): its background is left out, so where its tiles do not come, the world
 * still shows. Its sprite and glyphs become the map's.
 */
export function addBaseMap(map: MapLibreMap, style: StyleSpecification) {
  if (style.glyphs) map.setGlyphs(style.glyphs)
  if (typeof style.sprite === "string") map.setSprite(style.sprite)
  else for (const { id, url } of style.sprite ?? []) map.addSprite(id, url)
  for (const [id, source] of Object.entries(style.sources))
    map.addSource(`${PREFIX}${id}`, source)
  const layers = map.getStyle().layers
  const above = layers.findIndex((layer) => layer.id === WORLD_TOP)
  const before = layers[above + 1]?.id
  for (const layer of style.layers) {
    if (layer.type === "background") continue
    map.addLayer(
      {
        ...layer,
        id: `${PREFIX}${layer.id}`,
        ...("source" in layer ? { source: `${PREFIX}${layer.source}` } : {}),
      } as LayerSpecification,
      before
    )
  }
}

let pmtiles: Promise<void> | null = null

/** Teaches MapLibre the `pmtiles://` protocol, once, loading its reader on first use. */
export function registerPmtiles(
  addProtocol: (
    name: string,
    load: Parameters<typeof maplibre.addProtocol>[1]
  ) => void
) {
  pmtiles ??= import("pmtiles").then(({ Protocol }) =>
    addProtocol("pmtiles", new Protocol().tile)
  )
  return pmtiles
}

/**
 * Whether a map error is the network's (a tile, sprite, font or style that did not come): the
 * plain map already stands for it, so it is not worth a console error.
 */
export function isNetworkError(error: unknown): boolean {
  if (!(error instanceof Error)) return false
  return (
    error.name === "AJAXError" ||
    error.name === "AbortError" ||
    (error.name === "TypeError" && /fetch|network/i.test(error.message))
  )
}
