import { describe, expect, it } from "vitest"

import {
  DEFAULT_LOCATION,
  DEFAULT_MAP_CONFIG,
  DEFAULT_MAP_HEIGHT,
  filterLocations,
  initMapConfig,
  ZoomLevel,
  type MapConfig,
} from "./map-config"

const stop = (id: number, order?: number | null) => ({
  id,
  name: `Stop ${id}`,
  latitude: 0,
  longitude: 0,
  order,
})

describe("map constants", () => {
  it("has the spec's zoom levels, height and default location", () => {
    expect(ZoomLevel).toEqual({
      far: 7,
      intermediate: 12,
      close: 15,
      closest: 17,
    })
    expect(DEFAULT_MAP_CONFIG.zoom).toBe(12)
    expect(DEFAULT_MAP_HEIGHT).toBe(700)
    expect(DEFAULT_LOCATION.name).toBe("Default")
    expect(DEFAULT_MAP_CONFIG.locations[0]).toMatchObject(DEFAULT_LOCATION)
  })
})

describe("initMapConfig", () => {
  const current: MapConfig = {
    ...DEFAULT_MAP_CONFIG,
    zoom: ZoomLevel.close,
    module: "routes",
    printPath: true,
  }

  it("merges when initialised with locations", () => {
    const locations = [stop(1, 1)]
    const next = initMapConfig(current, { locations, zoom: ZoomLevel.far })
    expect(next).toEqual({ ...current, locations, zoom: ZoomLevel.far })
  })

  it("merges when initialised with drawingAllowed", () => {
    const next = initMapConfig(current, { drawingAllowed: true })
    expect(next).toEqual({ ...current, drawingAllowed: true })
  })

  it.each([
    ["nothing", undefined],
    ["null", null],
    ["other fields only", { zoom: ZoomLevel.closest, printPath: false }],
  ])("restores the default config when initialised with %s", (_name, init) => {
    expect(initMapConfig(current, init)).toEqual(DEFAULT_MAP_CONFIG)
  })
})

describe("filterLocations", () => {
  it("sorts by stop order with unordered locations last, in their order", () => {
    const list = [stop(1), stop(2, 3), stop(3, null), stop(4, 1), stop(5, 2)]
    expect(filterLocations(list).map((l) => l.id)).toEqual([4, 5, 2, 1, 3])
  })

  it("keeps only what the filter accepts", () => {
    const list = [stop(1, 2), stop(2, 1), stop(3, 3)]
    expect(filterLocations(list, (l) => l.id !== 2).map((l) => l.id)).toEqual([
      1, 3,
    ])
  })

  it("does not change the input", () => {
    const list = [stop(1, 2), stop(2, 1)]
    filterLocations(list)
    expect(list.map((l) => l.id)).toEqual([1, 2])
  })
})
