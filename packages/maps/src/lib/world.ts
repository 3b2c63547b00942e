import type {
  Feature,
  FeatureCollection,
  MultiPolygon,
  Polygon,
  Position,
} from "geojson"
import { feature } from "topojson-client"
import type { GeometryCollection, Topology } from "topojson-specification"
import countries110m from "world-atlas/countries-110m.json"

type Ring = Position[]

/**
 * Makes a ring that jumps across the antimeridian continuous and keeps it
 * drawable on a Web Mercator map:
 * - a ring that closes after unwrapping is returned as is, plus a copy
 *   shifted by 360° when it pokes past ±180 (the part on the other side);
 * - a ring that wraps round the globe (Antarctica) is closed through the
 *   nearer pole.
 *
 * @param ring - a closed ring in [lng, lat]
 * @returns one or two closed rings
 */
export function splitRingAtAntimeridian(ring: readonly Position[]): Ring[] {
  if (ring.length === 0) return []
  const out: Ring = []
  let prev: number | null = null
  let latSum = 0
  for (const p of ring) {
    let lng = p[0] ?? 0
    const lat = p[1] ?? 0
    if (prev !== null) {
      while (lng - prev > 180) lng -= 360
      while (lng - prev < -180) lng += 360
    }
    out.push([lng, lat])
    latSum += lat
    prev = lng
  }
  const first = out[0] as Position
  const last = out[out.length - 1] as Position
  const drift = (last[0] ?? 0) - (first[0] ?? 0)
  if (Math.abs(drift) > 180) {
    // Round the globe: close through the pole on the ring's side.
    const poleLat = latSum / ring.length < 0 ? -90 : 90
    out.push([last[0] ?? 0, poleLat], [first[0] ?? 0, poleLat], [...first])
    const west = Math.min(...out.map((p) => p[0] ?? 0))
    return west < -180 ? [out.map(([x, y]) => [(x ?? 0) + 360, y ?? 0])] : [out]
  }
  const lngs = out.map((p) => p[0] ?? 0)
  const max = Math.max(...lngs)
  const min = Math.min(...lngs)
  if (max > 180) return [out, out.map(([x, y]) => [(x ?? 0) - 360, y ?? 0])]
  if (min < -180) return [out, out.map(([x, y]) => [(x ?? 0) + 360, y ?? 0])]
  return [out]
}

function splitPolygon(rings: Position[][]): Position[][][] {
  const [outer, ...holes] = rings
  if (!outer) return []
  const pieces = splitRingAtAntimeridian(outer)
  // Holes in pieces that were split are rare at this scale; keep them on
  // the first piece only.
  return pieces.map((piece, i) => (i === 0 ? [piece, ...holes] : [piece]))
}

let cached: FeatureCollection<MultiPolygon> | null = null

/**
 * The bundled offline world base layer: Natural Earth 1:110m countries
 * (world-atlas), with shapes that cross the antimeridian split so they
 * draw correctly.
 *
 * @returns countries as multipolygons
 */
export function worldCountries(): FeatureCollection<MultiPolygon> {
  if (cached) return cached
  const topology = countries110m as unknown as Topology<{
    countries: GeometryCollection
  }>
  const collection = feature(topology, topology.objects.countries)
  const features: Feature<MultiPolygon>[] = []
  for (const f of collection.features) {
    const geometry = f.geometry as Polygon | MultiPolygon | null
    if (!geometry) continue
    const polygons =
      geometry.type === "Polygon"
        ? [geometry.coordinates]
        : geometry.coordinates
    features.push({
      type: "Feature",
      properties: {
        name: String((f.properties as { name?: unknown } | null)?.name ?? ""),
      },
      geometry: {
        type: "MultiPolygon",
        coordinates: polygons.flatMap(splitPolygon),
      },
    })
  }
  cached = { type: "FeatureCollection", features }
  return cached
}
