/**
 * A small seeded pseudo-random generator (xoshiro128**), so that the same
 * seed gives the same solution on every platform.
 */
export class Random {
  private a: number
  private b: number
  private c: number
  private d: number

  /**
   * @param seed - any integer; equal seeds give equal sequences
   */
  constructor(seed: number) {
    // splitmix32 spreads a small seed over the four words of state.
    let s = seed >>> 0
    const next = (): number => {
      s = (s + 0x9e3779b9) >>> 0
      let z = s
      z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
      z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
      return (z ^ (z >>> 16)) >>> 0
    }
    this.a = next()
    this.b = next()
    this.c = next()
    this.d = next() || 1
  }

  /** Returns an unsigned 32-bit integer. */
  nextUint32(): number {
    const result = Math.imul(rotl(Math.imul(this.b, 5), 7), 9) >>> 0
    const t = this.b << 9
    this.c ^= this.a
    this.d ^= this.b
    this.b ^= this.c
    this.a ^= this.d
    this.c ^= t
    this.d = rotl(this.d, 11)
    return result
  }

  /** Returns a float in [0, 1). */
  next(): number {
    return this.nextUint32() / 4294967296
  }

  /** Returns an integer in [0, n). */
  int(n: number): number {
    return Math.floor(this.next() * n)
  }

  /** Shuffles an array in place (Fisher-Yates). */
  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1)
      const tmp = items[i] as T
      items[i] = items[j] as T
      items[j] = tmp
    }
    return items
  }
}

function rotl(x: number, k: number): number {
  return (x << k) | (x >>> (32 - k))
}
