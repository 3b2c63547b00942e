/**
 * Why a plan with learning drove longer in `bench:learning` (issue 44; figures in
 * docs/benchmarks.md, "The learning loop"): one of its days solved straight with the solver's
 * public API, on the solver's CPU clock (`now`), so the machine's load does not cut the search:
 *
 *   node --import tsx apps/api/bench/learning-solver.ts --budgets 0.5,2,10,30 --seeds 1,2
 *
 * The day (100 of the city's customers, 4 drivers 7 AM-7 PM from the centre, on a Monday) is
 * solved three ways: the default 15-minute visits on the travel source's times (learning off),
 * the addresses' true medians on the source's times (learned service times only), and the same
 * with a travel profile like the one the bench learns (1.5 × at rush hours within 3 km of the
 * centre, 1.1 × beyond; `Problem.travelProfile`). Each plan is then driven against the hidden
 * truth (`learning-truth.ts`), visits at their median, and it prints the search's iterations,
 * the plan's driving time as the solver saw it and as the truth drove it.
 */
import { parseArgs } from "node:util"

import type { Problem, SolveResult, TravelProfile } from "@ruta/optimizer"
import { solve } from "@ruta/optimizer"
import { zonedInstant } from "@ruta/validation/zoned-time"

import { offlineTravel } from "../src/modules/travel/travel-source.ts"
import type { Customer, Point } from "./learning-truth.ts"
import {
  CENTRE,
  customersOfDay,
  inCentre,
  makeCity,
  seedOf,
  trueLegSeconds,
} from "./learning-truth.ts"

const { values: args } = parseArgs({
  options: {
    budgets: { type: "string", default: "2,10" },
    seeds: { type: "string", default: "1" },
    date: { type: "string", default: "2026-11-30" },
    drivers: { type: "string", default: "4" },
    stops: { type: "string", default: "25" },
  },
})
const TIME_ZONE = "America/Mexico_City"
const DRIVERS = Number(args.drivers)
const perDay = DRIVERS * Number(args.stops)
const city = makeCity(Math.round((perDay * 5) / 2), 44)
// The first day of `bench:learning`'s week 4 (day 15 of the bench's days).
const customers = customersOfDay(city, 44, 15, perDay)
const epoch = zonedInstant(args.date, "07:00", TIME_ZONE).getTime()
const clock = (time: string) =>
  (zonedInstant(args.date, time, TIME_ZONE).getTime() - epoch) / 1000
const places: Point[] = [CENTRE, ...customers]
const locations = places.map((p) => ({ lat: p.latitude, lng: p.longitude }))
const matrices = await offlineTravel().matrices(locations, 1)

/** Hourly bands from 7 AM; 7-9 AM and 5-7 PM are rush hours. */
const bandStarts = Array.from({ length: 13 }, (_, h) => h * 3600)
const rush = (band: number) => [0, 1, 10, 11].includes(band)
const profile: TravelProfile = {
  bandStarts,
  locationZones: places.map((p) => (inCentre(p) ? 1 : 0)),
  factors: [1.1, 1.5].map((factor) =>
    bandStarts.map((_, band) => (rush(band) ? factor : 1))
  ),
}

const variants = [
  { label: "learning off (15 min)  ", learned: false, profile: false },
  { label: "learned service times  ", learned: true, profile: false },
  { label: "service times + profile", learned: true, profile: true },
]

function problemOf(variant: (typeof variants)[number]): Problem {
  return {
    locations,
    matrices: { 1: matrices },
    optimizationType: 1,
    jobs: customers.map((c: Customer, i) => ({
      id: String(i),
      location: i + 1,
      service: variant.learned ? Math.round(c.serviceMedian / 60) * 60 : 900,
      ...(c.window
        ? { timeWindows: [[clock(c.window.from), clock(c.window.to)]] }
        : {}),
    })),
    vehicles: Array.from({ length: DRIVERS }, (_, v) => ({
      id: String(v),
      start: 0,
      shift: [0, 12 * 3600],
    })),
    ...(variant.profile ? { travelProfile: profile } : {}),
  }
}

/** The plan driven against the truth, each visit at its median: hours at the wheel. */
async function trueDriving(result: SolveResult): Promise<number> {
  let seconds = 0
  for (const route of result.routes) {
    let now = epoch
    let here: Point = CENTRE
    let hereIndex = -1
    for (const stop of route.stops) {
      if (stop.kind !== "job") continue
      const c = customers[Number(stop.jobId)]!
      const leg = await trueLegSeconds(
        here,
        c,
        now,
        TIME_ZONE,
        seedOf(15, hereIndex, c.index)
      )
      seconds += leg
      const opens = c.window ? epoch + clock(c.window.from) * 1000 : 0
      now = Math.max(now + leg * 1000, opens) + c.serviceMedian * 1000
      here = c
      hereIndex = c.index
    }
    seconds += await trueLegSeconds(
      here,
      CENTRE,
      now,
      TIME_ZONE,
      seedOf(15, hereIndex, -1)
    )
  }
  return seconds / 3600
}

/** CPU milliseconds of this process: the solver's clock. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

console.log(
  `${perDay} customers, ${DRIVERS} drivers from 7 AM on ${args.date}; budgets in CPU seconds`
)
for (const budget of args.budgets.split(",").map(Number))
  for (const seed of args.seeds.split(",").map(Number))
    for (const variant of variants) {
      const result = solve(problemOf(variant), {
        timeLimitMs: budget * 1000,
        seed,
        now: cpuMs,
      })
      console.log(
        `${budget} s, seed ${seed}, ${variant.label}: ${result.iterations} iterations, ` +
          `driving ${(result.travelTime / 3600).toFixed(2)} h as planned, ` +
          `${(await trueDriving(result)).toFixed(2)} h as driven, ${result.unassigned.length} unassigned`
      )
    }
