import type { ProblemData } from "../model/problem-data.ts"
import type { RouteCache } from "./routes.ts"
import type { IlsState } from "./state.ts"

/**
 * A lower bound of a move's change in penalised cost from the arcs it
 * removes and adds, in a few reads of the matrix and without building the
 * move's routes (PyVRP's operators price the distance first the same way).
 * A route's objective is then its fixed cost and its arcs, and its penalty
 * can at most vanish, so the change is at least the arcs' change, the fixed
 * costs of routes left empty or first used, less the routes' penalties now.
 *
 * It applies when a route costs its arcs and fixed cost alone (no balanced
 * objective) and both routes share one matrix; otherwise, and for the
 * moves it does not price (swaps within a route, 2-opt), it is -Infinity.
 */
export class ArcBound {
  private readonly plain: boolean
  private readonly L: number

  constructor(private readonly data: ProblemData) {
    this.plain =
      data.stopWeight === 0 &&
      data.durationWeight === 0 &&
      data.balance.every((k) => k === 0)
    this.L = data.size
  }

  /** Location of stop k of route r; its start before the first, its end (-1 when open) after the last. */
  private at(r: RouteCache, k: number): number {
    if (k < 0) return this.data.vStart[r.v] as number
    if (k >= r.seq.length) return this.data.vEnd[r.v] as number
    return this.data.loc[r.seq[k] as number] as number
  }

  private arc(C: Int32Array, a: number, b: number): number {
    return b < 0 ? 0 : (C[a * this.L + b] as number)
  }

  /** Arcs within stops from..to of r, walked backwards when `rev`. */
  private inner(
    C: Int32Array,
    r: RouteCache,
    from: number,
    to: number,
    rev: boolean
  ): number {
    let c = 0
    for (let k = from; k < to; k++) {
      const a = this.at(r, k)
      const b = this.at(r, k + 1)
      c += rev ? this.arc(C, b, a) : this.arc(C, a, b)
    }
    return c
  }

  /** Route r's fixed cost and uncharged start-to-end arc as its stops go from `before` to `after`. */
  private emptiness(
    C: Int32Array,
    r: RouteCache,
    before: number,
    after: number
  ): number {
    if ((before === 0) === (after === 0)) return 0
    const v = r.v
    const d = this.data
    // The formulas count the start-to-end arc of an empty route; it is not charged.
    const idle =
      (d.vFixedCost[v] as number) +
      this.arc(C, d.vStart[v] as number, d.vEnd[v] as number)
    return after === 0 ? -idle : idle
  }

  private penalty(r: RouteCache): number {
    return r.cost - r.objective
  }

  private matrix(ru: number, rv: number): Int32Array | null {
    const d = this.data
    if (!this.plain || d.vProfile[ru] !== d.vProfile[rv]) return null
    return d.costs[d.vProfile[ru] as number] as Int32Array
  }

  /**
   * Block (ru, i, a stops; reversed when `rev`) exchanged with block (rv,
   * q, b stops); with b = 0 the first goes in before position q of rv (the
   * moves of `blocks` in moves.ts, for valid positions).
   */
  blocks(
    state: IlsState,
    ru: number,
    i: number,
    a: number,
    rev: boolean,
    rv: number,
    q: number,
    b: number
  ): number {
    const C = this.matrix(ru, rv)
    if (!C || (ru === rv && b > 0)) return -Infinity
    const U = state.routes[ru] as RouteCache
    const V = state.routes[rv] as RouteCache
    const P = this.at(U, i - 1)
    const U1 = this.at(U, i)
    const Ua = this.at(U, i + a - 1)
    const N = this.at(U, i + a)
    const first = rev ? Ua : U1
    const last = rev ? U1 : Ua
    const inU = this.inner(C, U, i, i + a - 1, false)
    const inMoved = rev ? this.inner(C, U, i, i + a - 1, true) : inU
    const Q0 = this.at(V, q - 1)
    const QN = this.at(V, q + b)
    const out = this.arc(C, P, U1) + inU + this.arc(C, Ua, N)
    const into = this.arc(C, Q0, first) + inMoved + this.arc(C, last, QN)
    if (ru === rv)
      return (
        this.arc(C, P, N) + into - out - this.arc(C, Q0, QN) - this.penalty(U)
      )
    let dU = -out
    let dV = into
    if (b === 0) {
      dU += this.arc(C, P, N)
      dV -= this.arc(C, Q0, QN)
    } else {
      const V1 = this.at(V, q)
      const Vb = this.at(V, q + b - 1)
      const inV = this.inner(C, V, q, q + b - 1, false)
      dU += this.arc(C, P, V1) + inV + this.arc(C, Vb, N)
      dV -= this.arc(C, Q0, V1) + inV + this.arc(C, Vb, QN)
    }
    const mu = U.seq.length
    const mv = V.seq.length
    return (
      dU +
      dV +
      this.emptiness(C, U, mu, mu - a + b) +
      this.emptiness(C, V, mv, mv - b + a) -
      this.penalty(U) -
      this.penalty(V)
    )
  }

  /** The arcs from `from` into r's stops s.. and on to `end` (straight to `end` without them). */
  private join(
    C: Int32Array,
    from: number,
    tail: boolean,
    r: RouteCache,
    s: number,
    end: number
  ): number {
    if (!tail) return this.arc(C, from, end)
    return (
      this.arc(C, from, this.at(r, s)) +
      this.arc(C, this.at(r, r.seq.length - 1), end)
    )
  }

  /** u's tail (after position i) exchanged with the tail of rv after position k (2-opt*). */
  tails(state: IlsState, ru: number, i: number, rv: number, k: number): number {
    const C = this.matrix(ru, rv)
    if (!C) return -Infinity
    const U = state.routes[ru] as RouteCache
    const V = state.routes[rv] as RouteCache
    const mu = U.seq.length
    const mv = V.seq.length
    const X = this.at(U, i)
    const Y = this.at(V, k)
    const endU = this.at(U, mu)
    const endV = this.at(V, mv)
    // Each tail: its first and last stop, or none.
    const tu = i + 1 < mu
    const tv = k + 1 < mv
    const before =
      this.join(C, X, tu, U, i + 1, endU) + this.join(C, Y, tv, V, k + 1, endV)
    const after =
      this.join(C, X, tv, V, k + 1, endU) + this.join(C, Y, tu, U, i + 1, endV)
    return (
      after -
      before +
      this.emptiness(C, V, mv, k + 1 + mu - i - 1) -
      this.penalty(U) -
      this.penalty(V)
    )
  }
}
