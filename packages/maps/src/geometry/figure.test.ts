import { describe, expect, it } from "vitest"

import {
  addColorFirst,
  boundsOf,
  circleToPolygon,
  FIGURE_COLORS,
  figureBounds,
  nextFigureColor,
  pointInCircle,
  pointInFigure,
  pointInPolygon,
  pointInRectangle,
  rectangleToPolygon,
  stopsInFigure,
  type Figure,
} from "./figure"
import { distanceMeters, type LatLng } from "./lat-lng"

const colors = { fill: "#0000ff", stroke: "#0000ff" }

// A small square in Mexico City.
const square: LatLng[] = [
  { lat: 19.4, lng: -99.2 },
  { lat: 19.4, lng: -99.1 },
  { lat: 19.5, lng: -99.1 },
  { lat: 19.5, lng: -99.2 },
]

// A square straddling the antimeridian near Fiji.
const fiji: LatLng[] = [
  { lat: -18, lng: 179 },
  { lat: -18, lng: -179 },
  { lat: -16, lng: -179 },
  { lat: -16, lng: 179 },
]

// A ring around the North Pole at latitude 80.
const arctic: LatLng[] = [0, 90, 180, -90].map((lng) => ({ lat: 80, lng }))

describe("pointInPolygon", () => {
  it.each([
    ["centre of a small square", square, { lat: 19.45, lng: -99.15 }, true],
    ["just outside a small square", square, { lat: 19.45, lng: -99.09 }, false],
    ["a vertex", square, { lat: 19.4, lng: -99.2 }, true],
    [
      "east of 180 in a polygon across it",
      fiji,
      { lat: -17, lng: -179.5 },
      true,
    ],
    [
      "west of 180 in a polygon across it",
      fiji,
      { lat: -17, lng: 179.5 },
      true,
    ],
    ["at 180 in a polygon across it", fiji, { lat: -17, lng: 180 }, true],
    ["the other side of the world", fiji, { lat: -17, lng: 0 }, false],
    ["the North Pole in an arctic ring", arctic, { lat: 90, lng: 0 }, true],
    ["latitude 85 in an arctic ring", arctic, { lat: 85, lng: 33 }, true],
    ["latitude 70 below an arctic ring", arctic, { lat: 70, lng: 33 }, false],
    [
      "the South Pole outside an arctic ring",
      arctic,
      { lat: -90, lng: 0 },
      false,
    ],
  ])("%s → %s", (_name, ring, point, inside) => {
    expect(pointInPolygon(point, ring)).toBe(inside)
  })

  it("follows great circles, not straight lines in latitude/longitude", () => {
    // The edge from (60, -40) to (60, 40) bulges north to about 66.1° at
    // longitude 0, so latitude 65 is inside geodesically.
    const ring = [
      { lat: 60, lng: -40 },
      { lat: 60, lng: 40 },
      { lat: 0, lng: 40 },
      { lat: 0, lng: -40 },
    ]
    expect(pointInPolygon({ lat: 65, lng: 0 }, ring)).toBe(true)
    expect(pointInPolygon({ lat: 67, lng: 0 }, ring)).toBe(false)
  })

  it("accepts a closed ring and rejects fewer than three vertices", () => {
    const closed = [...square, square[0] as LatLng]
    expect(pointInPolygon({ lat: 19.45, lng: -99.15 }, closed)).toBe(true)
    expect(pointInPolygon({ lat: 0, lng: 0 }, square.slice(0, 2))).toBe(false)
  })
})

describe("pointInRectangle", () => {
  const box = { north: 20, south: 19, east: -99, west: -100 }
  const acrossDateLine = { north: -16, south: -18, east: -179, west: 179 }
  it.each([
    ["inside", box, { lat: 19.5, lng: -99.5 }, true],
    ["on the edge", box, { lat: 20, lng: -99 }, true],
    ["north of it", box, { lat: 20.1, lng: -99.5 }, false],
    ["east of it", box, { lat: 19.5, lng: -98.9 }, false],
    ["across 180, west side", acrossDateLine, { lat: -17, lng: 179.5 }, true],
    ["across 180, east side", acrossDateLine, { lat: -17, lng: -179.5 }, true],
    [
      "across 180, longitude written as 181",
      acrossDateLine,
      { lat: -17, lng: 180.5 },
      true,
    ],
    ["across 180, outside", acrossDateLine, { lat: -17, lng: 0 }, false],
  ])("%s → %s", (_name, bounds, point, inside) => {
    expect(pointInRectangle(point, bounds)).toBe(inside)
  })
})

describe("pointInCircle", () => {
  it("measures great-circle distance across the antimeridian", () => {
    const circle = { center: { lat: 0, lng: 179.9 }, radius: 30_000 }
    // 0.2° of longitude at the equator is about 22 km.
    expect(pointInCircle({ lat: 0, lng: -179.9 }, circle)).toBe(true)
    expect(pointInCircle({ lat: 0, lng: 179.5 }, circle)).toBe(false)
  })

  it("holds points on the far side of the pole", () => {
    const circle = { center: { lat: 89.9, lng: 0 }, radius: 50_000 }
    // Same latitude, opposite meridian: 0.2° of arc ≈ 22 km away.
    expect(pointInCircle({ lat: 89.9, lng: 180 }, circle)).toBe(true)
    expect(pointInCircle({ lat: 89, lng: 180 }, circle)).toBe(false)
  })
})

describe("circleToPolygon", () => {
  it("puts every vertex on the circle", () => {
    const circle = { center: { lat: 45, lng: 10 }, radius: 2_000 }
    const ring = circleToPolygon(circle, 32)
    expect(ring).toHaveLength(32)
    for (const p of ring)
      expect(distanceMeters(p, circle.center)).toBeCloseTo(2_000, 3)
    expect(pointInPolygon(circle.center, ring)).toBe(true)
  })
})

describe("rectangleToPolygon", () => {
  it("keeps a box across the antimeridian continuous", () => {
    const ring = rectangleToPolygon({
      north: -16,
      south: -18,
      east: -179,
      west: 179,
    })
    expect(ring.map((p) => p.lng)).toEqual([179, 181, 181, 179])
    expect(pointInPolygon({ lat: -17, lng: -179.5 }, ring)).toBe(true)
  })
})

describe("bounds", () => {
  it("takes the smallest box, crossing 180 when that is smaller", () => {
    expect(boundsOf(fiji)).toEqual({
      north: -16,
      south: -18,
      east: -179,
      west: 179,
    })
    expect(boundsOf(square)).toEqual({
      north: 19.5,
      south: 19.4,
      east: -99.1,
      west: -99.2,
    })
    expect(boundsOf([])).toBeNull()
  })

  it("bounds a circle by its northern and southern extremes", () => {
    const figure: Figure = {
      type: "circle",
      uid: "c",
      colors,
      coordinates: { center: { lat: 0, lng: 0 }, radius: 111_195 },
    }
    const b = figureBounds(figure)
    expect(b?.north).toBeCloseTo(1, 3)
    expect(b?.south).toBeCloseTo(-1, 3)
    expect(b?.east).toBeCloseTo(1, 2)
    expect(b?.west).toBeCloseTo(-1, 2)
  })

  it("bounds a circle round a pole by every longitude", () => {
    const figure: Figure = {
      type: "circle",
      uid: "c",
      colors,
      coordinates: { center: { lat: 89.5, lng: 20 }, radius: 100_000 },
    }
    expect(figureBounds(figure)).toMatchObject({
      north: 90,
      east: 180,
      west: -180,
    })
  })
})

describe("stopsInFigure", () => {
  const stops = [
    { id: 1, latitude: 19.45, longitude: -99.15 },
    { id: 2, latitude: 19.6, longitude: -99.15 },
    { id: 3, latitude: 19.41, longitude: -99.19 },
  ]
  it.each<[string, Figure, number[]]>([
    [
      "polygon",
      { type: "polygon", uid: "p", colors, coordinates: square },
      [1, 3],
    ],
    [
      "rectangle",
      {
        type: "rectangle",
        uid: "r",
        colors,
        coordinates: { north: 19.7, south: 19.44, east: -99, west: -99.16 },
      },
      [1, 2],
    ],
    [
      "circle",
      {
        type: "circle",
        uid: "c",
        colors,
        coordinates: { center: { lat: 19.45, lng: -99.15 }, radius: 1_000 },
      },
      [1],
    ],
    [
      "no_figure",
      { type: "no_figure", uid: "n", colors, coordinates: null },
      [],
    ],
  ])("a %s holds the stops inside it", (_name, figure, ids) => {
    expect(stopsInFigure(figure, stops).map((s) => s.id)).toEqual(ids)
    for (const s of stops)
      expect(pointInFigure({ lat: s.latitude, lng: s.longitude }, figure)).toBe(
        ids.includes(s.id)
      )
  })
})

describe("figure colours", () => {
  it("has 10 distinct colours", () => {
    expect(new Set(FIGURE_COLORS).size).toBe(10)
  })

  it("puts a new colour first and keeps each colour once", () => {
    expect(addColorFirst(["#111111", "#222222"], "#333333")).toEqual([
      "#333333",
      "#111111",
      "#222222",
    ])
    expect(addColorFirst(["#111111", "#222222"], "#222222")).toEqual([
      "#222222",
      "#111111",
    ])
  })

  it("hands out the first unused colour, then the least recently used", () => {
    expect(nextFigureColor([])).toBe(FIGURE_COLORS[0])
    expect(nextFigureColor([FIGURE_COLORS[0], FIGURE_COLORS[2]])).toBe(
      FIGURE_COLORS[1]
    )
    const allMostRecentFirst = [...FIGURE_COLORS].reverse()
    expect(nextFigureColor(allMostRecentFirst)).toBe(FIGURE_COLORS[0])
  })
})
