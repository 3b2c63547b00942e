/**
 * The benchmark that proves the learning loop (issue 44; figures in docs/benchmarks.md):
 *
 *   npm run bench:learning                            # embedded PGlite, 4 drivers × 25 stops
 *   npm run bench:learning -- --drivers 8 --stops 40  # larger days
 *   npm run bench:learning -- --postgres              # a throw-away PostgreSQL 15 server
 *   npm run bench:learning -- --iterations 0 --time-limit 10  # wall-clock runs instead
 *
 * Every optimize run searches the same number of iterations (`--iterations`, the API's
 * OPTIMIZE_ITERATIONS, one thread), its time limit only a stop: plans with and without learning
 * are compared at the same solver effort, whatever the machine's load.
 *
 * A city with a hidden truth no learner is told (`learning-truth.ts`): rush hours 7-9 AM and
 * 5-7 PM at 1.6 × in the centre and 1.1 × elsewhere, and per-address service times drawn from a
 * log-normal distribution. Customers are visited again and again (about twice a week each).
 *
 * 1. Weeks 1-3 (the three last whole weeks): each weekday is planned through the API (an
 *    optimization, a route per driver, an optimize run) with learning off, then driven against
 *    the truth, each driver's phone telling the API its arrivals, positions and completions.
 * 2. Week 4 (the coming week) is planned twice through the API, with learning off and then on
 *    (the client's learning settings: learned service times and the learned travel profile).
 * 3. Both plans of week 4 are driven against the same truth (the same luck on the same legs and
 *    visits), and it prints for each the ETA mean absolute error and 90th percentile, the on-time
 *    rate (arrived by the window's end, as the Performance screen counts it) and the time driven.
 *    Target: learning cuts the ETA MAE by at least 40 %, raises on-time, drives no longer.
 *
 * The API is built in process and called with `inject` (no network), as the tests do.
 */
import { parseArgs } from "node:util"

import { zonedDay, zonedInstant } from "@ruta/validation/zoned-time"
import { and, eq, sql } from "drizzle-orm"

import { rowsOf } from "../src/db/database.ts"
import { drivenLegs } from "../src/modules/learning/driven-legs.ts"
import { learnedServiceTimes } from "../src/modules/learning/service-times.ts"
import { learnProfile, zoneOf } from "../src/modules/learning/travel-profile.ts"
import { depots, subsidiaries } from "../src/db/schema.ts"
import {
  databaseOptions,
  openBenchStore,
  percentile,
  seedAcmeDrivers,
  startBenchApp,
} from "./bench-support.ts"
import type { BenchDriver, Call, DrivenDay, Site } from "./learning-days.ts"
import { driveDay, ok, planDay } from "./learning-days.ts"
import type { Customer } from "./learning-truth.ts"
import {
  CENTRE,
  CENTRE_METRES,
  RUSH,
  customersOfDay,
  makeCity,
} from "./learning-truth.ts"

const { values: args } = parseArgs({
  options: {
    ...databaseOptions,
    drivers: { type: "string", default: "4" },
    stops: { type: "string", default: "25" },
    iterations: { type: "string", default: "30000" },
    "time-limit": { type: "string", default: "300" },
    seed: { type: "string", default: "44" },
  },
})
const DRIVERS = Number(args.drivers)
const STOPS = Number(args.stops)
const ITERATIONS = Number(args.iterations)
const TIME_LIMIT = Number(args["time-limit"])
const SEED = Number(args.seed)
const DAY_MS = 86_400_000

/** Monday to Friday of the weeks: three whole weeks past, then the coming week. */
function benchWeeks(timeZone: string, now = Date.now()) {
  const today = zonedDay(new Date(now), timeZone)
  const noon = (day: string) => Date.parse(`${day}T12:00:00Z`)
  const dayOf = (ms: number) => new Date(ms).toISOString().slice(0, 10)
  const weekday = (new Date(noon(today)).getUTCDay() + 6) % 7 // Monday 0
  const nextMonday = noon(today) + (7 - weekday) * DAY_MS
  // The last Monday whose Friday's shift has ended: its week is whole and past.
  let lastMonday = noon(today) - weekday * DAY_MS
  if (
    zonedInstant(dayOf(lastMonday + 4 * DAY_MS), "19:00", timeZone).getTime() >
    now
  )
    lastMonday -= 7 * DAY_MS
  const week = (monday: number) =>
    Array.from({ length: 5 }, (_, d) => dayOf(monday + d * DAY_MS))
  return {
    past: [14, 7, 0].map((back) => week(lastMonday - back * DAY_MS)),
    coming: week(nextMonday),
  }
}

interface Figures {
  maeMinutes: number
  p90Minutes: number
  onTime: number
  onTimeWindowed: number
  drivenHours: number
  /** The routes' legs at the travel source's times: their length, whatever the hour. */
  sourceHours: number
  serviceMaeMinutes: number
  visits: number
}

function figuresOf(days: DrivenDay[]): Figures {
  const visits = days.flatMap((d) => d.visits)
  const errors = visits.map((v) => Math.abs(v.arrived - v.eta) / 60_000)
  const windowed = visits.filter((v) => v.windowed)
  const share = (list: typeof visits) =>
    list.filter((v) => v.onTime).length / Math.max(1, list.length)
  return {
    maeMinutes: errors.reduce((s, e) => s + e, 0) / errors.length,
    p90Minutes: percentile(errors, 90),
    onTime: share(visits),
    onTimeWindowed: share(windowed),
    drivenHours: days.reduce((s, d) => s + d.drivenSeconds, 0) / 3600,
    sourceHours: days.reduce((s, d) => s + d.sourceSeconds, 0) / 3600,
    serviceMaeMinutes:
      visits.reduce((s, v) => s + Math.abs(v.serviceError), 0) /
      visits.length /
      60,
    visits: visits.length,
  }
}

const pct = (n: number) => `${(100 * n).toFixed(1)} %`
const line = (label: string, f: Figures) =>
  `${label}: ETA error mean ${f.maeMinutes.toFixed(1)} min, p90 ${f.p90Minutes.toFixed(1)} min; ` +
  `on time ${pct(f.onTime)} (windowed stops ${pct(f.onTimeWindowed)}); driven ${f.drivenHours.toFixed(1)} h (${f.sourceHours.toFixed(1)} h at the source's times); ` +
  `service time off by ${f.serviceMaeMinutes.toFixed(1)} min a visit; ${f.visits} visits`

/**
 * What the learners made of weeks 1-3, against the truth: the service times learned against
 * the addresses' true medians, and the centre's learned factors at rush hour and at noon.
 */
async function whatWasLearned(
  store: Awaited<ReturnType<typeof openBenchStore>>["store"],
  site: Site,
  city: readonly Customer[]
) {
  const scope = { clientId: 1, allClients: false }
  const { learned, legs } = await store.withScope(scope, async (tx) => ({
    learned: await learnedServiceTimes(
      tx,
      { id_subsidiary: site.id_subsidiary, min_visits: 3, window_days: 90 },
      city
    ),
    legs: await drivenLegs(tx, {
      id_subsidiary: site.id_subsidiary,
      window_days: 90,
    }),
  }))
  const errors = city.flatMap((c, i) =>
    learned[i] ? [Math.abs(learned[i].seconds - c.serviceMedian) / 60] : []
  )
  console.log(
    `learned service times: ${errors.length} of ${city.length} addresses, off their true median by ` +
      `${(errors.reduce((s, e) => s + e, 0) / Math.max(1, errors.length)).toFixed(1)} min on average`
  )
  const profile = learnProfile(legs)
  const centre = profile.zones.get(zoneOf(CENTRE.latitude, CENTRE.longitude))
  const weekdays = [0, 1, 2, 3, 4]
  const mean = (hours: number[]) =>
    centre
      ? (
          weekdays
            .flatMap((d) => hours.map((h) => centre[d * 24 + h]!))
            .reduce((s, f) => s + f, 0) /
          (weekdays.length * hours.length)
        ).toFixed(2)
      : "-"
  console.log(
    `learned travel: ${legs.length} legs in ${profile.zones.size} zones; the centre's cell on weekdays: ` +
      `rush hours ${mean([7, 8, 17, 18])}, 10 AM-3 PM ${mean([10, 11, 12, 13, 14])} ` +
      `(truth: ${RUSH.centre} within ${CENTRE_METRES / 1000} km of the centre at rush hour, ${RUSH.elsewhere} beyond, 1 otherwise)`
  )
}

/**
 * Signs in as `email` through `login`, and signs in again when the access token expires (the
 * benchmark outlives one): a phone's app renews its session the same way.
 */
async function session(
  login: (email: string) => Promise<Call>,
  email: string
): Promise<Call> {
  let call = await login(email)
  return async (method, url, payload) => {
    const res = await call(method, url, payload)
    if (
      res.statusCode !== 409 ||
      (res.json() as { code?: string }).code !== "ACCESS_TOKEN_EXPIRED"
    )
      return res
    call = await login(email)
    return call(method, url, payload)
  }
}

async function main() {
  const started = performance.now()
  const elapsed = () => `${((performance.now() - started) / 1000).toFixed(0)} s`
  const { store, stop } = await openBenchStore(args)
  const { app, login } = await startBenchApp(
    store,
    ITERATIONS > 0
      ? { OPTIMIZE_ITERATIONS: String(ITERATIONS), OPTIMIZE_THREADS: "1" }
      : {}
  )
  const planner = await session(login, "client@acme.demo")
  const [row] = rowsOf<{ id_subsidiary: number; time_zone: string }>(
    await store.owner.execute(
      sql`select id_subsidiary, time_zone from ${subsidiaries} where name = 'Acme Centro'`
    )
  )
  const [depot] = await store.owner
    .select({ latitude: depots.latitude, longitude: depots.longitude })
    .from(depots)
    .where(
      and(
        eq(depots.id_subsidiary, row!.id_subsidiary),
        eq(depots.isDefault, true)
      )
    )
  const site: Site = {
    id_subsidiary: row!.id_subsidiary,
    timeZone: row!.time_zone,
    depot: {
      latitude: Number(depot!.latitude),
      longitude: Number(depot!.longitude),
    },
  }
  const { drivers: made } = await seedAcmeDrivers(store, DRIVERS, {
    driver: "Learning driver",
    plan: "Learning bench",
  })
  const drivers: BenchDriver[] = []
  for (const u of made)
    drivers.push({ id_user: u.id, call: await session(login, u.email) })
  const perDay = DRIVERS * STOPS
  // Each customer is visited about twice a week.
  const city = makeCity(Math.round((perDay * 5) / 2), SEED)
  const weeks = benchWeeks(site.timeZone)
  console.log(
    `database: ${store.kind}; ${DRIVERS} drivers × ${STOPS} stops a day, ${city.length} customers; ` +
      `weeks 1-3 from ${weeks.past[0]![0]}, week 4 from ${weeks.coming[0]}; ` +
      `solver ${ITERATIONS > 0 ? `${ITERATIONS} iterations a run (stopped at ${TIME_LIMIT} s)` : `limit ${TIME_LIMIT} s`} (ready in ${elapsed()})`
  )

  const learning = (on: boolean) =>
    ok(
      planner("PUT", "/clients/1/learning-settings", {
        service_times: on,
        travel_profile: on,
      }),
      "the learning settings"
    )

  // 1. Weeks 1-3: planned without learning, driven, told to the API by the drivers' phones.
  await learning(false)
  let dayIndex = 0
  for (const [w, week] of weeks.past.entries()) {
    const driven: DrivenDay[] = []
    for (const date of week) {
      const day = await planDay(
        planner,
        site,
        date,
        customersOfDay(city, SEED, dayIndex, perDay),
        drivers,
        TIME_LIMIT,
        "Learning week"
      )
      driven.push(await driveDay(day, site, dayIndex, true))
      dayIndex++
    }
    console.log(
      `${line(`week ${w + 1}, driven and told`, figuresOf(driven))} (${elapsed()})`
    )
  }

  await whatWasLearned(store, site, city)

  // 2-3. Week 4, planned twice on the same customers, driven on the same luck.
  const results: Figures[] = []
  for (const on of [false, true]) {
    await learning(on)
    const driven: DrivenDay[] = []
    let unassigned = 0
    let learned = 0
    let longest = 0
    for (const [d, date] of weeks.coming.entries()) {
      const day = await planDay(
        planner,
        site,
        date,
        customersOfDay(city, SEED, dayIndex + d, perDay),
        drivers,
        TIME_LIMIT,
        on ? "Learning on" : "Learning off"
      )
      unassigned += day.unassigned
      longest = Math.max(longest, day.searchSeconds)
      learned += day.routes
        .flatMap((r) => r.stops)
        .filter((s) => s.learnedVisits !== null).length
      driven.push(await driveDay(day, site, dayIndex + d, false))
    }
    const figures = figuresOf(driven)
    results.push(figures)
    console.log(
      `${line(`week 4, learning ${on ? "on " : "off"}`, figures)}; ${learned} learned durations, ${unassigned} unassigned; ` +
        `longest search ${longest.toFixed(0)} s of ${TIME_LIMIT} s${longest >= TIME_LIMIT - 1 ? " (CUT SHORT: the effort is not the same)" : ""} (${elapsed()})`
    )
  }
  const [off, on] = results as [Figures, Figures]
  const cut = 1 - on.maeMinutes / off.maeMinutes
  console.log(
    `learning cuts the ETA mean absolute error by ${pct(cut)} (target ≥ 40 %), ` +
      `on time ${pct(off.onTime)} → ${pct(on.onTime)}, driven ${off.drivenHours.toFixed(1)} h → ${on.drivenHours.toFixed(1)} h: ` +
      (cut >= 0.4 &&
      on.onTime >= off.onTime &&
      on.drivenHours <= off.drivenHours
        ? "target met"
        : "target NOT met")
  )
  await app.close()
  await store.close()
  stop()
}

await main()
