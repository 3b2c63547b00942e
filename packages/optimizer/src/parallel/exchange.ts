import type { BestBoard } from "./best-board.ts"

/**
 * What a search shares with searches that run beside it: it publishes each
 * new best, and asks at every iteration whether to continue from another's.
 */
export interface SearchExchange {
  /** Offers a new best of this search. */
  publish(seqs: readonly (readonly number[])[], cost: number): void
  /**
   * Another search's solution to continue from, or null to go on; called at
   * every iteration, so it must be cheap when there is nothing new.
   */
  poll(): number[][] | null
}

export interface BoardExchangeOptions {
  /** This thread's clock (ms). */
  now: () => number
  /**
   * How long this search must go without a new best of its own before it
   * adopts another's (ms): while it improves, it keeps its own way.
   */
  patienceMs: number
}

/**
 * Shares bests through a `BestBoard`: a search adopts the board's solution
 * when another search published it, it is cheaper than every solution this
 * search has found, and this search has found no new best for `patienceMs`.
 * It then goes on annealing from there, at its own temperature. (Adopting
 * whenever the board's is cheaper than the current solution, which annealing
 * keeps above its best, did worse on Solomon: the searches lost their
 * diversity.)
 */
export class BoardExchange implements SearchExchange {
  /** The board's version this search last published or looked at. */
  private seen = 0
  /** The board's cost at version `seen`. */
  private boardCost = Infinity
  /** The cheapest solution this search has found or taken. */
  private best = Infinity
  private improvedAt: number

  constructor(
    private readonly board: BestBoard,
    private readonly options: BoardExchangeOptions
  ) {
    this.improvedAt = options.now()
  }

  publish(seqs: readonly (readonly number[])[], cost: number): void {
    this.improvedAt = this.options.now()
    this.best = Math.min(this.best, cost)
    const version = this.board.publish(seqs, cost)
    if (version !== null) {
      this.seen = version
      this.boardCost = cost
    }
  }

  poll(): number[][] | null {
    const version = this.board.version
    if (version !== this.seen) {
      this.seen = version
      this.boardCost = this.board.peekCost()
    }
    if (!(this.boardCost < this.best)) return null
    const now = this.options.now()
    if (now - this.improvedAt < this.options.patienceMs) return null
    const shared = this.board.read()
    if (!shared) return null
    this.seen = shared.version
    this.boardCost = this.best = shared.cost
    this.improvedAt = now
    return shared.seqs
  }
}
