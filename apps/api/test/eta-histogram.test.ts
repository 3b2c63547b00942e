// ETA errors kept as a histogram (issue 44): texts add up, and the 90th percentile read from
// them is SQL's percentile_cont when the ranks it falls between are alone in their minute, and
// within a minute of it otherwise.
import { describe, expect, it } from "vitest"

import {
  EtaHistogram,
  addHistogram,
  mergeHistogram,
  percentileOf,
} from "../src/modules/performance/eta-histogram.ts"

/** percentile_cont: interpolated between the two nearest ranks. */
function exact(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b)
  const rank = p * (sorted.length - 1)
  const low = Math.floor(rank)
  return sorted[low]! + (rank - low) * (sorted[Math.ceil(rank)]! - sorted[low]!)
}

/** The text a group of errors is kept as (minute buckets; all below 2 hours here). */
const textOf = (errors: number[]) => {
  const buckets = new Map<number, number[]>()
  for (const e of errors) {
    const b = Math.floor(e / 60)
    buckets.set(b, [...(buckets.get(b) ?? []), e])
  }
  return [...buckets]
    .map(([b, es]) => `${b}:${es.length}:${es.reduce((x, y) => x + y, 0)}`)
    .join(" ")
}

describe("the ETA errors' histogram", () => {
  it("is exact when the ranks are alone in their buckets", () => {
    // 60, 120 and 600 seconds: 120 + 0.8 × 480.
    expect(percentileOf(addHistogram("1:1:60 2:1:120 10:1:600"), 0.9)).toBe(504)
  })

  it("has no percentile without errors", () => {
    expect(percentileOf(addHistogram(""), 0.9)).toBeNull()
    expect(percentileOf(new EtaHistogram(), 0.9)).toBeNull()
  })

  it("adds texts end to end and histograms together", () => {
    const a = addHistogram("1:2:130 3:1:200")
    const b = addHistogram("1:1:70 4:1:250")
    expect(mergeHistogram(a, b)).toEqual(
      addHistogram("1:2:130 3:1:200 1:1:70 4:1:250")
    )
    expect(a.get(1)).toEqual({ count: 3, sum: 200 })
  })

  it("is within a minute of percentile_cont over the errors", () => {
    let seed = 7
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647
    for (let round = 0; round < 50; round++) {
      const errors = Array.from({ length: 5 + round * 7 }, () =>
        Math.round(random() * 5400 * random())
      )
      // Kept in parts (a route each), added up at read time.
      const parts = [errors.slice(0, 3), errors.slice(3, 20), errors.slice(20)]
      const histogram = addHistogram(parts.map(textOf).join(" "))
      const p90 = percentileOf(histogram, 0.9)!
      expect(Math.abs(p90 - exact(errors, 0.9))).toBeLessThan(60)
    }
  })
})
