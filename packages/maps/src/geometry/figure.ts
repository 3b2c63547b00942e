import {
  destination,
  distanceMeters,
  normalizeLng,
  toRadians,
  wrap,
  type LatLng,
} from "./lat-lng"

/** Zone shapes, as the spec names them. */
export const FigureType = {
  polygon: "polygon",
  rectangle: "rectangle",
  circle: "circle",
  noFigure: "no_figure",
} as const
export type FigureType = (typeof FigureType)[keyof typeof FigureType]

/** Fill and stroke colours of a zone, as `#rrggbb`. */
export type FigureColors = { fill: string; stroke: string }

/**
 * A latitude/longitude box. When `west > east` the box crosses the
 * antimeridian (it runs east from `west` through 180 to `east`).
 */
export type Bounds = {
  north: number
  south: number
  east: number
  west: number
}

/** A circle on the sphere: its centre and radius in metres. */
export type CircleCoordinates = { center: LatLng; radius: number }

type FigureBase = { uid: string; colors: FigureColors }

/**
 * A route's zone (the spec's "figure": type, colors, uid, coordinates).
 * Polygon rings are open (the first point is not repeated); polygon edges
 * are great-circle arcs.
 */
export type Figure =
  | (FigureBase & { type: "polygon"; coordinates: LatLng[] })
  | (FigureBase & { type: "rectangle"; coordinates: Bounds })
  | (FigureBase & { type: "circle"; coordinates: CircleCoordinates })
  | (FigureBase & { type: "no_figure"; coordinates: null })

/** The spec's zone drawing defaults: fill blue at opacity 0.2, stroke 2. */
export const DRAWING_DEFAULTS = {
  mode: FigureType.polygon,
  fillColor: "#0000ff",
  fillOpacity: 0.2,
  strokeColor: "#0000ff",
  strokeWeight: 2,
} as const

/** The 10 figure colours handed out to zones, in order. */
export const FIGURE_COLORS = [
  "#e53935",
  "#1e88e5",
  "#43a047",
  "#fb8c00",
  "#8e24aa",
  "#00acc1",
  "#fdd835",
  "#6d4c41",
  "#d81b60",
  "#546e7a",
] as const

/**
 * Puts a colour at the head of a list of colours (a new colour goes first),
 * removing an earlier copy of it so each colour appears once.
 *
 * @param colors - the current list, most recent first
 * @param color - the colour to add
 * @returns a new list starting with `color`
 */
export function addColorFirst(
  colors: readonly string[],
  color: string
): string[] {
  const key = color.toLowerCase()
  return [color, ...colors.filter((c) => c.toLowerCase() !== key)]
}

/**
 * Picks the colour for a new zone: the first of the 10 figure colours not in
 * use, or, once all are taken, the least recently used one.
 *
 * @param used - colours already in use, most recent first
 * @returns a colour from {@link FIGURE_COLORS}
 */
export function nextFigureColor(used: readonly string[]): string {
  const taken = new Set(used.map((c) => c.toLowerCase()))
  const free = FIGURE_COLORS.find((c) => !taken.has(c))
  if (free) return free
  for (let i = used.length - 1; i >= 0; i--) {
    const c = used[i]?.toLowerCase()
    const match = FIGURE_COLORS.find((f) => f === c)
    if (match) return match
  }
  return FIGURE_COLORS[0]
}

/**
 * Whether a point lies inside a polygon whose edges are great-circle arcs.
 * Correct across the antimeridian and near the poles: the polygon is the
 * region that does not contain the South Pole. Port of
 * `PolyUtil.containsLocation(…, geodesic = true)` from googlemaps/android-maps-utils
 * (Apache-2.0), which casts a ray along the meridian towards the South Pole.
 *
 * @param point - the point to test
 * @param ring - the polygon's vertices (open or closed ring)
 * @returns true when inside, or when the point is a vertex
 */
export function pointInPolygon(
  point: LatLng,
  ring: readonly LatLng[]
): boolean {
  const size = ring.length
  const last = ring[size - 1]
  if (size < 3 || !last) return false
  const lat3 = toRadians(point.lat)
  const lng3 = toRadians(point.lng)
  let lat1 = toRadians(last.lat)
  let lng1 = toRadians(last.lng)
  let crossings = 0
  for (const vertex of ring) {
    const dLng3 = wrap(lng3 - lng1, -Math.PI, Math.PI)
    if (lat3 === lat1 && dLng3 === 0) return true
    const lat2 = toRadians(vertex.lat)
    const lng2 = toRadians(vertex.lng)
    if (
      crossesMeridianRay(
        lat1,
        lat2,
        wrap(lng2 - lng1, -Math.PI, Math.PI),
        lat3,
        dLng3
      )
    ) {
      crossings++
    }
    lat1 = lat2
    lng1 = lng2
  }
  return crossings % 2 === 1
}

// Does the arc from (lat1, 0) to (lat2, lng2) cross the meridian at lng3
// south of lat3? Longitudes are relative to the arc's first point.
function crossesMeridianRay(
  lat1: number,
  lat2: number,
  lng2: number,
  lat3: number,
  lng3: number
): boolean {
  const halfPi = Math.PI / 2
  if ((lng3 >= 0 && lng3 >= lng2) || (lng3 < 0 && lng3 < lng2)) return false
  if (lat3 <= -halfPi) return false
  if (lat1 <= -halfPi || lat2 <= -halfPi || lat1 >= halfPi || lat2 >= halfPi)
    return false
  if (lng2 <= -Math.PI) return false
  const linearLat = (lat1 * (lng2 - lng3) + lat2 * lng3) / lng2
  if (lat1 >= 0 && lat2 >= 0 && lat3 < linearLat) return false
  if (lat1 <= 0 && lat2 <= 0 && lat3 >= linearLat) return true
  if (lat3 >= halfPi) return true
  const tanLatOnArc =
    (Math.tan(lat1) * Math.sin(lng2 - lng3) + Math.tan(lat2) * Math.sin(lng3)) /
    Math.sin(lng2)
  return Math.tan(lat3) >= tanLatOnArc
}

/**
 * Whether a point lies in a latitude/longitude box (edges included),
 * including boxes that cross the antimeridian.
 *
 * @param point - the point to test
 * @param bounds - the box
 * @returns true when inside
 */
export function pointInRectangle(point: LatLng, bounds: Bounds): boolean {
  if (point.lat < bounds.south || point.lat > bounds.north) return false
  return lngInRange(normalizeLng(point.lng), bounds.west, bounds.east)
}

function lngInRange(lng: number, west: number, east: number): boolean {
  const w = normalizeLng(west)
  const e = normalizeLng(east)
  if (east - west >= 360) return true
  if (w <= e) return lng >= w && lng <= e
  return lng >= w || lng <= e
}

/**
 * Whether a point lies within a geodesic circle (great-circle distance to
 * the centre at most the radius).
 *
 * @param point - the point to test
 * @param circle - centre and radius in metres
 * @returns true when inside or on the edge
 */
export function pointInCircle(
  point: LatLng,
  circle: CircleCoordinates
): boolean {
  return distanceMeters(point, circle.center) <= circle.radius
}

/**
 * Whether a point lies inside a zone. A `no_figure` zone contains nothing.
 *
 * @param point - the point to test
 * @param figure - the zone
 * @returns true when inside
 */
export function pointInFigure(point: LatLng, figure: Figure): boolean {
  switch (figure.type) {
    case "polygon":
      return pointInPolygon(point, figure.coordinates)
    case "rectangle":
      return pointInRectangle(point, figure.coordinates)
    case "circle":
      return pointInCircle(point, figure.coordinates)
    case "no_figure":
      return false
  }
}

/**
 * The stops (anything with `latitude` and `longitude`) that lie in a zone,
 * in their original order.
 *
 * @param figure - the zone
 * @param stops - candidate stops
 * @returns the stops inside the zone
 */
export function stopsInFigure<
  T extends { latitude: number; longitude: number },
>(figure: Figure, stops: readonly T[]): T[] {
  return stops.filter((s) =>
    pointInFigure({ lat: s.latitude, lng: s.longitude }, figure)
  )
}

/**
 * A geodesic circle as a polygon ring.
 *
 * @param circle - centre and radius in metres
 * @param steps - number of vertices (at least 3; default 64)
 * @returns the open ring, clockwise from north
 */
export function circleToPolygon(
  circle: CircleCoordinates,
  steps = 64
): LatLng[] {
  const n = Math.max(3, Math.floor(steps))
  return Array.from({ length: n }, (_, i) =>
    destination(circle.center, circle.radius, (360 * i) / n)
  )
}

/**
 * A latitude/longitude box as a polygon ring (south-west, south-east,
 * north-east, north-west). For a box across the antimeridian the east
 * longitudes are given past 180 so the ring stays continuous on a map.
 *
 * @param bounds - the box
 * @returns the open ring
 */
export function rectangleToPolygon(bounds: Bounds): LatLng[] {
  const east = bounds.east < bounds.west ? bounds.east + 360 : bounds.east
  return [
    { lat: bounds.south, lng: bounds.west },
    { lat: bounds.south, lng: east },
    { lat: bounds.north, lng: east },
    { lat: bounds.north, lng: bounds.west },
  ]
}

/**
 * A zone's outline as a polygon ring (empty for `no_figure`).
 *
 * @param figure - the zone
 * @returns the open ring
 */
export function figureToPolygon(figure: Figure): LatLng[] {
  switch (figure.type) {
    case "polygon":
      return [...figure.coordinates]
    case "rectangle":
      return rectangleToPolygon(figure.coordinates)
    case "circle":
      return circleToPolygon(figure.coordinates)
    case "no_figure":
      return []
  }
}

/**
 * The smallest latitude/longitude box holding every point. Longitudes are
 * treated as a circle: when the points straddle the antimeridian the box
 * crosses it (`west > east`) instead of spanning the whole world.
 *
 * @param points - the points
 * @returns the box, or null when there are no points
 */
export function boundsOf(points: readonly LatLng[]): Bounds | null {
  if (points.length === 0) return null
  let north = -90
  let south = 90
  const lngs: number[] = []
  for (const p of points) {
    north = Math.max(north, p.lat)
    south = Math.min(south, p.lat)
    lngs.push(normalizeLng(p.lng) === 180 ? -180 : normalizeLng(p.lng))
  }
  lngs.sort((a, b) => a - b)
  // The box is the circle of longitudes minus its largest empty gap.
  let gap = -1
  let west = lngs[0] ?? 0
  let east = lngs[lngs.length - 1] ?? 0
  for (let i = 0; i < lngs.length; i++) {
    const from = lngs[i] ?? 0
    const next = lngs[(i + 1) % lngs.length] ?? 0
    const to = i + 1 < lngs.length ? next : next + 360
    if (to - from > gap) {
      gap = to - from
      west = next
      east = from
    }
  }
  return { north, south, east, west }
}

/**
 * The box around a zone (null for `no_figure`).
 *
 * @param figure - the zone
 * @returns its bounds
 */
export function figureBounds(figure: Figure): Bounds | null {
  switch (figure.type) {
    case "rectangle":
      return { ...figure.coordinates }
    case "circle": {
      const { center, radius } = figure.coordinates
      const north = destination(center, radius, 0).lat
      const south = destination(center, radius, 180).lat
      // A circle holding a pole spans every longitude.
      if (distanceMeters(center, { lat: 90, lng: 0 }) <= radius)
        return { north: 90, south, east: 180, west: -180 }
      if (distanceMeters(center, { lat: -90, lng: 0 }) <= radius)
        return { north, south: -90, east: 180, west: -180 }
      return boundsOf([
        ...circleToPolygon(figure.coordinates, 128),
        { lat: north, lng: center.lng },
        { lat: south, lng: center.lng },
      ])
    }
    case "polygon":
      return boundsOf(figure.coordinates)
    case "no_figure":
      return null
  }
}
