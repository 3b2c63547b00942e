import type { StyleSpecification } from "maplibre-gl"

import { worldCountries } from "../lib/world"

const OCEAN = "#aad3df"
const LAND = "#f2efe9"
const BORDER = "#b5aca2"

/**
 * The plain offline map: sea, Natural Earth countries and their borders. A
 * base map (base-map.ts) goes on top when it comes; the world stays
 * underneath where its tiles cannot be reached.
 *
 * @returns a MapLibre style that needs no network
 */
export function offlineStyle(): StyleSpecification {
  return {
    version: 8,
    sources: {
      world: { type: "geojson", data: worldCountries(), maxzoom: 6 },
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
    ],
  }
}
