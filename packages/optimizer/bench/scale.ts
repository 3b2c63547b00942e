/// <reference types="node" />
import {
  checkSolution,
  Random,
  solve,
  type Job,
  type Problem,
  type SolveInternals,
  type Vehicle,
} from "../src/index.ts"

/**
 * A city-sized random instance: stops within about 15 km of a depot, one
 * two-hour window each (a share with none), 50 vehicles on an 8-hour shift.
 */
export function cityProblem(
  stops: number,
  vehicles: number,
  seed: number
): Problem {
  const rng = new Random(seed)
  const depot = { lat: 40.4168, lng: -3.7038 }
  const locations = [depot]
  for (let i = 0; i < stops; i++) {
    locations.push({
      lat: depot.lat + (rng.next() - 0.5) * 0.27,
      lng: depot.lng + (rng.next() - 0.5) * 0.35,
    })
  }
  const jobs: Job[] = []
  const day = 8 * 3600
  for (let i = 1; i <= stops; i++) {
    const job: Job = {
      id: `s${i}`,
      location: i,
      service: 120 + rng.int(300),
      demand: { pieces: 1 + rng.int(4), weight: 1 + rng.int(20) },
    }
    if (rng.next() < 0.8) {
      const a = rng.int(day - 2 * 3600)
      job.timeWindows = [[a, a + 2 * 3600]]
    }
    jobs.push(job)
  }
  const perVehicle = Math.ceil((stops * 2.5) / vehicles) + 10
  const fleet: Vehicle[] = Array.from({ length: vehicles }, (_, k) => ({
    id: `v${k + 1}`,
    start: 0,
    shift: [0, day + 3600],
    capacity: { pieces: Math.ceil(perVehicle * 1.2), weight: 2000 },
  }))
  return { locations, jobs, vehicles: fleet, optimizationType: 1 }
}

/** Solves a generated instance and reports first-solution time and progress. */
export function runScale(
  stops: number,
  vehicles: number,
  seconds: number,
  seed: number,
  search: SolveInternals["search"] = {},
  now?: () => number
): void {
  const t0 = performance.now()
  const cpu0 = process.cpuUsage()
  const problem = cityProblem(stops, vehicles, seed)
  let first: { ms: number; cost: number; unassigned: number } | null = null
  let firstCpu = 0
  let improvements = 0
  let last = { ms: 0, cost: 0, unassigned: 0 }
  const bests: { ms: number; cost: number }[] = []
  const result = solve(problem, {
    timeLimitMs: seconds * 1000,
    seed,
    search,
    ...(now ? { now } : {}),
    callbacks: {
      onStart: (p) => {
        const c = process.cpuUsage(cpu0)
        firstCpu = (c.user + c.system) / 1e6
        first = {
          ms: performance.now() - t0,
          cost: p.bestCost,
          unassigned: p.unassigned,
        }
      },
      onBest: (p) => {
        bests.push({ ms: performance.now() - t0, cost: p.bestCost })
        improvements++
        last = {
          ms: performance.now() - t0,
          cost: p.bestCost,
          unassigned: p.unassigned,
        }
      },
    },
  })
  const total = (performance.now() - t0) / 1000
  const cpu = process.cpuUsage(cpu0)
  const issues = checkSolution(problem, result)
  const mem = process.memoryUsage()
  const f = first as { ms: number; cost: number; unassigned: number } | null
  console.log(
    `scale: stops=${stops} vehicles=${vehicles} first_solution_s=${((f?.ms ?? 0) / 1000).toFixed(2)} first_solution_cpu_s=${firstCpu.toFixed(2)} first_unassigned=${f?.unassigned} ` +
      `improvements=${improvements - 1} last_improvement_s=${(last.ms / 1000).toFixed(2)} ` +
      `first_travel_h=${((f?.cost ?? 0) / 3600).toFixed(1)} final_travel_h=${(result.travelTime / 3600).toFixed(1)} ` +
      `routes=${result.routes.length} unassigned=${result.unassigned.length} iterations=${result.iterations} ` +
      `total_s=${total.toFixed(1)} cpu_s=${((cpu.user + cpu.system) / 1e6).toFixed(1)} rss_mb=${(mem.rss / 2 ** 20).toFixed(0)} heap_mb=${(mem.heapUsed / 2 ** 20).toFixed(0)} ` +
      `infeasible=${issues.length > 0 ? 1 : 0}`
  )
  console.log(
    `curve (best cost over time, gap to the final best): ${curve(bests, seconds)}`
  )
}

/** The best cost at 1, 2, 5, 10, 20, 30 ... s, as a gap to the last best. */
function curve(bests: { ms: number; cost: number }[], seconds: number): string {
  const final = bests[bests.length - 1]?.cost ?? 0
  const marks = [0.5, 1, 2, 5, 10, 20, 30, 60, 120].filter((s) => s <= seconds)
  return marks
    .map((s) => {
      const at = bests.filter((b) => b.ms <= s * 1000).pop()
      if (!at) return `${s}s -`
      return `${s}s +${((100 * (at.cost - final)) / final).toFixed(2)}%`
    })
    .join(" ")
}
