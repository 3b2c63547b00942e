/**
 * The Performance screen's benchmark (issue 44; figures in docs/benchmarks.md):
 *
 *   npm run bench:performance                     # embedded PGlite
 *   npm run bench:performance -- --postgres       # a throw-away PostgreSQL server
 *
 * Seeds `--days` days × `--drivers` drivers of driven routes at Acme Centro (a route a driver a
 * day, `--stops` visits each with ETA, arrival and completion, a position every
 * `--position-every` minutes while driving), keeps each completed route's drive and visit
 * figures (as completing it does), then reads Dashboard → Performance over the whole range
 * `--runs` times and prints the p50 and p95 (the read the screen makes: every figure, grouping
 * and chart), the machine's load before and after, and a one-line summary.
 */
import os from "node:os"
import { parseArgs } from "node:util"

import { readPerformance } from "../src/modules/performance/performance.ts"
import {
  databaseOptions,
  ms,
  openBenchStore,
  percentile,
} from "./bench-support.ts"
import { seedDrivenDays } from "./performance-seed.ts"

const { values: args } = parseArgs({
  options: {
    ...databaseOptions,
    days: { type: "string", default: "90" },
    drivers: { type: "string", default: "200" },
    stops: { type: "string", default: "10" },
    "position-every": { type: "string", default: "5" },
    runs: { type: "string", default: "20" },
  },
})
const DAYS = Number(args.days)
const DRIVERS = Number(args.drivers)
const STOPS = Number(args.stops)
const database = args.postgres || args["database-url"] ? "PostgreSQL" : "PGlite"
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")

const loadAtStart = load()
const { store, stop, serverCpuSeconds } = await openBenchStore(args)
const DAY = 86_400_000
const first = Date.UTC(2026, 7, 1)
const { owner, times } = await seedDrivenDays(store, first, {
  days: DAYS,
  drivers: DRIVERS,
  stops: STOPS,
  positionEvery: Number(args["position-every"]),
})

const scope = {
  from: new Date(first),
  to: new Date(first + DAYS * DAY),
  sites: null,
  id_subsidiary: owner.id_subsidiary,
}
const loadBeforeReads = load()
const serverCpuAtStart = serverCpuSeconds?.()
const samples: number[] = []
/** This process's CPU time per read (PGlite's included: it runs in this process). */
const cpuSamples: number[] = []
let figures
for (let i = 0; i < Number(args.runs); i++) {
  const start = performance.now()
  const cpu = process.cpuUsage()
  figures = await store.withScope({ clientId: 1, allClients: false }, (tx) =>
    readPerformance(tx, scope)
  )
  samples.push(performance.now() - start)
  const used = process.cpuUsage(cpu)
  cpuSamples.push((used.user + used.system) / 1000)
}
const loadAfterReads = load()
const serverCpuARead =
  serverCpuAtStart === undefined
    ? undefined
    : ((serverCpuSeconds!() - serverCpuAtStart) * 1000) / samples.length
const serverCpuShort =
  serverCpuARead === undefined ? "" : ` + ${ms(serverCpuARead)} the server's`
const serverCpu =
  serverCpuARead === undefined
    ? ""
    : `, the server's ${ms(serverCpuARead)} a read on average`
const size = `${DAYS} days × ${DRIVERS} drivers`
console.log(
  `Performance over ${size} (${DAYS * DRIVERS} routes, ${DAYS * DRIVERS * STOPS} visits), ${database}`
)
console.log(
  `  seeded in ${ms(times.seeded)}, drives kept in ${ms(times.drivesKept)} (${times.positions} positions), visit figures kept in ${ms(times.figuresKept)}`
)
console.log(
  `  read ×${samples.length}: p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))}, max ${ms(Math.max(...samples))}`
)
console.log(
  `  CPU of this process a read: p50 ${ms(percentile(cpuSamples, 50))}, p95 ${ms(percentile(cpuSamples, 95))}${database === "PGlite" ? " (PGlite's included)" : serverCpu}`
)
console.log(
  `  totals: ${figures!.totals.routes} routes, ${figures!.totals.arrivals} arrivals, driven ${figures!.totals.driven_distance} m, ETA error p90 ${figures!.totals.eta_error_p90} s`
)
console.log(
  `  load (1, 5, 15 min): ${loadAtStart} at start, ${loadBeforeReads} before the reads, ${loadAfterReads} after`
)
console.log(
  `SUMMARY ${database} ${size}: read p50 ${ms(percentile(samples, 50))}, p95 ${ms(percentile(samples, 95))} over ${samples.length} reads (CPU a read: ${ms(percentile(cpuSamples, 50))} here${serverCpuShort}); load ${loadBeforeReads.split(" ")[0]} → ${loadAfterReads.split(" ")[0]}`
)
await store.close()
stop()
