const LOCK = 0
const VERSION = 1
const LENGTH = 2
const DATA_OFFSET = 24

/**
 * The best solution of searches that run at once on several threads, in one
 * `SharedArrayBuffer` they all hold: its cost, a version that counts the
 * publications, and its route sequences, encoded as each route's length
 * followed by its jobs. A spin lock (`Atomics.compareExchange`) guards the
 * cost and the sequences; the version is read without it, so a search can
 * check for news at every iteration for the price of one atomic load.
 *
 * | bytes  | what                                        |
 * | ------ | ------------------------------------------- |
 * | 0–3    | lock (0 free, 1 held)                       |
 * | 4–7    | version (0 while empty, +1 per publication) |
 * | 8–11   | length of the encoded sequences             |
 * | 16–23  | cost (float64; Infinity while empty)        |
 * | 24–    | encoded sequences (int32)                   |
 */
export class BestBoard {
  private readonly head: Int32Array
  private readonly cost: Float64Array
  private readonly data: Int32Array

  /**
   * A view of a board's buffer, in any thread.
   *
   * @param buffer - from `BestBoard.create(…).buffer`
   */
  constructor(readonly buffer: SharedArrayBuffer) {
    this.head = new Int32Array(buffer, 0, 3)
    this.cost = new Float64Array(buffer, 16, 1)
    this.data = new Int32Array(buffer, DATA_OFFSET)
  }

  /**
   * An empty board with room for any solution of a problem.
   *
   * @param routes - the number of routes (vehicles)
   * @param jobs - the number of jobs
   * @returns the board; hand its `buffer` to the other threads
   */
  static create(routes: number, jobs: number): BestBoard {
    const buffer = new SharedArrayBuffer(DATA_OFFSET + 4 * (routes + jobs))
    const board = new BestBoard(buffer)
    board.cost[0] = Infinity
    return board
  }

  /** How many solutions have been published: changes whenever the best does. */
  get version(): number {
    return Atomics.load(this.head, VERSION)
  }

  /**
   * Offers a solution; it replaces the board's only when strictly cheaper.
   *
   * @param seqs - the job sequence of each route
   * @param cost - its penalised cost
   * @returns the new version, or null when the board already holds one as
   *   good
   */
  publish(seqs: readonly (readonly number[])[], cost: number): number | null {
    let length = seqs.length
    for (const seq of seqs) length += seq.length
    if (length > this.data.length)
      throw new RangeError("The solution does not fit the board.")
    this.lock()
    try {
      if (!(cost < (this.cost[0] as number))) return null
      let at = 0
      for (const seq of seqs) {
        this.data[at++] = seq.length
        for (const job of seq) this.data[at++] = job
      }
      this.head[LENGTH] = length
      this.cost[0] = cost
      return Atomics.add(this.head, VERSION, 1) + 1
    } finally {
      this.unlock()
    }
  }

  /** The cost of the board's solution (Infinity while empty). */
  peekCost(): number {
    this.lock()
    try {
      return this.cost[0] as number
    } finally {
      this.unlock()
    }
  }

  /**
   * A copy of the board's solution.
   *
   * @returns its sequences, cost and version, or null while empty
   */
  read(): { seqs: number[][]; cost: number; version: number } | null {
    this.lock()
    try {
      const version = this.head[VERSION] as number
      if (version === 0) return null
      const length = this.head[LENGTH] as number
      const seqs: number[][] = []
      for (let at = 0; at < length;) {
        const n = this.data[at++] as number
        seqs.push(Array.from(this.data.subarray(at, at + n)))
        at += n
      }
      return { seqs, cost: this.cost[0] as number, version }
    } finally {
      this.unlock()
    }
  }

  // A spin lock: the holder only copies a few thousand integers, so waiting
  // is shorter than a sleep would be (and `Atomics.wait` is not allowed on a
  // browser's main thread).
  private lock(): void {
    while (Atomics.compareExchange(this.head, LOCK, 0, 1) !== 0);
  }

  private unlock(): void {
    Atomics.store(this.head, LOCK, 0)
  }
}
