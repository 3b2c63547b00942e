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
   *
   * @param currentCost - the penalised cost of this search's current solution
   */
  poll(currentCost: number): number[][] | null
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
 * when another search published it, it is cheaper than this search's
 * current solution, and this search has found no new best for `patienceMs`.
 * It then goes on annealing from there, at its own temperature.
 */
export class BoardExchange implements SearchExchange {
  /** The board's version this search last published or looked at. */
  private seen = 0
  /** The cost of another search's solution on the board, not yet taken. */
  private offer = Infinity
  private improvedAt: number

  constructor(
    private readonly board: BestBoard,
    private readonly options: BoardExchangeOptions
  ) {
    this.improvedAt = options.now()
  }

  publish(seqs: readonly (readonly number[])[], cost: number): void {
    this.improvedAt = this.options.now()
    const version = this.board.publish(seqs, cost)
    if (version !== null) {
      this.seen = version
      this.offer = Infinity
    }
  }

  poll(currentCost: number): number[][] | null {
    const version = this.board.version
    if (version !== this.seen) {
      this.seen = version
      this.offer = this.board.peekCost()
    }
    if (!(this.offer < currentCost)) return null
    const now = this.options.now()
    if (now - this.improvedAt < this.options.patienceMs) return null
    const shared = this.board.read()
    if (!shared) return null
    this.seen = shared.version
    this.offer = Infinity
    this.improvedAt = now
    return shared.seqs
  }
}
