// The learning benchmark's days (`learning.ts`): a day planned through the API as a planner
// would (an optimization, a route per driver, an optimize run), and the day driven against the
// hidden truth, told to the API through the driver app's endpoints when it is in the past.
import { setTimeout as sleep } from "node:timers/promises"

import { zonedInstant } from "@ruta/validation/zoned-time"

import type { Customer, Point } from "./learning-truth.ts"
import {
  modelSeconds,
  seedOf,
  trueLegSeconds,
  trueVisitSeconds,
} from "./learning-truth.ts"

/** An API call as one signed-in user. */
export type Call = (
  method: "GET" | "POST" | "PUT",
  url: string,
  payload?: object
) => Promise<{ statusCode: number; body: string; json(): unknown }>

/** Answers the body's data, or throws with what the API said. */
export async function ok<T>(
  reply: Promise<{ statusCode: number; body: string; json(): unknown }>,
  what: string
): Promise<T> {
  const res = await reply
  if (res.statusCode !== 200 && res.statusCode !== 201)
    throw new Error(`${what} answered ${res.statusCode}: ${res.body}`)
  return (res.json() as { data: T }).data
}

export interface BenchDriver {
  id_user: number
  call: Call
}

/** Where the days are planned: the site, its clock, its depot. */
export interface Site {
  id_subsidiary: number
  timeZone: string
  depot: Point
}

/** A stop of a planned route: its customer, ETA and window end (epoch ms), planned duration. */
interface PlannedStop {
  id_stop: number
  customer: Customer
  eta: number
  windowStart: number | null
  windowEnd: number | null
  plannedMinutes: number
  learnedVisits: number | null
}

export interface PlannedRoute {
  id_route: number
  driver: BenchDriver
  /** When the shift starts and the driver leaves the depot (epoch ms). */
  start: number
  stops: PlannedStop[]
}

export interface PlannedDay {
  date: string
  routes: PlannedRoute[]
  unassigned: number
  /** How long the run's search took (s): at its time limit, the search was cut short. */
  searchSeconds: number
}

const SHIFT = { from: "07:00", to: "19:00" }

/**
 * Plans `customers` on `date` through the API: an optimization of their stops (no duration
 * given, so the client's learning decides it), a route per driver from 7 AM to 7 PM, and an
 * optimize run of `timeLimit` seconds; answers the routes in order with their ETAs.
 */
export async function planDay(
  planner: Call,
  site: Site,
  date: string,
  customers: readonly Customer[],
  drivers: readonly BenchDriver[],
  timeLimit: number,
  label: string
): Promise<PlannedDay> {
  const at = (time: string) => zonedInstant(date, time, site.timeZone)
  const byAddress = new Map(customers.map((c) => [c.address, c]))
  const created = await ok<{ id_optimization: number }>(
    planner("POST", "/optimizations", {
      name: `${label} ${date}`,
      id_subsidiary: site.id_subsidiary,
      stops: customers.map((c) => ({
        name: `Customer ${c.index + 1}`,
        address: c.address,
        latitude: c.latitude,
        longitude: c.longitude,
        ...(c.window
          ? {
              time_window_start: at(c.window.from).toISOString(),
              time_window_end: at(c.window.to).toISOString(),
            }
          : {}),
      })),
    }),
    "creating the optimization"
  )
  const id = created.id_optimization
  const routeDriver = new Map<number, BenchDriver>()
  for (const [d, driver] of drivers.entries()) {
    const route = await ok<{ id_route: number }>(
      planner("POST", `/optimizations/${id}/routes`, {
        name: `Driver ${d + 1}`,
        id_user: driver.id_user,
        start_date: at(SHIFT.from).toISOString(),
        end_date: at(SHIFT.to).toISOString(),
      }),
      "creating a route"
    )
    routeDriver.set(route.id_route, driver)
  }
  let run = await ok<{
    id_run: number
    status: string
    error?: string
    elapsed_ms: number
  }>(
    planner("POST", `/optimizations/${id}/optimize`, {
      time_limit: timeLimit,
    }),
    "optimizing"
  )
  while (!["done", "failed", "cancelled"].includes(run.status)) {
    await sleep(200)
    run = await ok(
      planner("GET", `/optimization-runs/${run.id_run}`),
      "reading the run"
    )
  }
  if (run.status !== "done")
    throw new Error(`the run of ${date} ended ${run.status}: ${run.error}`)
  const plan = await ok<{
    routes: {
      id_route: number
      start_date: string
      stops: {
        id_stop: number
        address: string
        eta: string | null
        time_window_start: string | null
        time_window_end: string | null
        stop_duration: number
        learned_visits: number | null
      }[]
    }[]
    stops: unknown[]
  }>(planner("GET", `/optimizations/${id}`), "reading the plan")
  return {
    date,
    unassigned: plan.stops.length,
    searchSeconds: run.elapsed_ms / 1000,
    routes: plan.routes.map((route) => ({
      id_route: route.id_route,
      driver: routeDriver.get(route.id_route)!,
      start: Date.parse(route.start_date),
      stops: route.stops.map((s) => ({
        id_stop: s.id_stop,
        customer: byAddress.get(s.address)!,
        eta: Date.parse(s.eta!),
        windowStart: s.time_window_start
          ? Date.parse(s.time_window_start)
          : null,
        windowEnd: s.time_window_end ? Date.parse(s.time_window_end) : null,
        plannedMinutes: s.stop_duration,
        learnedVisits: s.learned_visits,
      })),
    })),
  }
}

/** One visit as it really happened. */
export interface Visit {
  eta: number
  arrived: number
  onTime: boolean
  windowed: boolean
  /** Planned against true service time, in s (positive: the plan assumed longer). */
  serviceError: number
}

/**
 * A day as driven: its visits, the seconds spent driving (depot to depot), and the same legs at
 * the travel source's times (how long the routes are, whatever the hour they were driven at).
 */
export interface DrivenDay {
  visits: Visit[]
  drivenSeconds: number
  sourceSeconds: number
}

/** The most positions one batch carries (the API's limit). */
const MAX_POSITIONS = 500

/** The phone's fixes along a leg, one a minute, on the straight line between its ends. */
function fixesAlong(from: Point, to: Point, leave: number, arrive: number) {
  const count = Math.max(1, Math.floor((arrive - leave) / 60_000))
  return Array.from({ length: count }, (_, i) => {
    const f = (i + 1) / (count + 1)
    return {
      time: new Date(leave + f * (arrive - leave)).toISOString(),
      latitude: from.latitude + f * (to.latitude - from.latitude),
      longitude: from.longitude + f * (to.longitude - from.longitude),
      accuracy: 8,
      speed: 8,
    }
  })
}

/**
 * Drives a planned day against the truth: each driver leaves the depot when the shift starts,
 * drives each leg as long as the truth says for the hour, waits for a window that has not opened,
 * spends the visit's true time, and goes back to the depot. With `tell`, the driver's phone tells
 * the API as its offline queue replays the day: each arrival (the first starts the route) and
 * completion, with the device's times, then the day's positions. `dayIndex` seeds the day's luck, the same whichever plan drives it.
 */
export async function driveDay(
  day: PlannedDay,
  site: Site,
  dayIndex: number,
  tell: boolean
): Promise<DrivenDay> {
  const visits: Visit[] = []
  let drivenSeconds = 0
  let sourceSeconds = 0
  for (const route of day.routes) {
    if (route.stops.length === 0) continue
    const { call } = route.driver
    let now = route.start
    let here: Point = site.depot
    let hereIndex = -1
    const fixes: ReturnType<typeof fixesAlong> = []
    for (const stop of route.stops) {
      const c = stop.customer
      const leg = await trueLegSeconds(
        here,
        c,
        now,
        site.timeZone,
        seedOf(dayIndex, hereIndex, c.index)
      )
      drivenSeconds += leg
      sourceSeconds += await modelSeconds(here, c)
      fixes.push(...fixesAlong(here, c, now, now + leg * 1000))
      const arrived = Math.round(now + leg * 1000)
      const service = trueVisitSeconds(c, seedOf(dayIndex, c.index, 1))
      const done = Math.round(
        Math.max(arrived, stop.windowStart ?? arrived) + service * 1000
      )
      visits.push({
        eta: stop.eta,
        arrived,
        onTime: stop.windowEnd === null || arrived <= stop.windowEnd,
        windowed: stop.windowEnd !== null,
        serviceError: stop.plannedMinutes * 60 - service,
      })
      if (tell) {
        await ok(
          call("POST", `/driver/stops/${stop.id_stop}/arrive`, {
            key: `arrive-${stop.id_stop}`,
            arrived: new Date(arrived).toISOString(),
            latitude: c.latitude,
            longitude: c.longitude,
          }),
          "an arrival"
        )
        await ok(
          call("POST", `/driver/stops/${stop.id_stop}/complete`, {
            key: `complete-${stop.id_stop}`,
            visit_time: new Date(done).toISOString(),
            latitude: c.latitude,
            longitude: c.longitude,
          }),
          "a completion"
        )
      }
      now = done
      here = c
      hereIndex = c.index
    }
    const back = await trueLegSeconds(
      here,
      site.depot,
      now,
      site.timeZone,
      seedOf(dayIndex, hereIndex, -1)
    )
    drivenSeconds += back
    sourceSeconds += await modelSeconds(here, site.depot)
    // The phone's queued positions of the day, in batches of at most MAX_POSITIONS.
    fixes.push(...fixesAlong(here, site.depot, now, now + back * 1000))
    for (let i = 0; tell && i < fixes.length; i += MAX_POSITIONS)
      await ok(
        call("POST", "/driver/positions", {
          id_route: route.id_route,
          positions: fixes.slice(i, i + MAX_POSITIONS),
        }),
        "positions"
      )
  }
  return { visits, drivenSeconds, sourceSeconds }
}
