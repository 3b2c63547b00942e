import { describe, expect, it } from "vitest"
import { Random } from "./random.ts"

describe("Random", () => {
  /** The same seed gives the same sequence. */
  it("is reproducible", () => {
    const a = new Random(42)
    const b = new Random(42)
    const xs = Array.from({ length: 100 }, () => a.next())
    const ys = Array.from({ length: 100 }, () => b.next())
    expect(xs).toEqual(ys)
  })

  /** Different seeds give different sequences. */
  it("depends on the seed", () => {
    expect(new Random(1).next()).not.toBe(new Random(2).next())
  })

  /** Values stay in [0, 1) and int(n) in [0, n). */
  it("stays in range", () => {
    const r = new Random(7)
    for (let i = 0; i < 10000; i++) {
      const x = r.next()
      expect(x >= 0 && x < 1).toBe(true)
      const k = r.int(5)
      expect(Number.isInteger(k) && k >= 0 && k < 5).toBe(true)
    }
  })

  /** A shuffle is a permutation. */
  it("shuffles into a permutation", () => {
    const items = Array.from({ length: 50 }, (_, i) => i)
    const shuffled = new Random(3).shuffle(items.slice())
    expect([...shuffled].sort((a, b) => a - b)).toEqual(items)
    expect(shuffled).not.toEqual(items)
  })
})
