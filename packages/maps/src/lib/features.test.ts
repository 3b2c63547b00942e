import { describe, expect, it } from "vitest"

import {
  DEFAULT_MARKER_COLOR,
  DEPOT_COLOR,
  markerFeatures,
  pathFeatures,
  unwrapLine,
} from "./features"
import type { MapLocation } from "./map-config"

const locations: MapLocation[] = [
  { id: "d", name: "Depot", latitude: 0, longitude: 0, isDepot: true },
  { id: 1, name: "A", latitude: 1, longitude: 1, order: 2, routeId: "r1" },
  { id: 2, name: "B", latitude: 2, longitude: 2, order: 1, routeId: "r1" },
  {
    id: 3,
    name: "C",
    latitude: 3,
    longitude: 3,
    routeId: "r2",
    color: "#00ff00",
  },
  { id: 4, name: "D", latitude: 4, longitude: 4 },
]

describe("markerFeatures", () => {
  it("numbers by order, colours by route and marks depot and selection", () => {
    const fc = markerFeatures(
      locations,
      new Set([2]),
      new Map([["r1", "#ff0000"]])
    )
    expect(fc.features.map((f) => f.properties)).toEqual([
      { id: "d", label: "", color: DEPOT_COLOR, depot: true, selected: false },
      { id: "1", label: "2", color: "#ff0000", depot: false, selected: false },
      { id: "2", label: "1", color: "#ff0000", depot: false, selected: true },
      { id: "3", label: "", color: "#00ff00", depot: false, selected: false },
      {
        id: "4",
        label: "",
        color: DEFAULT_MARKER_COLOR,
        depot: false,
        selected: false,
      },
    ])
    expect(fc.features[1]?.geometry.coordinates).toEqual([1, 1])
  })
})

describe("plain markers", () => {
  it("drops numbers and route colours without customizedMarkers", () => {
    const fc = markerFeatures(locations, new Set(), new Map(), false)
    expect(
      fc.features.map((f) => [f.properties.label, f.properties.color])
    ).toEqual([
      ["", DEPOT_COLOR],
      ["", DEFAULT_MARKER_COLOR],
      ["", DEFAULT_MARKER_COLOR],
      ["", DEFAULT_MARKER_COLOR],
      ["", DEFAULT_MARKER_COLOR],
    ])
  })
})

describe("pathFeatures", () => {
  it("joins a route's stops in order from the depot and back", () => {
    const fc = pathFeatures(
      [{ routeId: "r1", color: "#ff0000", returnToDepot: true }],
      locations,
      { lat: 0, lng: 0 }
    )
    expect(fc.features[0]?.geometry.coordinates).toEqual([
      [0, 0],
      [2, 2],
      [1, 1],
      [0, 0],
    ])
    expect(fc.features[0]?.properties).toEqual({
      routeId: "r1",
      color: "#ff0000",
    })
  })

  it("follows the routing provider's geometry when there is one", () => {
    const coordinates = [
      { lat: 0, lng: 0 },
      { lat: 0.5, lng: 0.2 },
      { lat: 1, lng: 1 },
    ]
    const fc = pathFeatures(
      [{ routeId: "r1", color: "#f00", coordinates }],
      locations
    )
    expect(fc.features[0]?.geometry.coordinates).toEqual([
      [0, 0],
      [0.2, 0.5],
      [1, 1],
    ])
  })

  it("skips routes with fewer than two points", () => {
    expect(
      pathFeatures([{ routeId: "r2", color: "#0f0" }], locations).features
    ).toEqual([])
  })
})

describe("unwrapLine", () => {
  it("crosses the antimeridian the short way", () => {
    expect(
      unwrapLine([
        { lat: 0, lng: 179 },
        { lat: 0, lng: -179 },
        { lat: 0, lng: -178 },
      ])
    ).toEqual([
      [179, 0],
      [181, 0],
      [182, 0],
    ])
  })
})
