import { describe, expect, it } from "vitest"

import type { Figure } from "../geometry/figure"
import { distanceMeters } from "../geometry/lat-lng"
import {
  featureToFigure,
  figureToFeature,
  type ZoneFeature,
} from "./draw-features"

const colors = { fill: "#e53935", stroke: "#e53935" }

function roundTrip(figure: Figure): Figure {
  const feature = figureToFeature(figure)
  if (!feature) throw new Error("no feature")
  return featureToFigure(feature, figure.uid, figure.colors)
}

describe("figureToFeature / featureToFigure", () => {
  it("round-trips a polygon, closing the ring for terra-draw", () => {
    const figure: Figure = {
      type: "polygon",
      uid: "p",
      colors,
      coordinates: [
        { lat: 1, lng: 1 },
        { lat: 1, lng: 2 },
        { lat: 2, lng: 2 },
      ],
    }
    const feature = figureToFeature(figure) as ZoneFeature
    const ring = feature.geometry.coordinates[0] ?? []
    expect(ring).toHaveLength(4)
    expect(ring[0]).toEqual(ring[3])
    expect(feature.properties).toMatchObject({
      mode: "polygon",
      fillColor: "#e53935",
    })
    expect(roundTrip(figure)).toEqual(figure)
  })

  it("round-trips a rectangle across the antimeridian", () => {
    const figure: Figure = {
      type: "rectangle",
      uid: "r",
      colors,
      coordinates: { north: -16, south: -18, east: -179, west: 179 },
    }
    const ring = figureToFeature(figure)?.geometry.coordinates[0] ?? []
    expect(Math.max(...ring.map((p) => p[0] ?? 0))).toBe(181)
    expect(roundTrip(figure)).toEqual(figure)
  })

  it("round-trips a circle's centre and radius", () => {
    const figure: Figure = {
      type: "circle",
      uid: "c",
      colors,
      coordinates: { center: { lat: 60, lng: 179.99 }, radius: 5_000 },
    }
    const back = roundTrip(figure)
    if (back.type !== "circle") throw new Error(back.type)
    expect(
      distanceMeters(back.coordinates.center, figure.coordinates.center)
    ).toBeLessThan(1)
    expect(back.coordinates.radius).toBeCloseTo(5_000, 0)
  })

  it("has no feature for no_figure and no figure for other modes", () => {
    expect(
      figureToFeature({
        type: "no_figure",
        uid: "n",
        colors,
        coordinates: null,
      })
    ).toBeNull()
    const line = {
      type: "Feature",
      geometry: {
        type: "Polygon",
        coordinates: [
          [
            [0, 0],
            [1, 1],
            [1, 0],
            [0, 0],
          ],
        ],
      },
      properties: { mode: "freehand" },
    } as ZoneFeature
    expect(featureToFigure(line, "x", colors)).toEqual({
      type: "no_figure",
      uid: "x",
      colors,
      coordinates: null,
    })
  })
})
