import { describe, expect, it } from "vitest"

import { encodeWithin, fitWithin, PHOTO_MAX_BYTES } from "./resize-photo.ts"

describe("fitWithin", () => {
  it("brings the longest side down to the limit and keeps the shape", () => {
    expect(fitWithin(4032, 3024, 1600)).toEqual({ width: 1600, height: 1200 })
    expect(fitWithin(3024, 4032, 1600)).toEqual({ width: 1200, height: 1600 })
  })

  it("never enlarges a small photo", () => {
    expect(fitWithin(800, 600, 1600)).toEqual({ width: 800, height: 600 })
  })
})

describe("encodeWithin", () => {
  /** A pretend encoder whose JPEG weighs a byte per pixel times the quality. */
  const calls: [number, number][] = []
  const encoder = async (
    size: { width: number; height: number },
    quality: number
  ) => {
    calls.push([size.width, quality])
    return new Blob([
      new Uint8Array(Math.round(size.width * size.height * quality)),
    ])
  }

  it("keeps the full size at the best quality that fits", async () => {
    calls.length = 0
    const blob = await encodeWithin({ width: 900, height: 600 }, encoder)
    expect(blob.size).toBeLessThanOrEqual(PHOTO_MAX_BYTES)
    expect(calls).toEqual([
      [900, 0.85],
      [900, 0.75],
    ])
  })

  it("makes the picture smaller once no quality fits", async () => {
    calls.length = 0
    const blob = await encodeWithin({ width: 1600, height: 1200 }, encoder)
    expect(blob.size).toBeLessThanOrEqual(PHOTO_MAX_BYTES)
    expect(calls.slice(0, 4).map(([w]) => w)).toEqual([1600, 1600, 1600, 1600])
    expect(calls.at(-1)![0]).toBeLessThan(1600)
  })
})
