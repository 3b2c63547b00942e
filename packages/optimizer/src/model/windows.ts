import type { ProblemData } from "./problem-data.ts"

/**
 * When service of job j starts if it is reached at `arrival`: in the first
 * window that has not closed, after waiting for it to open; -Infinity when
 * every window has closed.
 */
export function serviceStart(
  data: ProblemData,
  j: number,
  arrival: number
): number {
  const { twOffset, twStart, twEnd } = data
  for (
    let w = twOffset[j] as number, e = twOffset[j + 1] as number;
    w < e;
    w++
  ) {
    if ((twEnd[w] as number) >= arrival)
      return Math.max(arrival, twStart[w] as number)
  }
  return -Infinity
}

/**
 * The latest arrival at job j from which its service can start by `limit`:
 * the end of the last window that opens by then, capped at `limit`;
 * -Infinity when none does.
 */
export function latestArrival(
  data: ProblemData,
  j: number,
  limit: number
): number {
  const { twOffset, twStart, twEnd } = data
  for (
    let w = (twOffset[j + 1] as number) - 1, b = twOffset[j] as number;
    w >= b;
    w--
  ) {
    if ((twStart[w] as number) <= limit)
      return Math.min(twEnd[w] as number, limit)
  }
  return -Infinity
}
