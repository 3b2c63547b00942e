import type { RouteCache } from "./routes.ts"
import { Recipe, type IlsState } from "./state.ts"

/**
 * The local search's moves for a job u and a neighbour v (or the start of
 * v's route, `vPos = -1`), as recipes of the new routes:
 *
 * | kind           | what                                             |
 * | -------------- | ------------------------------------------------ |
 * | relocate       | u after v                                        |
 * | relocate2      | (u, x) after v                                   |
 * | relocate2rev   | (x, u) after v: the pair reversed                |
 * | relocate3      | (u, x, x') after v (or-opt)                      |
 * | swap           | u with v                                         |
 * | swap21         | (u, x) with v                                    |
 * | swap22         | (u, x) with (v, y)                               |
 * | twoOpt         | same route: u to v, reversing x..v               |
 * | twoOptStar     | two routes: u's tail and v's tail are exchanged  |
 */
export const MOVE_KINDS = [
  "relocate",
  "relocate2",
  "relocate2rev",
  "relocate3",
  "swap",
  "swap21",
  "swap22",
  "twoOpt",
  "twoOptStar",
] as const
export type MoveKind = (typeof MOVE_KINDS)[number]

/** PyVRP 1.0's moves (Relocate1, Relocate2, Swap11, Swap21, Swap22, SwapTails). */
export const PYVRP_MOVES: readonly MoveKind[] = [
  "relocate",
  "relocate2",
  "swap",
  "swap21",
  "swap22",
  "twoOptStar",
]

/** The recipes of a move; `second` is null for a move within one route. */
export class MoveRecipes {
  readonly first = new Recipe()
  readonly secondBuf = new Recipe()
  second: Recipe | null = null

  /**
   * Change in penalised cost, Infinity when not allowed; at least `cutoff`
   * (not exact) when the arcs alone show it is no lower than that.
   */
  delta(state: IlsState, cutoff = Infinity): number {
    if (cutoff < Infinity) {
      let lower =
        state.bound(this.first) -
        (state.routes[this.first.v] as RouteCache).cost
      if (this.second)
        lower +=
          state.bound(this.second) -
          (state.routes[this.second.v] as RouteCache).cost
      if (lower >= cutoff) return lower
    }
    const a = state.price(this.first)
    if (a === Infinity) return Infinity
    let d = a - (state.routes[this.first.v] as RouteCache).cost
    if (this.second) {
      const b = state.price(this.second)
      if (b === Infinity) return Infinity
      d += b - (state.routes[this.second.v] as RouteCache).cost
    }
    return d
  }
}

/**
 * Fills `out` with the recipes of move `kind` for job u and position vPos of
 * route rv; false when the move does not apply (too few stops, overlap, or
 * no change).
 */
export function moveRecipes(
  state: IlsState,
  kind: MoveKind,
  u: number,
  rv: number,
  vPos: number,
  out: MoveRecipes
): boolean {
  const ru = state.routeOf[u] as number
  if (ru < 0) return false
  const i = state.posOf[u] as number
  const mu = (state.routes[ru] as RouteCache).seq.length
  const mv = (state.routes[rv] as RouteCache).seq.length
  switch (kind) {
    case "relocate":
      return blocks(out, ru, i, 1, false, rv, vPos + 1, 0, mu, mv)
    case "relocate2":
      return i + 1 < mu && blocks(out, ru, i, 2, false, rv, vPos + 1, 0, mu, mv)
    case "relocate2rev":
      return i + 1 < mu && blocks(out, ru, i, 2, true, rv, vPos + 1, 0, mu, mv)
    case "relocate3":
      return i + 2 < mu && blocks(out, ru, i, 3, false, rv, vPos + 1, 0, mu, mv)
    case "swap":
      return vPos >= 0 && blocks(out, ru, i, 1, false, rv, vPos, 1, mu, mv)
    case "swap21":
      return (
        vPos >= 0 &&
        i + 1 < mu &&
        blocks(out, ru, i, 2, false, rv, vPos, 1, mu, mv)
      )
    case "swap22":
      return (
        vPos >= 0 &&
        i + 1 < mu &&
        vPos + 1 < mv &&
        blocks(out, ru, i, 2, false, rv, vPos, 2, mu, mv)
      )
    case "twoOpt":
      if (ru !== rv || vPos <= i + 1) return false
      out.first
        .reset(ru)
        .prefix(ru, i + 1)
        .range(ru, vPos, i + 1)
        .suffix(ru, vPos + 1)
      out.second = null
      return true
    case "twoOptStar":
      if (ru === rv || (i + 1 >= mu && vPos + 1 >= mv)) return false
      out.first
        .reset(ru)
        .prefix(ru, i + 1)
        .suffix(rv, vPos + 1)
      out.second = out.secondBuf
        .reset(rv)
        .prefix(rv, vPos + 1)
        .suffix(ru, i + 1)
      return true
  }
}

/**
 * Exchanges block (ru, i, a stops; reversed when `rev`) with block (rv, q,
 * b stops); with b = 0 the first block goes in before position q of rv.
 */
function blocks(
  out: MoveRecipes,
  ru: number,
  i: number,
  a: number,
  rev: boolean,
  rv: number,
  q: number,
  b: number,
  mu: number,
  mv: number
): boolean {
  if (q + b > mv) return false
  if (ru !== rv) {
    const A = out.first.reset(ru).prefix(ru, i)
    if (b > 0) A.range(rv, q, q + b - 1)
    A.suffix(ru, i + a)
    out.second = out.secondBuf.reset(rv).prefix(rv, q)
    block(out.second, ru, i, a, rev).suffix(rv, q + b)
    return true
  }
  out.second = null
  const r = out.first.reset(ru)
  if (b === 0) {
    if (q >= i && q <= i + a) return false
    if (q < i)
      block(r.prefix(ru, q), ru, i, a, rev)
        .range(ru, q, i - 1)
        .suffix(ru, i + a)
    else
      block(r.prefix(ru, i).range(ru, i + a, q - 1), ru, i, a, rev).suffix(
        ru,
        q
      )
    return true
  }
  // A swap within the route: the blocks must not overlap.
  const uFirst = i < q
  const s1 = uFirst ? i : q
  const l1 = uFirst ? a : b
  const s2 = uFirst ? q : i
  const l2 = uFirst ? b : a
  if (s1 + l1 > s2 || mu < s2 + l2) return false
  r.prefix(ru, s1).range(ru, s2, s2 + l2 - 1)
  if (s2 > s1 + l1) r.range(ru, s1 + l1, s2 - 1)
  r.range(ru, s1, s1 + l1 - 1).suffix(ru, s2 + l2)
  return true
}

/** Appends stops i..i+a-1 of route ru, backwards when `rev`. */
function block(
  r: Recipe,
  ru: number,
  i: number,
  a: number,
  rev: boolean
): Recipe {
  return rev ? r.range(ru, i + a - 1, i) : r.range(ru, i, i + a - 1)
}
