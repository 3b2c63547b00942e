import { describe, expect, it } from "vitest"

import { offlineStyle, tileLayers } from "./offline-style"

describe("tileLayers", () => {
  it("reads a {z}/{x}/{y} URL as raster tiles", () => {
    const tiles = tileLayers("https://tiles.example/{z}/{x}/{y}.png")
    expect(tiles?.source).toMatchObject({ type: "raster", tileSize: 256 })
    expect(tiles?.layers.map((l) => l.type)).toEqual(["raster"])
  })

  it.each([
    "https://tiles.example/{z}/{x}/{y}.pbf",
    "http://localhost:8080/data/v3/{z}/{x}/{y}.mvt?key=1",
  ])("reads %s as OpenMapTiles vector tiles", (url) => {
    const tiles = tileLayers(url)
    expect(tiles?.source).toMatchObject({ type: "vector", tiles: [url] })
    expect(tiles?.layers.map((l) => l.id)).toContain("tiles-roads")
  })

  it.each([undefined, "", "https://tiles.example/style.json"])(
    "adds nothing for %s",
    (url) => {
      expect(tileLayers(url)).toBeNull()
    }
  )
})

describe("offlineStyle", () => {
  it("needs no network: sea and the bundled world, tiles on top", () => {
    const style = offlineStyle()
    expect(style.layers.map((l) => l.id)).toEqual([
      "sea",
      "world-land",
      "world-borders",
    ])
    expect(style.sources.world).toMatchObject({ type: "geojson" })
    expect(style.glyphs).toBeUndefined()
    expect(style.sprite).toBeUndefined()
    const withTiles = offlineStyle("https://tiles.example/{z}/{x}/{y}.png")
    expect(withTiles.layers.at(-1)?.id).toBe("tiles-raster")
  })
})
