/**
 * A budget's clock, read sparingly. The search asks for the time every
 * iteration and, in the local search, every job; some clocks cost a system
 * call to read (a process's CPU time does, and took a third of a benchmark's
 * time). This one reads the clock about every `everyMs` and answers the last
 * reading in between, doubling or halving how many asks it skips.
 */
export class SparseClock {
  private asks = 0
  private skip = 0
  private last = 0

  constructor(
    private readonly now: () => number,
    private readonly t0: number,
    private readonly everyMs = 0.5
  ) {}

  /** Milliseconds since t0, as of the last reading (at most about everyMs old). */
  elapsed(): number {
    if (this.asks++ < this.skip) return this.last
    const t = this.now() - this.t0
    const gap = t - this.last
    if (gap < this.everyMs / 2 && this.skip < 65_536)
      this.skip = 2 * this.skip + 1
    else if (gap > 2 * this.everyMs) this.skip >>= 1
    this.asks = 0
    this.last = t
    return t
  }
}
