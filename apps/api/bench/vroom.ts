/**
 * The VROOM-compatible API's benchmark (issue 46; figures in docs/benchmarks.md):
 *
 *   npm run bench:vroom                              # Solomon and Homberger-200, 3 s and 14.5 s
 *   npm run bench:vroom -- --set solomon --only c1,r2 --seconds 3   # a subset
 *   npm run bench:vroom -- --overhead-only           # only the HTTP overhead
 *   npm run bench:vroom -- /path/to/instances        # instance files or folders
 *   npm run bench:vroom -- --paired --iterations 2000 --seed 1 [--seconds 3,14.5]
 *
 * `--paired` (bench/vroom-paired.ts) proves the HTTP path exact: each instance solved directly
 * and over HTTP with the same seed and iteration budget (their costs and routes must agree),
 * then, interleaved, bench:optimizer's solve and the HTTP path under each time limit
 * (`--seconds none` for the pairs alone); no overhead measure follows it.
 *
 * Each instance goes as VROOM JSON (explicit matrices, as vroom-scripts converts them) to
 * POST /api/v1/vroom?t=<seconds> over HTTP on loopback, with an API key, and the answer is read
 * back: its distance from the instance's coordinates (double precision, as bench:optimizer
 * measures), its routes, feasibility by the output checker, and the same gaps and lines as
 * bench:optimizer (to the best known solutions and to `vroom -x 5`). Homberger instances carry
 * bench:optimizer's fixed cost per route. Then 20 clients at once send a 100-job problem (C101)
 * with a 0.2 s limit; the HTTP overhead of each call is its time minus the solve's own
 * `computing_times`, printed as p50 and p99.
 */
import type { AddressInfo } from "node:net"
import os from "node:os"
import { basename } from "node:path"
import { parseArgs } from "node:util"

import { type VroomInput, type VroomOutput } from "@ruta/optimizer/vroom/index"
import { SeedRole } from "@ruta/permissions/context-types"

import {
  HEADER,
  chooseSets,
  formatRow,
  listFiles,
  printSetEnd,
  instancesOf,
  summarise,
  type Row,
} from "../../../packages/optimizer/bench/gaps.ts"
import {
  euclid,
  readSolomon,
} from "../../../packages/optimizer/bench/solomon.ts"
import { solomonToVroom } from "../../../packages/optimizer/bench/solomon-vroom.ts"
import {
  databaseOptions,
  ms,
  openBenchStore,
  percentile,
  startBenchApp,
} from "./bench-support.ts"
import { httpRow, runPaired } from "./vroom-paired.ts"

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    ...databaseOptions,
    set: { type: "string" },
    only: { type: "string" },
    seconds: { type: "string", default: "3,14.5" },
    clients: { type: "string", default: "20" },
    calls: { type: "string", default: "5" },
    "overhead-only": { type: "boolean", default: false },
    paired: { type: "boolean", default: false },
    iterations: { type: "string", default: "2000" },
    seed: { type: "string", default: "1" },
  },
})

/** bench:optimizer's scale: coordinates times 1,000 in the matrices. */
const SCALE = 1000
/** bench:optimizer's fixed cost per route on instances above Solomon's size. */
const ROUTE_COST = 20

const { store, stop } = await openBenchStore(values)
// One search per solve, as bench:optimizer runs by default.
const { app, login } = await startBenchApp(store, {
  API_KEY_RATE_LIMIT: "1000000",
  OPTIMIZE_THREADS: "1",
})
const call = await login("client@acme.demo")
const made = await call("POST", "/api-keys", {
  name: "bench:vroom",
  id_role: SeedRole.ClientUser.id_role,
})
const key = made.json().data.key as string
await app.listen({ host: "127.0.0.1", port: 0 })
// The paired mode's direct solves hold this event loop for seconds: a kept-alive socket must
// outlive them, or the server closes it as the client reuses it (ECONNRESET).
app.server.keepAliveTimeout = 600_000
const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`

/** One solve over HTTP: the output and the call's wall time in milliseconds. */
async function post(input: VroomInput, seconds: number) {
  const started = performance.now()
  const res = await fetch(`${base}/vroom?t=${seconds}`, {
    method: "POST",
    headers: {
      authorization: `Bearer ${key}`,
      "content-type": "application/json",
    },
    body: JSON.stringify(input),
  })
  const output = (await res.json()) as VroomOutput
  return { output, wallMs: performance.now() - started }
}

/** The VROOM input of an instance, with bench:optimizer's fixed cost per route when it has one. */
function inputOf(inst: ReturnType<typeof readSolomon>, isSolomon: boolean) {
  const input = solomonToVroom(inst, SCALE)
  if (!isSolomon)
    for (const vehicle of input.vehicles)
      vehicle.costs = { fixed: ROUTE_COST * SCALE }
  return input
}

/** The routes' distance in the instance's units, from its coordinates (double precision). */
function distanceOf(
  inst: ReturnType<typeof readSolomon>,
  output: Extract<VroomOutput, { code: 0 }>
) {
  let total = 0
  for (const route of output.routes)
    for (let i = 1; i < route.steps.length; i++)
      total += euclid(
        inst,
        route.steps[i - 1]!.location_index!,
        route.steps[i]!.location_index!
      )
  return total
}

console.log(
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")} on ${os.cpus().length} cores`
)

if (values.paired) {
  await runPaired({
    sets: chooseSets(positionals, values.set),
    only: values.only,
    limits:
      values.seconds === "none" ? [] : values.seconds.split(",").map(Number),
    seed: Number(values.seed),
    iterations: Number(values.iterations),
    scale: SCALE,
    routeCost: ROUTE_COST,
    inputOf,
    distanceOf,
    post,
  })
} else if (!values["overhead-only"]) {
  const limits = values.seconds.split(",").map(Number)
  for (const seconds of limits) {
    console.log(`\n# through POST /api/v1/vroom?t=${seconds}`)
    console.log(HEADER)
    const rows: Row[] = []
    const sets = chooseSets(positionals, values.set)
    for (const set of sets) {
      const setRows: Row[] = []
      for (const { inst, key, isSolomon } of instancesOf(
        set.path,
        values.only
      )) {
        const input = inputOf(inst, isSolomon)
        const row = await httpRow(
          set.name,
          key,
          inst,
          isSolomon,
          input,
          seconds,
          { post, distanceOf }
        )
        rows.push(row)
        setRows.push(row)
        console.log(formatRow(row))
      }
      printSetEnd(set.name, setRows, sets.length > 1)
    }
    console.log(`summary t=${seconds}: ${summarise(rows)}`)
  }
}

// The HTTP overhead: 20 clients at once, each sending a 100-job problem one call after another.
const [c101] = values.paired
  ? []
  : chooseSets([], "solomon").flatMap((set) =>
      listFiles(set.path).filter(
        (f) => basename(f).toLowerCase() === "c101.txt"
      )
    )
if (c101) {
  const input = inputOf(readSolomon(c101), true)
  const clients = Number(values.clients)
  const calls = Number(values.calls)
  const overhead: number[] = []
  const failures: string[] = []
  const started = performance.now()
  await Promise.all(
    Array.from({ length: clients }, async () => {
      for (let i = 0; i < calls; i++) {
        try {
          const { output, wallMs } = await post(input, 0.2)
          if (output.code !== 0) throw new Error(output.error)
          const t = output.summary.computing_times!
          overhead.push(wallMs - (t.loading + t.solving + t.routing))
        } catch (error) {
          // A call that fails is counted and told, not measured.
          failures.push(String((error as Error).cause ?? error))
        }
      }
    })
  )
  console.log(
    `\nHTTP overhead, ${input.jobs!.length} jobs, ${clients} clients at once, ${overhead.length} of ${clients * calls} calls answered in ${ms(performance.now() - started)}: p50 ${ms(percentile(overhead, 50))}, p99 ${ms(percentile(overhead, 99))}`
  )
  if (failures.length > 0)
    console.log(`${failures.length} calls failed, first: ${failures[0]}`)
} else if (!values.paired) console.log("\nHTTP overhead: no Solomon C101 found")

console.log(
  `load average ${os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(" ")}`
)
await app.close()
await store.close()
stop()
