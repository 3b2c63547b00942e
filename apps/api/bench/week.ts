/**
 * The week's benchmark (issue 45; figures in docs/benchmarks.md):
 *
 *   npm run bench:week                    # 60 s per plan
 *   npm run bench:week -- --seconds 20    # a shorter limit, same instance
 *   npm run bench:week -- --weights 30,60 --weights-only   # other territory weights only
 *
 * 1,500 generated customers (60 % weekly, 40 % fortnightly; a third of them only on given
 * weekdays; a quarter with a morning window on each day they may be served, a quarter with an
 * afternoon one) over a 10-working-day horizon, 20 drivers from one depot: 200 driver-days, as a
 * multi-day run gives the solver (docs/week.md). The same instance is planned
 *
 * - the previous fortnight (seed 2), whose drivers are "who served each customer last";
 * - as one multi-day problem, without stable territories and with each choice of the setting
 *   (`stableTerritories` in packages/validation/src/values.ts), counting drivers changed;
 * - day by day, as a person does by hand: each visit's day assigned round-robin among its
 *   allowed days, then each day planned apart with a tenth of the limit (the same limit in all).
 *
 * The limit is on the process's CPU clock (`SolveOptions.now`), so other work on the machine
 * does not shorten it; wall-clock seconds are printed too.
 */
import { parseArgs } from "node:util"

import {
  GreatCircleMatrixProvider,
  Random,
  TRAVEL_MODE,
  checkSolution,
  solve,
  type Job,
  type Problem,
  type SolveResult,
  type TimeWindow,
  type Vehicle,
} from "@ruta/optimizer"
import { stableTerritories } from "@ruta/validation/values"

import {
  driversChanged,
  withTerritoryCosts,
  type Territories,
} from "../src/modules/planning/stable-territories.ts"

const HOUR = 3600
const DAY = 24 * HOUR
const DAYS = 10
const DRIVERS = 20
const CUSTOMERS = 1500
/** Shift and windows on each day's clock. */
const SHIFT: TimeWindow = [8 * HOUR, 17 * HOUR]
const MORNING: TimeWindow = [8 * HOUR, 12 * HOUR]
const AFTERNOON: TimeWindow = [13 * HOUR, 17 * HOUR]

/** Seconds from Monday 00:00 of the first week to the start of working day `d` (weekends skipped). */
const dayStart = (d: number) => (d + 2 * Math.floor(d / 5)) * DAY

interface Customer {
  key: string
  location: number
  service: number
  /** Working days (0..9) each of its visits may fall on: one list per visit. */
  visits: number[][]
  window: TimeWindow | null
}

/** The instance: places, customers and their visits' candidate days. */
function generate(seed: number) {
  const rng = new Random(seed)
  const depot = { lat: 40.4168, lng: -3.7038 }
  const locations = [depot]
  const customers: Customer[] = []
  for (let i = 0; i < CUSTOMERS; i++) {
    locations.push({
      lat: depot.lat + (rng.next() - 0.5) * 0.3,
      lng: depot.lng + (rng.next() - 0.5) * 0.4,
    })
    const weekly = rng.next() < 0.6
    // A third only on given weekdays: one or two of Monday to Friday.
    let weekdays = [0, 1, 2, 3, 4]
    if (rng.next() < 1 / 3) {
      const a = rng.int(5)
      const b = rng.int(5)
      weekdays = [...new Set([a, b])].sort()
    }
    const visits = weekly
      ? [weekdays, weekdays.map((d) => d + 5)]
      : [[...weekdays, ...weekdays.map((d) => d + 5)]]
    const draw = rng.next()
    customers.push({
      key: `c${i + 1}`,
      location: i + 1,
      service: 8 * 60 + rng.int(8 * 60),
      visits,
      window: draw < 0.25 ? MORNING : draw < 0.5 ? AFTERNOON : null,
    })
  }
  return { locations, customers }
}

type Instance = ReturnType<typeof generate>

const vehicleId = (driver: number, day: number) => `d${driver}-day${day}`

function vehiclesOf(days: readonly number[]): Vehicle[] {
  return days.flatMap((day) =>
    Array.from({ length: DRIVERS }, (_, k) => ({
      id: vehicleId(k + 1, day),
      start: 0,
      shift: [dayStart(day) + SHIFT[0], dayStart(day) + SHIFT[1]] as const,
      travelMode: TRAVEL_MODE.driving,
    }))
  )
}

/** Which driver drives each vehicle. */
const driversOf = (vehicles: readonly Vehicle[]) =>
  new Map(vehicles.map((v) => [v.id, Number(/^d(\d+)-/.exec(v.id)![1])]))

/** A visit's job, which may go on the driver-days of `days`, in its window on each of them. */
function jobOf(c: Customer, visit: number, days: readonly number[]): Job {
  const allowed = new Set(days)
  const window = c.window
  return {
    id: `${c.key}-v${visit + 1}`,
    location: c.location,
    service: c.service,
    ...(window
      ? {
          timeWindows: days.map((d): TimeWindow => [
            dayStart(d) + window[0],
            dayStart(d) + window[1],
          ]),
        }
      : {}),
    vehicles: Array.from({ length: DAYS }, (_, d) => d)
      .filter((d) => allowed.has(d))
      .flatMap((d) =>
        Array.from({ length: DRIVERS }, (_, k) => vehicleId(k + 1, d))
      ),
  }
}

/** The whole horizon as one problem: the solver picks each visit's day. */
function multiDay(instance: Instance): Problem {
  return {
    locations: instance.locations,
    vehicles: vehiclesOf(Array.from({ length: DAYS }, (_, d) => d)),
    jobs: instance.customers.flatMap((c) =>
      c.visits.map((days, v) => jobOf(c, v, days))
    ),
    optimizationType: 1,
  }
}

/** Each visit's day by hand: round-robin over the customers among its allowed days. */
function dayByDay(instance: Instance): Problem[] {
  const byDay: Job[][] = Array.from({ length: DAYS }, () => [])
  let turn = 0
  for (const c of instance.customers)
    c.visits.forEach((days, v) => {
      const day = days[turn++ % days.length]!
      byDay[day]!.push(jobOf(c, v, [day]))
    })
  return byDay.map((jobs, day) => ({
    locations: instance.locations,
    vehicles: vehiclesOf([day]),
    jobs,
    optimizationType: 1,
  }))
}

/** CPU seconds of this process, as the solver's clock in milliseconds. */
const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

interface Outcome {
  result: SolveResult
  wallS: number
  cpuS: number
  infeasible: number
}

function run(problem: Problem, seconds: number, seed: number): Outcome {
  const wall0 = performance.now()
  const cpu0 = cpuMs()
  const result = solve(problem, {
    timeLimitMs: seconds * 1000,
    seed,
    now: cpuMs,
  })
  return {
    result,
    wallS: (performance.now() - wall0) / 1000,
    cpuS: (cpuMs() - cpu0) / 1000,
    infeasible: checkSolution(problem, result).length,
  }
}

/** Who served each customer last: the driver of its last visit in a plan. */
function lastDrivers(result: SolveResult): Territories["lastDriver"] {
  const last = new Map<string, { day: number; driver: number }>()
  for (const route of result.routes) {
    const [, driver, day] = /^d(\d+)-day(\d+)$/.exec(route.vehicleId)!
    for (const stop of route.stops) {
      if (stop.kind !== "job") continue
      const customer = stop.jobId.split("-")[0]!
      const seen = last.get(customer)
      if (!seen || Number(day) >= seen.day)
        last.set(customer, { day: Number(day), driver: Number(driver) })
    }
  }
  return new Map([...last].map(([c, { driver }]) => [c, driver]))
}

const km = (metres: number) => (metres / 1000).toFixed(1)

function line(label: string, o: Outcome, changed: number | null) {
  const r = o.result
  const routes = r.routes.filter((route) => route.stops.length > 0).length
  console.log(
    [
      label.padEnd(34),
      `distance_km=${km(r.distance)}`.padEnd(22),
      `driving_h=${(r.travelTime / HOUR).toFixed(1)}`.padEnd(16),
      `routes=${routes}`.padEnd(11),
      `unassigned=${r.unassigned.length}`.padEnd(15),
      `cpu_s=${o.cpuS.toFixed(1)}`.padEnd(12),
      `wall_s=${o.wallS.toFixed(1)}`.padEnd(13),
      `drivers_changed=${changed ?? "-"}`.padEnd(20),
      `infeasible=${o.infeasible}`,
    ].join(" ")
  )
}

function main() {
  const { values } = parseArgs({
    options: {
      seconds: { type: "string", default: "60" },
      seed: { type: "string", default: "1" },
      /** Territory weights to try (seconds, comma-separated); default the setting's choices. */
      weights: { type: "string" },
      /** Only the previous plan and the weights: no plan without territories, no day by day. */
      "weights-only": { type: "boolean", default: false },
    },
  })
  const seconds = Number(values.seconds)
  const seed = Number(values.seed)
  const instance = generate(seed)
  const visits = instance.customers.reduce((n, c) => n + c.visits.length, 0)
  console.log(
    `bench:week: ${CUSTOMERS} customers, ${visits} visits, ${DAYS} working days, ${DRIVERS} drivers (${DAYS * DRIVERS} driver-days), limit ${seconds} s of CPU per plan`
  )
  const base = multiDay(instance)
  // One matrix for every plan: the great-circle provider the solver uses by default.
  const matrices = {
    [TRAVEL_MODE.driving]: new GreatCircleMatrixProvider().getMatrices(
      instance.locations,
      TRAVEL_MODE.driving
    ),
  }
  const week = { ...base, matrices }
  const drivers = driversOf(week.vehicles)
  const customerOf = new Map(week.jobs.map((j) => [j.id, j.id.split("-")[0]!]))

  const previous = run(week, seconds, seed + 1)
  line("previous plan (seed 2)", previous, null)
  const territories: Territories = {
    customerOf,
    lastDriver: lastDrivers(previous.result),
  }
  const changed = (o: Outcome) =>
    driversChanged(o.result.routes, territories, drivers)

  const only = values["weights-only"]
  const free = only ? previous : run(week, seconds, seed)
  if (!only) line("multi-day, no stable territories", free, changed(free))
  const weights = values.weights
    ? values.weights.split(",").map(Number)
    : stableTerritories.choices!.filter((w) => w > 0)
  for (const weight of weights) {
    const o = run(
      {
        ...week,
        jobs: withTerritoryCosts(week.jobs, territories, drivers, weight),
      },
      seconds,
      seed
    )
    const mark = weight === stableTerritories.default ? " (default)" : ""
    line(`multi-day, territories ${weight} s${mark}`, o, changed(o))
    console.log(
      `  distance vs ${only ? "the previous plan" : "no territories"}: ${(((o.result.distance - free.result.distance) / free.result.distance) * 100).toFixed(2)} %`
    )
  }

  if (only) return
  const days = dayByDay(instance).map((p) => ({ ...p, matrices }))
  const parts = days.map((p) => run(p, seconds / DAYS, seed))
  const total: Outcome = {
    result: {
      routes: parts.flatMap((p) => p.result.routes),
      unassigned: parts.flatMap((p) => p.result.unassigned),
      distance: parts.reduce((s, p) => s + p.result.distance, 0),
      travelTime: parts.reduce((s, p) => s + p.result.travelTime, 0),
      cost: parts.reduce((s, p) => s + p.result.cost, 0),
      iterations: parts.reduce((s, p) => s + p.result.iterations, 0),
      elapsedMs: parts.reduce((s, p) => s + p.result.elapsedMs, 0),
    },
    wallS: parts.reduce((s, p) => s + p.wallS, 0),
    cpuS: parts.reduce((s, p) => s + p.cpuS, 0),
    infeasible: parts.reduce((s, p) => s + p.infeasible, 0),
  }
  line("day by day (round-robin days)", total, changed(total))
  const saving = (1 - free.result.travelTime / total.result.travelTime) * 100
  console.log(
    `multi-day drives ${saving.toFixed(1)} % less than day by day (target ≥ 8 %); distance ${((1 - free.result.distance / total.result.distance) * 100).toFixed(1)} % less`
  )
}

main()
