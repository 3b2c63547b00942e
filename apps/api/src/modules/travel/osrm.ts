import type { Coordinates, TravelMode } from "@ruta/optimizer"

import type { RoadService } from "./road-service.ts"
import { refused } from "./road-service.ts"

/** OSRM's profile per travel mode (driving, cycling, walking; trucks use the driving profile). */
const PROFILE: Record<TravelMode, string> = {
  1: "driving",
  2: "cycling",
  3: "walking",
  4: "driving",
}

const coordinates = (points: readonly Coordinates[]) =>
  points.map((p) => `${p.lng},${p.lat}`).join(";")

interface OsrmAnswer {
  code?: string
  message?: string
  durations?: (number | null)[][]
  distances?: (number | null)[][]
  routes?: {
    geometry: { coordinates: [number, number][] }
    distance: number
    duration: number
  }[]
}

/** The OSRM HTTP API (`/table/v1`, `/route/v1`) of a server at `baseUrl`. */
export function osrmService(baseUrl: string): RoadService {
  const url = (path: string) =>
    new URL(path, baseUrl.endsWith("/") ? baseUrl : `${baseUrl}/`)
  const checked = (answer: unknown) => {
    const body = answer as OsrmAnswer
    if (body.code !== "Ok")
      throw refused("OSRM", body.message ?? body.code ?? "unknown")
    return body
  }
  return {
    name: "OSRM",
    async block(sources, targets, mode, call) {
      const target = url(
        `table/v1/${PROFILE[mode]}/${coordinates([...sources, ...targets])}`
      )
      target.searchParams.set("annotations", "duration,distance")
      target.searchParams.set("sources", sources.map((_, i) => i).join(";"))
      target.searchParams.set(
        "destinations",
        targets.map((_, j) => sources.length + j).join(";")
      )
      const body = checked(await call(target))
      return {
        durations: body.durations ?? [],
        distances: body.distances ?? [],
      }
    },
    async route(points, mode, call) {
      const target = url(`route/v1/${PROFILE[mode]}/${coordinates(points)}`)
      target.searchParams.set("overview", "full")
      target.searchParams.set("geometries", "geojson")
      const body = checked(await call(target))
      const [best] = body.routes ?? []
      if (!best) throw refused("OSRM", "no route")
      return {
        coordinates: best.geometry.coordinates,
        distance: Math.round(best.distance),
        duration: Math.round(best.duration),
      }
    },
  }
}
