import type { VroomInput } from "../src/vroom/index.ts"
import { euclid, type SolomonInstance } from "./solomon.ts"

/**
 * A Solomon-format instance as VROOM JSON with explicit matrices, as
 * vroom-scripts converts them: distances scaled by `scale` and rounded,
 * durations rounded up (so a route accepted on them holds in double
 * precision), row 0 the depot, one vehicle per allowed route.
 */
export function solomonToVroom(inst: SolomonInstance, scale = 100): VroomInput {
  const n = inst.x.length
  const durations: number[][] = []
  const distances: number[][] = []
  for (let i = 0; i < n; i++) {
    const d = Array.from({ length: n }, (_, j) => euclid(inst, i, j) * scale)
    distances.push(d.map((x) => Math.round(x)))
    durations.push(d.map((x) => Math.ceil(x - 1e-9)))
  }
  const horizon: [number, number] = [
    (inst.ready[0] as number) * scale,
    (inst.due[0] as number) * scale,
  ]
  return {
    vehicles: Array.from({ length: inst.vehicles }, (_, k) => ({
      id: k + 1,
      start_index: 0,
      end_index: 0,
      capacity: [inst.capacity],
      time_window: horizon,
    })),
    jobs: Array.from({ length: n - 1 }, (_, k) => {
      const i = k + 1
      return {
        id: i,
        location_index: i,
        service: (inst.service[i] as number) * scale,
        delivery: [inst.demand[i] as number],
        time_windows: [
          [(inst.ready[i] as number) * scale, (inst.due[i] as number) * scale],
        ],
      }
    }),
    matrices: { car: { durations, distances } },
  }
}
