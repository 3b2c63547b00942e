import type { StyleSpecification } from "maplibre-gl"
import { afterEach, describe, expect, it, vi } from "vitest"

import {
  isNetworkError,
  loadBaseStyle,
  resolveStyle,
  resolveStyleUrl,
  usesPmtiles,
} from "./base-map"

const STYLE = "https://maps.example/styles/liberty/style.json?v=2"

describe("resolveStyleUrl", () => {
  it.each([
    [
      "https://tiles.example/{z}/{x}/{y}.png",
      "https://tiles.example/{z}/{x}/{y}.png",
    ],
    [
      "pmtiles://https://files.example/city.pmtiles",
      "pmtiles://https://files.example/city.pmtiles",
    ],
    [
      "/fonts/{fontstack}/{range}.pbf",
      "https://maps.example/fonts/{fontstack}/{range}.pbf",
    ],
    ["sprites/ofm", "https://maps.example/styles/liberty/sprites/ofm"],
    ["//cdn.example/tiles.json", "https://cdn.example/tiles.json"],
  ])("reads %s as %s, templates kept", (url, expected) => {
    expect(resolveStyleUrl(url, STYLE)).toBe(expected)
  })
})

const style: StyleSpecification = {
  version: 8,
  glyphs: "fonts/{fontstack}/{range}.pbf",
  sprite: "/sprites/base",
  sources: {
    streets: { type: "vector", url: "pmtiles:///map-files/city.pmtiles" },
    photo: { type: "raster", tiles: ["tiles/{z}/{x}/{y}.png"] },
  },
  layers: [{ id: "bg", type: "background" }],
}

describe("resolveStyle", () => {
  it("resolves the sprite, the glyphs and every source against the style's address", () => {
    const resolved = resolveStyle(style, STYLE)
    expect(resolved.glyphs).toBe(
      "https://maps.example/styles/liberty/fonts/{fontstack}/{range}.pbf"
    )
    expect(resolved.sprite).toBe("https://maps.example/sprites/base")
    expect(resolved.sources.photo).toMatchObject({
      tiles: ["https://maps.example/styles/liberty/tiles/{z}/{x}/{y}.png"],
    })
    expect(usesPmtiles(resolved)).toBe(true)
    expect(
      usesPmtiles({ ...style, sources: { photo: style.sources.photo! } })
    ).toBe(false)
  })
})

describe("loadBaseStyle", () => {
  afterEach(() => vi.unstubAllGlobals())
  const signal = new AbortController().signal

  it("answers the style, resolved", async () => {
    vi.stubGlobal("fetch", async () => Response.json(style))
    expect((await loadBaseStyle(STYLE, signal))?.sprite).toBe(
      "https://maps.example/sprites/base"
    )
  })

  it.each([
    [
      "no network",
      async () => Promise.reject(new TypeError("Failed to fetch")),
    ],
    ["a refusal", async () => new Response("no", { status: 404 })],
    ["not a style", async () => Response.json({ hello: "world" })],
    ["not JSON", async () => new Response("<html>")],
  ])("answers null on %s", async (_, answer) => {
    vi.stubGlobal("fetch", answer)
    expect(await loadBaseStyle(STYLE, signal)).toBeNull()
  })
})

describe("isNetworkError", () => {
  it("tells the network's errors from the others", () => {
    const ajax = Object.assign(new Error("404"), { name: "AJAXError" })
    expect(isNetworkError(ajax)).toBe(true)
    expect(isNetworkError(new TypeError("Failed to fetch"))).toBe(true)
    expect(isNetworkError(new Error("layer 'x' does not exist"))).toBe(false)
    expect(isNetworkError("oops")).toBe(false)
  })
})
