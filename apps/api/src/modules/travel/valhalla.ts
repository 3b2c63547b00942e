import type { Coordinates, TravelMode } from "@ruta/optimizer"

import { decodePolyline } from "./polyline.ts"
import type { RoadService } from "./road-service.ts"
import { refused } from "./road-service.ts"

/** Valhalla's costing model per travel mode. */
const COSTING: Record<TravelMode, string> = {
  1: "auto",
  2: "bicycle",
  3: "pedestrian",
  4: "truck",
}

const locations = (points: readonly Coordinates[]) =>
  points.map((p) => ({ lat: p.lat, lon: p.lng }))

interface ValhallaAnswer {
  error?: string
  sources_to_targets?: ({
    distance: number | null
    time: number | null
  } | null)[][]
  trip?: {
    legs: { shape: string }[]
    summary: { length: number; time: number }
  }
}

/** The Valhalla HTTP API (`/sources_to_targets`, `/route`) of a server at `baseUrl`. */
export function valhallaService(baseUrl: string): RoadService {
  const url = (path: string) =>
    new URL(path, baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`)
  const checked = (answer: unknown) => {
    const body = answer as ValhallaAnswer
    if (body.error) throw refused("Valhalla", body.error)
    return body
  }
  return {
    name: "Valhalla",
    async block(sources, targets, mode, call) {
      const body = checked(
        await call(url("sources_to_targets"), {
          method: "POST",
          body: {
            sources: locations(sources),
            targets: locations(targets),
            costing: COSTING[mode],
            units: "kilometers",
          },
        })
      )
      const rows = body.sources_to_targets ?? []
      return {
        durations: rows.map((row) => row.map((cell) => cell?.time ?? null)),
        // Valhalla answers kilometres; the solver works in metres.
        distances: rows.map((row) =>
          row.map((cell) =>
            cell?.distance == null ? null : cell.distance * 1000
          )
        ),
      }
    },
    async route(points, mode, call) {
      const body = checked(
        await call(url("route"), {
          method: "POST",
          body: {
            locations: locations(points),
            costing: COSTING[mode],
            units: "kilometers",
            directions_type: "none",
          },
        })
      )
      if (!body.trip) throw refused("Valhalla", "no route")
      return {
        // Each leg's shape starts where the last one ended: keep that point once.
        coordinates: body.trip.legs.flatMap((leg, i) =>
          decodePolyline(leg.shape, 6).slice(i === 0 ? 0 : 1)
        ),
        distance: Math.round(body.trip.summary.length * 1000),
        duration: Math.round(body.trip.summary.time),
      }
    },
  }
}
