import type { ProblemData } from "../model/problem-data.ts"

/** Weight of the least wait between two jobs in their proximity (PyVRP's). */
const WAIT_WEIGHT = 0.2

/**
 * The G jobs nearest each job by PyVRP's proximity (after Vidal et al.
 * 2013), row after row: the arc's cost plus 0.2 times the least wait that
 * the windows force on it, the better of the two directions, and an arc
 * that no schedule can take (the first job's earliest departure reaches
 * the second after its window closes) only after every other. Neighbours
 * by distance alone put jobs next to each other that no route can serve
 * one after the other.
 */
export function timeNeighbours(data: ProblemData, G: number): Int32Array {
  const n = data.nJobs
  const L = data.size
  const prof = data.vProfile[0] ?? 0
  const C = data.costs[prof] as Int32Array
  const T = data.durations[prof] as Int32Array
  const out = new Int32Array(n * G)
  const early = new Float64Array(n)
  const late = new Float64Array(n)
  for (let j = 0; j < n; j++) {
    const w = data.twOffset[j] as number
    early[j] = data.twStart[w] as number
    late[j] = data.twEnd[w] as number
  }
  /** Proximity of the arc a to b; Infinity when no schedule can take it. */
  const arc = (a: number, b: number): number => {
    const at = (data.loc[a] as number) * L + (data.loc[b] as number)
    const travel = T[at] as number
    const service = data.service[a] as number
    if ((early[a] as number) + service + travel > (late[b] as number))
      return Infinity
    const wait = Math.max(
      (early[b] as number) - travel - service - (late[a] as number),
      0
    )
    return (C[at] as number) + WAIT_WEIGHT * wait
  }
  const prox = new Float64Array(n)
  const order = Array.from({ length: n }, (_, j) => j)
  const far = (a: number, b: number): number =>
    (C[(data.loc[a] as number) * L + (data.loc[b] as number)] as number) +
    (C[(data.loc[b] as number) * L + (data.loc[a] as number)] as number)
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++)
      prox[j] = j === i ? -1 : Math.min(arc(i, j), arc(j, i))
    // Infeasible arcs last, among them the nearest first.
    const key = (j: number): number =>
      prox[j] === Infinity ? 1e15 + far(i, j) : (prox[j] as number)
    const picked = select(order, key, G + 1)
    let k = 0
    for (const j of picked) if (j !== i && k < G) out[i * G + k++] = j
  }
  return out
}

/** The `count` items with the smallest keys, smallest first (ties by index). */
function select(
  items: number[],
  key: (j: number) => number,
  count: number
): number[] {
  const best: number[] = []
  const keys: number[] = []
  for (const j of items) {
    const k = key(j)
    if (best.length === count && k >= (keys[count - 1] as number)) continue
    let at = best.length
    while (at > 0 && (keys[at - 1] as number) > k) at--
    best.splice(at, 0, j)
    keys.splice(at, 0, k)
    if (best.length > count) {
      best.pop()
      keys.pop()
    }
  }
  return best
}
