// A local stand-in for a base map's server, so the browser tests see the map draw a style they
// point MAP_STYLE_URL at, with no internet: `/<name>/style.json`, a MapLibre style (version 8)
// with one raster source, and its tiles `/<name>/tiles/{z}/{x}/{y}.png`, every one a plain
// square of the style's colour. It is on another origin than the product, as a real one is.
import { createServer } from "node:http"

import { listenOnLoopback } from "./listen.ts"

/**
 * The styles it serves, each with the colour its tiles are painted: pale, as a street map's land
 * is, and unlike anything the plain map or the routes draw.
 */
export const BASE_MAPS = {
  meadow: [222, 235, 206],
  mist: [214, 226, 240],
} as const
export type BaseMapName = keyof typeof BASE_MAPS

/** A 1×1 PNG of each colour (MapLibre stretches it over the tile). */
const TILES: Record<BaseMapName, string> = {
  meadow:
    "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mO49/ocAAVCApiF8BaAAAAAAElFTkSuQmCC",
  mist: "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR42mO49ugDAAU6AqlApxJlAAAAAElFTkSuQmCC",
}

const style = (name: BaseMapName) => ({
  version: 8,
  name,
  sources: {
    streets: {
      type: "raster",
      // Relative to the style, as many styles write them.
      tiles: [`tiles/{z}/{x}/{y}.png`],
      tileSize: 256,
      attribution: `Stand-in ${name}`,
    },
  },
  layers: [
    { id: "background", type: "background", paint: {} },
    { id: "streets", type: "raster", source: "streets" },
  ],
})

/**
 * Starts the stand-in on a free loopback port; answers its styles' URLs, the paths asked, stop.
 * Its tiles are out of reach (404) until `tiles.served` is set: the plain map, as offline, costs
 * a long test nothing to draw.
 */
export async function startBaseMapStandIn(port = 0) {
  const asked: string[] = []
  const tiles = { served: false }
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? "/", "http://127.0.0.1").pathname
    asked.push(path)
    const [, name, file] = /^\/(\w+)\/(.*)$/.exec(path) ?? []
    const cors = { "access-control-allow-origin": "*" }
    if (name && name in BASE_MAPS && file === "style.json") {
      res.writeHead(200, { ...cors, "content-type": "application/json" })
      res.end(JSON.stringify(style(name as BaseMapName)))
    } else if (
      tiles.served &&
      name &&
      name in BASE_MAPS &&
      /^tiles\/\d+\/\d+\/\d+\.png$/.test(file!)
    ) {
      res.writeHead(200, { ...cors, "content-type": "image/png" })
      res.end(Buffer.from(TILES[name as BaseMapName], "base64"))
    } else {
      res.writeHead(404, cors)
      res.end()
    }
  })
  const listening = await listenOnLoopback(server, port)
  const url = `http://127.0.0.1:${listening}`
  return {
    styleUrl: (name: BaseMapName) => `${url}/${name}/style.json`,
    tiles,
    /** The tiles of `name` asked for so far. */
    tilesAsked: (name: BaseMapName) =>
      asked.filter((p) => p.startsWith(`/${name}/tiles/`)).length,
    asked,
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}
