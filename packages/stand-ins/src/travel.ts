// Local stand-ins of OSRM (`/table/v1`, `/route/v1`) and Valhalla (`/sources_to_targets`,
// `/route`): real HTTP servers on loopback that read the real request formats and answer in the
// real formats, from a deterministic asymmetric road model, and can be told to fail.
import { createServer } from "node:http"
import { setTimeout as sleep } from "node:timers/promises"

import polyline from "@mapbox/polyline"

import { listenOnLoopback } from "./listen.ts"

export interface Point {
  lat: number
  lng: number
}

/**
 * The stand-ins' road: metres along a flat-earth distance, plus 100 m per 0.001 degree going
 * north (so that A to B and B to A differ), at 10 m/s. Points north of 80 degrees are islands.
 */
export function road(
  a: Point,
  b: Point
): { distance: number; duration: number } | null {
  if (a.lat > 80 || b.lat > 80)
    return a === b ? { distance: 0, duration: 0 } : null
  const dy = (b.lat - a.lat) * 111_000
  const dx = (b.lng - a.lng) * 111_000 * Math.cos((a.lat * Math.PI) / 180)
  const distance = Math.hypot(dx, dy) + Math.max(0, b.lat - a.lat) * 100_000
  return { distance: Math.round(distance), duration: Math.round(distance / 10) }
}

export interface StandIn {
  url: string
  /** Paths (with query) of the requests received. */
  requests: string[]
  /** Answer HTTP 500, answer after a delay, or refuse in the service's own words. */
  mode: "ok" | "error" | "slow" | "refuse"
  close(): Promise<void>
}

async function serve(
  handle: (path: string, url: URL, body: unknown) => unknown,
  refusal: unknown,
  port: number
): Promise<StandIn> {
  const standIn: StandIn = {
    url: "",
    requests: [],
    mode: "ok",
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
  const server = createServer((req, res) => {
    let raw = ""
    req.on("data", (chunk: Buffer) => (raw += String(chunk)))
    req.on("end", () => {
      void (async () => {
        const url = new URL(req.url ?? "/", "http://stand-in")
        standIn.requests.push(`${req.method} ${url.pathname}${url.search}`)
        if (standIn.mode === "slow") await sleep(1000)
        if (standIn.mode === "error") {
          res.writeHead(500, { "content-type": "text/plain" }).end("boom")
          return
        }
        // A request it cannot read (no body, a path of nothing) is refused as the service would.
        let answer: { status: number; body: unknown }
        try {
          answer =
            standIn.mode === "refuse"
              ? { status: 400, body: refusal }
              : {
                  status: 200,
                  body: handle(
                    url.pathname,
                    url,
                    raw ? JSON.parse(raw) : undefined
                  ),
                }
        } catch {
          answer = { status: 400, body: refusal }
        }
        res
          .writeHead(answer.status, { "content-type": "application/json" })
          .end(JSON.stringify(answer.body))
      })()
    })
  })
  const listening = await listenOnLoopback(server, port)
  standIn.url = `http://127.0.0.1:${listening}`
  return standIn
}

/** Legs between consecutive points: the geometry is the points themselves. */
function legs(points: Point[]) {
  let distance = 0
  let duration = 0
  for (let i = 1; i < points.length; i++) {
    const leg = road(points[i - 1]!, points[i]!)!
    distance += leg.distance
    duration += leg.duration
  }
  return { distance, duration }
}

/** OSRM: `GET /table/v1/{profile}/{lng,lat;…}?sources=…&destinations=…` and `/route/v1/…`. */
export function osrmStandIn(port = 0) {
  return serve(
    (path, url) => {
      const [, service, , , coordinates = ""] = path.split("/")
      const points = coordinates.split(";").map((pair) => {
        const [lng, lat] = pair.split(",").map(Number)
        return { lat: lat!, lng: lng! }
      })
      if (service === "table") {
        const pick = (name: string) =>
          url.searchParams.get(name)?.split(";").map(Number) ??
          points.map((_, i) => i)
        const sources = pick("sources")
        const destinations = pick("destinations")
        const cells = sources.map((i) =>
          destinations.map((j) => road(points[i]!, points[j]!))
        )
        return {
          code: "Ok",
          durations: cells.map((row) => row.map((c) => c?.duration ?? null)),
          distances: cells.map((row) => row.map((c) => c?.distance ?? null)),
        }
      }
      return {
        code: "Ok",
        routes: [
          {
            geometry: {
              type: "LineString",
              coordinates: points.map((p) => [p.lng, p.lat]),
            },
            ...legs(points),
          },
        ],
      }
    },
    {
      code: "InvalidQuery",
      message: "Query string malformed close to position 28",
    },
    port
  )
}

/** Valhalla: `POST /sources_to_targets` and `POST /route`, kilometres and polyline6 shapes. */
export function valhallaStandIn(port = 0) {
  return serve(
    (path, _url, body) => {
      const request = body as {
        sources?: { lat: number; lon: number }[]
        targets?: { lat: number; lon: number }[]
        locations?: { lat: number; lon: number }[]
      }
      const point = (p: { lat: number; lon: number }) => ({
        lat: p.lat,
        lng: p.lon,
      })
      if (path === "/sources_to_targets")
        return {
          sources_to_targets: request.sources!.map((s, i) =>
            request.targets!.map((t, j) => {
              const cell = road(point(s), point(t))
              return {
                distance: cell ? cell.distance / 1000 : null,
                time: cell ? cell.duration : null,
                from_index: i,
                to_index: j,
              }
            })
          ),
          units: "kilometers",
        }
      const points = request.locations!.map(point)
      const total = legs(points)
      return {
        trip: {
          legs: points.slice(1).map((p, i) => ({
            // Valhalla's shapes are polylines of precision 6, latitude first.
            shape: polyline.encode(
              [
                [points[i]!.lat, points[i]!.lng],
                [p.lat, p.lng],
              ],
              6
            ),
          })),
          summary: { length: total.distance / 1000, time: total.duration },
        },
      }
    },
    {
      error_code: 171,
      error: "No suitable edges near location",
      status_code: 400,
    },
    port
  )
}
