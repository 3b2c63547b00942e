import type { TravelProfile } from "../src/index.ts"
import { euclid, type SolomonInstance } from "./solomon.ts"

/**
 * A rush-hour travel profile for a Solomon-format instance, on its scaled
 * clock (H: the depot's closing time): two rush hours, from 0 to 0.15 H
 * and from 0.55 H to 0.7 H. The centre (customers no farther from the depot
 * than the median) drives `factor` times slower in them, the rest a sixth
 * of that slow-down (1.6 gives 1.1), as issue 44's learning benchmark's
 * hidden truth does.
 */
export function rushHourProfile(
  inst: SolomonInstance,
  scale: number,
  factor: number
): TravelProfile {
  const H = (inst.due[0] as number) * scale
  const n = inst.x.length
  const fromDepot = Array.from({ length: n }, (_, i) => euclid(inst, 0, i))
  const sorted = fromDepot.slice(1).sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0
  const outer = 1 + (factor - 1) / 6
  return {
    bandStarts: [0, 0.15, 0.55, 0.7].map((f) => Math.round(f * H)),
    factors: [
      [factor, 1, factor, 1],
      [outer, 1, outer, 1],
    ],
    locationZones: fromDepot.map((d) => (d <= median ? 0 : 1)),
  }
}
