import type {
  LayerSpecification,
  SourceSpecification,
  StyleSpecification,
} from "maplibre-gl"

import { worldCountries } from "../lib/world"

const OCEAN = "#aad3df"
const LAND = "#f2efe9"
const BORDER = "#b5aca2"

/**
 * The tile layer an optional tile URL adds over the offline world:
 * `{z}/{x}/{y}` URLs ending in `.pbf` or `.mvt` are vector tiles in the
 * OpenMapTiles schema, other `{z}` URLs are raster tiles.
 *
 * @param url - the tile URL template, or empty
 * @returns the source and layers to add, or null
 */
export function tileLayers(
  url: string | undefined
): { source: SourceSpecification; layers: LayerSpecification[] } | null {
  if (!url || !url.includes("{z}")) return null
  if (/\.(pbf|mvt)(\?|$)/.test(url)) {
    const line = (
      id: string,
      sourceLayer: string,
      color: string,
      width: number
    ): LayerSpecification => ({
      id,
      type: "line",
      source: "tiles",
      "source-layer": sourceLayer,
      paint: { "line-color": color, "line-width": width },
    })
    return {
      source: { type: "vector", tiles: [url], maxzoom: 14 },
      layers: [
        {
          id: "tiles-water",
          type: "fill",
          source: "tiles",
          "source-layer": "water",
          paint: { "fill-color": OCEAN },
        },
        {
          id: "tiles-landuse",
          type: "fill",
          source: "tiles",
          "source-layer": "landuse",
          paint: { "fill-color": "#e8e4d8", "fill-opacity": 0.6 },
        },
        line("tiles-roads", "transportation", "#ffffff", 1.5),
        line("tiles-boundaries", "boundary", BORDER, 1),
      ],
    }
  }
  return {
    source: {
      type: "raster",
      tiles: [url],
      tileSize: 256,
      maxzoom: 19,
    },
    layers: [{ id: "tiles-raster", type: "raster", source: "tiles" }],
  }
}

/**
 * The offline map style: sea, Natural Earth countries and their borders,
 * then the optional tile layer on top (the world stays underneath when the
 * tiles cannot be reached).
 *
 * @param tileUrl - optional tile URL template
 * @returns a MapLibre style that needs no network
 */
export function offlineStyle(tileUrl?: string): StyleSpecification {
  const tiles = tileLayers(tileUrl)
  return {
    version: 8,
    sources: {
      world: { type: "geojson", data: worldCountries(), maxzoom: 6 },
      ...(tiles ? { tiles: tiles.source } : {}),
    },
    layers: [
      { id: "sea", type: "background", paint: { "background-color": OCEAN } },
      {
        id: "world-land",
        type: "fill",
        source: "world",
        paint: { "fill-color": LAND },
      },
      {
        id: "world-borders",
        type: "line",
        source: "world",
        paint: { "line-color": BORDER, "line-width": 0.8 },
      },
      ...(tiles ? tiles.layers : []),
    ],
  }
}
