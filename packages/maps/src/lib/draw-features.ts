import type { Feature, Polygon, Position } from "geojson"

import {
  circleToPolygon,
  DRAWING_DEFAULTS,
  type Figure,
  type FigureColors,
} from "../geometry/figure"
import {
  distanceMeters,
  normalizeLng,
  sphericalCentroid,
  type LatLng,
} from "../geometry/lat-lng"
import { unwrapLine } from "./features"

/** The drawing modes the map offers, plus `select` for editing. */
export const DrawMode = {
  polygon: "polygon",
  rectangle: "rectangle",
  circle: "circle",
  select: "select",
} as const
export type DrawMode = (typeof DrawMode)[keyof typeof DrawMode]

/** Properties terra-draw keeps on a zone feature (plus its own `mode`). */
export type ZoneFeatureProperties = {
  mode: string
  fillColor?: string
  strokeColor?: string
  radiusKilometers?: number
  [key: string]: unknown
}

export type ZoneFeature = Feature<Polygon, ZoneFeatureProperties> & {
  id?: string | number
}

// terra-draw rejects coordinates with more decimals than its precision (9).
const PRECISION = 1e9
const round = (n: number) => Math.round(n * PRECISION) / PRECISION

function openRing(feature: ZoneFeature): Position[] {
  const ring = feature.geometry.coordinates[0] ?? []
  const first = ring[0]
  const last = ring[ring.length - 1]
  if (
    ring.length > 1 &&
    first &&
    last &&
    first[0] === last[0] &&
    first[1] === last[1]
  )
    return ring.slice(0, -1)
  return ring
}

const toLatLng = (p: Position): LatLng => ({
  lat: p[1] ?? 0,
  lng: normalizeLng(p[0] ?? 0),
})

/**
 * Turns a zone drawn with terra-draw into the spec's figure.
 *
 * @param feature - the terra-draw feature (polygon, rectangle or circle mode)
 * @param uid - the figure's uid
 * @param colors - the figure's colours
 * @returns the figure; anything else becomes `no_figure`
 */
export function featureToFigure(
  feature: ZoneFeature,
  uid: string,
  colors: FigureColors
): Figure {
  const ring = openRing(feature)
  switch (feature.properties.mode) {
    case "polygon":
      return { type: "polygon", uid, colors, coordinates: ring.map(toLatLng) }
    case "rectangle": {
      const lngs = ring.map((p) => p[0] ?? 0)
      const lats = ring.map((p) => p[1] ?? 0)
      const west = Math.min(...lngs)
      const east = Math.max(...lngs)
      const whole = east - west >= 360
      return {
        type: "rectangle",
        uid,
        colors,
        coordinates: {
          north: Math.max(...lats),
          south: Math.min(...lats),
          west: whole ? -180 : normalizeLng(west),
          east: whole ? 180 : normalizeLng(east),
        },
      }
    }
    case "circle": {
      const points = ring.map(toLatLng)
      const center = sphericalCentroid(points)
      const radius =
        points.reduce((sum, p) => sum + distanceMeters(center, p), 0) /
        Math.max(1, points.length)
      return { type: "circle", uid, colors, coordinates: { center, radius } }
    }
    default:
      return { type: "no_figure", uid, colors, coordinates: null }
  }
}

/**
 * Turns a figure into a terra-draw feature, so saved zones can be shown and
 * edited. Returns null for `no_figure`.
 *
 * @param figure - the zone
 * @returns a closed-ring polygon feature with the figure's mode and colours
 */
export function figureToFeature(figure: Figure): ZoneFeature | null {
  let ring: LatLng[]
  const properties: ZoneFeatureProperties = {
    mode: figure.type,
    fillColor: figure.colors.fill,
    strokeColor: figure.colors.stroke,
  }
  switch (figure.type) {
    case "polygon":
      ring = figure.coordinates
      break
    case "rectangle": {
      const { north, south, west } = figure.coordinates
      const east =
        figure.coordinates.east < west
          ? figure.coordinates.east + 360
          : figure.coordinates.east
      // terra-draw's rectangle ring: start corner, then round the box.
      ring = [
        { lat: north, lng: west },
        { lat: north, lng: east },
        { lat: south, lng: east },
        { lat: south, lng: west },
      ]
      break
    }
    case "circle":
      ring = circleToPolygon(figure.coordinates, 64)
      properties.radiusKilometers = figure.coordinates.radius / 1000
      break
    case "no_figure":
      return null
  }
  if (ring.length < 3) return null
  const line = unwrapLine(ring).map(
    ([lng, lat]) => [round(lng), round(lat)] as Position
  )
  const first = line[0] as Position
  return {
    type: "Feature",
    id: figure.uid,
    geometry: { type: "Polygon", coordinates: [[...line, [...first]]] },
    properties,
  }
}

/** Colours of a zone being drawn, before it is saved. */
export const DRAWING_COLORS: FigureColors = {
  fill: DRAWING_DEFAULTS.fillColor,
  stroke: DRAWING_DEFAULTS.strokeColor,
}
