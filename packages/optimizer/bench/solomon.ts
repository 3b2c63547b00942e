/// <reference types="node" />
import { readFileSync } from "node:fs"
import {
  FINALIZATION_MODE,
  OPTIMIZATION_TYPE,
  type Job,
  type Problem,
  type SolveResult,
  type Vehicle,
} from "../src/index.ts"

/** A Solomon-format instance (Solomon 1987; Gehring and Homberger 1999). */
export interface SolomonInstance {
  name: string
  vehicles: number
  capacity: number
  /** Row 0 is the depot. */
  x: number[]
  y: number[]
  demand: number[]
  ready: number[]
  due: number[]
  service: number[]
}

export function parseSolomon(text: string): SolomonInstance {
  const lines = text.split(/\r?\n/).map((l) => l.trim())
  const name = lines[0] ?? ""
  const vIdx = lines.findIndex((l) => l.startsWith("VEHICLE"))
  const [vehicles, capacity] = (lines[vIdx + 2] ?? "").split(/\s+/).map(Number)
  const cIdx = lines.findIndex((l) => l.startsWith("CUSTOMER"))
  const inst: SolomonInstance = {
    name,
    vehicles: vehicles ?? 0,
    capacity: capacity ?? 0,
    x: [],
    y: [],
    demand: [],
    ready: [],
    due: [],
    service: [],
  }
  for (const line of lines.slice(cIdx + 1)) {
    if (!/^\d/.test(line)) continue
    const f = line.split(/\s+/).map(Number)
    if (f.length < 7) continue
    inst.x.push(f[1] as number)
    inst.y.push(f[2] as number)
    inst.demand.push(f[3] as number)
    inst.ready.push(f[4] as number)
    inst.due.push(f[5] as number)
    inst.service.push(f[6] as number)
  }
  return inst
}

export function readSolomon(path: string): SolomonInstance {
  return parseSolomon(readFileSync(path, "utf8"))
}

export function euclid(inst: SolomonInstance, a: number, b: number): number {
  return Math.hypot(
    (inst.x[a] as number) - (inst.x[b] as number),
    (inst.y[a] as number) - (inst.y[b] as number)
  )
}

/**
 * The instance as a solver problem. Distances are scaled to integers (rounded
 * for the cost); travel times are rounded up, so a route the solver accepts
 * is feasible in double precision too.
 */
export function toProblem(
  inst: SolomonInstance,
  scale: number,
  routeCost = 0
): Problem {
  const n = inst.x.length
  const distances = new Int32Array(n * n)
  const durations = new Int32Array(n * n)
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      const d = euclid(inst, i, j) * scale
      distances[i * n + j] = Math.round(d)
      durations[i * n + j] = Math.ceil(d - 1e-9)
    }
  }
  const jobs: Job[] = []
  for (let i = 1; i < n; i++) {
    jobs.push({
      id: String(i),
      location: i,
      service: (inst.service[i] as number) * scale,
      timeWindows: [
        [(inst.ready[i] as number) * scale, (inst.due[i] as number) * scale],
      ],
      demand: { pieces: inst.demand[i] as number },
    })
  }
  const vehicles: Vehicle[] = []
  for (let k = 0; k < inst.vehicles; k++) {
    vehicles.push({
      id: `v${k + 1}`,
      start: 0,
      finalization: FINALIZATION_MODE.returnToDepot,
      shift: [
        (inst.ready[0] as number) * scale,
        (inst.due[0] as number) * scale,
      ],
      capacity: { pieces: inst.capacity },
      ...(routeCost > 0 ? { fixedCost: Math.round(routeCost * scale) } : {}),
    })
  }
  return {
    locations: inst.x.map(() => ({ lat: 0, lng: 0 })),
    jobs,
    vehicles,
    optimizationType: OPTIMIZATION_TYPE.shortestDistance,
    matrices: { 1: { size: n, durations, distances } },
  }
}

export interface SolomonCheck {
  feasible: boolean
  routes: number
  distance: number
  issues: string[]
}

/**
 * Independent check in double precision from the instance file alone:
 * every customer once, capacity, time windows on the start of service and
 * the depot horizon, at most the fleet size.
 */
export function checkSolomon(
  inst: SolomonInstance,
  result: SolveResult
): SolomonCheck {
  const issues: string[] = []
  const n = inst.x.length
  const seen = new Uint8Array(n)
  let distance = 0
  let routes = 0
  for (const route of result.routes) {
    if (route.stops.length === 0) continue
    routes++
    let t = inst.ready[0] as number
    let at = 0
    let load = 0
    for (const stop of route.stops) {
      const c = Number(stop.jobId)
      if (!(c >= 1 && c < n) || seen[c])
        issues.push(`customer ${stop.jobId} repeated or unknown`)
      seen[c] = 1
      const d = euclid(inst, at, c)
      distance += d
      t = Math.max(t + d, inst.ready[c] as number)
      if (t > (inst.due[c] as number) + 1e-9)
        issues.push(`customer ${c} late by ${t - (inst.due[c] as number)}`)
      t += inst.service[c] as number
      load += inst.demand[c] as number
      at = c
    }
    const back = euclid(inst, at, 0)
    distance += back
    t += back
    if (t > (inst.due[0] as number) + 1e-9)
      issues.push(`route ${route.vehicleId} back late`)
    if (load > inst.capacity)
      issues.push(`route ${route.vehicleId} over capacity`)
  }
  for (let c = 1; c < n; c++)
    if (!seen[c]) issues.push(`customer ${c} not served`)
  if (routes > inst.vehicles)
    issues.push(`${routes} routes > fleet ${inst.vehicles}`)
  return { feasible: issues.length === 0, routes, distance, issues }
}
