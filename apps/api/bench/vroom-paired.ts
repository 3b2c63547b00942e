/**
 * bench:vroom's paired mode (`--paired`): for each instance, in one run, one after another so
 * that both paths meet the same load,
 *
 * 1. the same VROOM input solved directly (`solveVroom` in this thread, as the command-line
 *    solver does) and through `POST /api/v1/vroom`, with the same seed and iteration budget
 *    (Ruta's `options.seed` and `options.iterations`; no time limit in the search): both costs,
 *    routes and their difference, which is 0 when the HTTP path loses nothing;
 * 2. for each time limit, bench:optimizer's own solve (its problem, in this thread) and the HTTP
 *    path at `?t=`: both gaps, side by side.
 */
import {
  checkVroomOutput,
  solveVroom,
  type VroomInput,
  type VroomOutput,
} from "@ruta/optimizer/vroom/index"
import { solve } from "@ruta/optimizer/solve"

import {
  HEADER,
  formatRow,
  gapRow,
  instancesOf,
  peerSummary,
  summarise,
  type Row,
} from "../../../packages/optimizer/bench/gaps.ts"
import {
  checkSolomon,
  toProblem,
  type SolomonInstance,
} from "../../../packages/optimizer/bench/solomon.ts"

type Solved = Extract<VroomOutput, { code: 0 }>

export interface PairedBench {
  sets: { name: string; path: string }[]
  only: string | undefined
  /** Time limits in seconds of the interleaved comparison (none: the iteration pairs only). */
  limits: number[]
  seed: number
  iterations: number
  scale: number
  routeCost: number
  inputOf: (inst: SolomonInstance, isSolomon: boolean) => VroomInput
  distanceOf: (inst: SolomonInstance, output: Solved) => number
  post: (
    input: VroomInput,
    seconds: number
  ) => Promise<{ output: VroomOutput; wallMs: number }>
}

/**
 * The synchronous endpoint's longest search (`vroomSyncMaxSeconds`): a budget that takes longer
 * on this machine is cut short there, and its pair is marked `cut` instead of compared.
 */
const HTTP_STOP_SECONDS = 30

/** Each route's job ids in order, one route per line's worth: `vehicle:id,id,...`. */
function routesOf(output: Solved): string[] {
  return output.routes.map(
    (r) =>
      `${r.vehicle}:${r.steps
        .filter((s) => s.type === "job")
        .map((s) => s.id)
        .join(",")}`
  )
}

/** The answer, or a thrown error naming the instance when it is VROOM's `{ code, error }`. */
function solved(key: string, output: VroomOutput): Solved {
  if (output.code !== 0)
    throw new Error(`${key}: code ${output.code}: ${output.error}`)
  return output
}

/** bench:optimizer's solve of an instance (its problem, its checker) under a time limit. */
function optimizerRow(
  set: string,
  key: string,
  inst: SolomonInstance,
  isSolomon: boolean,
  seconds: number,
  bench: PairedBench
): Row {
  const problem = toProblem(inst, bench.scale, isSolomon ? 0 : bench.routeCost)
  const started = performance.now()
  const result = solve(problem, {
    timeLimitMs: seconds * 1000,
    seed: bench.seed,
  })
  const check = checkSolomon(inst, result)
  return gapRow(
    {
      set,
      instance: key,
      vehicles: check.routes,
      distance: check.distance,
      seconds: (performance.now() - started) / 1000,
      iterations: result.iterations,
      feasible: check.feasible,
      issues: check.issues.slice(0, 5),
    },
    isSolomon
  )
}

/** One solve over HTTP under a time limit, as a row: the answer checked by the output checker. */
export async function httpRow(
  set: string,
  key: string,
  inst: SolomonInstance,
  isSolomon: boolean,
  input: VroomInput,
  seconds: number,
  path: Pick<PairedBench, "post" | "distanceOf">
): Promise<Row> {
  const { output, wallMs } = await path.post(input, seconds)
  const answer = solved(key, output)
  const issues = checkVroomOutput(input, answer)
  return gapRow(
    {
      set,
      instance: key,
      vehicles: answer.routes.length,
      distance: path.distanceOf(inst, answer),
      seconds: wallMs / 1000,
      iterations: 0,
      feasible: issues.length === 0 && answer.unassigned.length === 0,
      issues: [
        ...issues.slice(0, 5),
        ...(answer.unassigned.length > 0
          ? [`${answer.unassigned.length} unassigned`]
          : []),
      ],
    },
    isSolomon
  )
}

const pad = (s: string | number, n: number): string => String(s).padStart(n)

/** Runs the paired bench and prints its lines and summaries. */
export async function runPaired(bench: PairedBench): Promise<void> {
  console.log(
    `\n# paired: seed ${bench.seed}, ${bench.iterations} iterations (direct, then POST /api/v1/vroom), then at ${bench.limits.map((s) => `${s} s`).join(" and ") || "no time limit"} bench:optimizer's solve, then POST ?t=`
  )
  console.log(
    `${"instance".padEnd(10)} ${pad("direct cost", 12)} ${pad("http cost", 12)} ${pad("diff", 6)} ${pad("routes", 7)} ${pad("same", 5)} ${pad("direct s", 9)} ${pad("http s", 7)}`
  )
  console.log(`${" ".repeat(24)} ${HEADER}`)
  const rows = new Map<string, Row[]>()
  const push = (name: string, row: Row): void => {
    rows.set(name, [...(rows.get(name) ?? []), row])
    console.log(`  ${name.padEnd(22)} ${formatRow(row)}`)
  }
  let pairs = 0
  let differing = 0
  let cutShort = 0
  for (const set of bench.sets) {
    for (const { inst, key, isSolomon } of instancesOf(set.path, bench.only)) {
      const input = bench.inputOf(inst, isSolomon)
      input.options = { seed: bench.seed, iterations: bench.iterations }
      const started = performance.now()
      const direct = solved(
        key,
        await solveVroom(input, {
          timeLimitMs: 3_600_000,
          route: () => {
            throw new Error("the input has its matrices")
          },
        })
      )
      const directMs = performance.now() - started
      const http = await bench.post(input, HTTP_STOP_SECONDS)
      const overHttp = solved(key, http.output)
      const cut =
        overHttp.summary.computing_times!.solving >= HTTP_STOP_SECONDS * 1000
      const same =
        JSON.stringify(routesOf(direct)) === JSON.stringify(routesOf(overHttp))
      const diff = overHttp.summary.cost - direct.summary.cost
      if (cut) cutShort++
      else {
        pairs++
        if (diff !== 0 || !same) differing++
      }
      console.log(
        `${key.padEnd(10)} ${pad(direct.summary.cost, 12)} ${pad(overHttp.summary.cost, 12)} ${pad(diff, 6)} ${pad(`${direct.routes.length}/${overHttp.routes.length}`, 7)} ${pad(cut ? "cut" : same ? "yes" : "NO", 5)} ${pad((directMs / 1000).toFixed(2), 9)} ${pad((http.wallMs / 1000).toFixed(2), 7)}`
      )
      delete input.options
      for (const seconds of bench.limits) {
        push(
          `optimizer t=${seconds}`,
          optimizerRow(set.name, key, inst, isSolomon, seconds, bench)
        )
        push(
          `http t=${seconds}`,
          await httpRow(set.name, key, inst, isSolomon, input, seconds, bench)
        )
      }
    }
  }
  console.log(
    `\npaired (seed ${bench.seed}, ${bench.iterations} iterations): ${pairs} instances compared, ${pairs - differing} with the same cost and routes directly and over HTTP, ${differing} differing${cutShort > 0 ? `; ${cutShort} more cut short by the endpoint's ${HTTP_STOP_SECONDS} s (a smaller --iterations compares them)` : ""}`
  )
  if (rows.size === 0) return
  console.log("\n# time-limited, interleaved")
  for (const [name, list] of rows) {
    for (const set of bench.sets) {
      const setRows = list.filter((r) => r.set === set.name)
      if (setRows.length === 0) continue
      console.log(`summary[${name}, ${set.name}]: ${summarise(setRows)}`)
      const versus = peerSummary(`${name}, ${set.name}`, setRows)
      if (versus) console.log(versus)
    }
  }
}
