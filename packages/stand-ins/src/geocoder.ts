// A local stand-in for Nominatim (`/search?format=jsonv2`), so the browser tests geocode through
// the product's real adapter: "Calle N, ..." is found at a fixed place of a grid over Mexico
// City, a text with "ambiguous" matches two places, a text with "nowhere" none.
import { createServer } from "node:http"

import { listenOnLoopback } from "./listen.ts"

/** Where the stand-in puts "Calle N". */
export const gridPlace = (n: number) => ({
  latitude: 19.38 + (n % 20) * 0.004,
  longitude: -99.18 + Math.floor(n / 20) * 0.005,
})

/** Starts the stand-in on a free loopback port; answers its base URL, the texts asked, and stop. */
export async function startGeocoderStandIn(port = 0) {
  const asked: string[] = []
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1")
    const q = url.searchParams.get("q") ?? ""
    asked.push(q)
    const n = Number(/calle (\d+)/i.exec(q)?.[1] ?? Number.NaN)
    const places =
      url.pathname !== "/search" || /nowhere/i.test(q) || Number.isNaN(n)
        ? []
        : [
            { n, city: "Ciudad de México" },
            ...(/ambiguous/i.test(q) ? [{ n: n + 500, city: "Toluca" }] : []),
          ].map((p) => ({
            display_name: `Calle ${n}, ${p.city}, México`,
            lat: String(gridPlace(p.n).latitude),
            lon: String(gridPlace(p.n).longitude),
          }))
    res.writeHead(200, { "content-type": "application/json" })
    res.end(JSON.stringify(places))
  })
  const listening = await listenOnLoopback(server, port)
  return {
    url: `http://127.0.0.1:${listening}`,
    asked,
    stop: () => new Promise((resolve) => server.close(resolve)),
  }
}
