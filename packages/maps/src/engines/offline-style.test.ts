import { describe, expect, it } from "vitest"

import { offlineStyle } from "./offline-style"

describe("offlineStyle", () => {
  it("needs no network: sea and the bundled world", () => {
    const style = offlineStyle()
    expect(style.layers.map((l) => l.id)).toEqual([
      "sea",
      "world-land",
      "world-borders",
    ])
    expect(style.sources.world).toMatchObject({ type: "geojson" })
    expect(style.glyphs).toBeUndefined()
    expect(style.sprite).toBeUndefined()
  })
})
