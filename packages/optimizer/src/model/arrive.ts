import type { ProblemData } from "./problem-data.ts"
import { profileArrival } from "./travel-profile.ts"

/**
 * The arrival at `to` leaving `from` at t over the matrix T (vehicle's
 * profile): t plus the matrix duration, or through the travel profile.
 */
export function arrive(
  data: ProblemData,
  T: Int32Array,
  from: number,
  to: number,
  t: number
): number {
  const base = T[from * data.size + to] as number
  const profile = data.profile
  return profile === null ? t + base : profileArrival(profile, from, base, t)
}
