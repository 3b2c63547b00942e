/// <reference types="node" />
/**
 * VRPTW benchmark: solves Solomon-format instances with a time limit each and
 * compares the total distance with the best known solutions.
 *
 *   npm run bench:optimizer -- [path] [--set solomon|homberger-200|homberger-400]
 *     [--seconds 3] [--iterations N] [--seed 1] [--json out.json] [--only R1,C2]
 *     [--clock wall|cpu] (cpu: budget and report CPU time, for shared machines)
 *     [--threads N] (N searches at once on worker threads, seeds seed..seed+N-1,
 *                    sharing their bests; wall clock only)
 *     [--route-cost D]  (a fixed cost per used route, in distance units;
 *                        default 0 for Solomon, 20 for larger instances;
 *                        the reported distance never includes it)
 *     [--rush-hour F] (time-dependent travel: two rush hours at F times
 *                      slower in the centre, see bench/rush-hour.ts; the
 *                      result is checked under the profile)
 *   npm run bench:optimizer -- --scale 1000 [--vehicles 50] [--seconds 10]
 *
 * Search knobs (both modes): --t0 / --tf (start and final temperature, times
 * the mean arc), --removed (mean jobs per ruin), --split-depth B (chance
 * that a split string's kept part stops growing, default 0.1), --ls-gap G
 * (local search on candidates within G times gapBySize of the best, default
 * 0.03; 0 = new bests only; negative = off), --ls-share S (under a time
 * budget, near candidates only while the local search took less than this
 * share of the time, default 0.5), --granularity K (neighbours the local
 * search tries, default 20), --route-removal R (share of ruins that empty a
 * route when routes have a fixed cost, default 0.02), --restart S (back to
 * the best after this share of the budget without a new best, default 0.15;
 * 0 = off), --feasible F (penalised infeasibility: late and overloaded
 * candidates allowed, their weights adapting so that about this share is
 * feasible; 0 = off), --strategy annealing|ils|hybrid|auto (the search;
 * default auto, the product's choice by size), --polish S (hybrid: the
 * share of the budget the iterated local search takes last, default 0.35),
 * and for the iterated local search
 * --history H (late acceptance, default 300), --ils-restart N (iterations
 * without a new best before a restart), --perturb P (most jobs a
 * perturbation removes, default 10), --perturbation neighbours|strings
 * (PyVRP's or SISR's), --ils-neighbours time|distance (the local search's
 * neighbours, default time), --ils-moves all|pyvrp (its moves, default
 * all),
 * --decompose 1|0 (from 1,000 jobs, sub-problems of neighbouring
 * routes after a share of the budget; --decompose-share S, the whole
 * problem's share of the budget, default 0.4; --decompose-group N, jobs
 * per group, default 200; --decompose-slice MS, each group's budget,
 * default 1000), --penalty-every N (candidates between
 * penalty updates, default 100), --target F (feasible share, default 0.65).
 */
import { writeFileSync } from "node:fs"
import { parseArgs } from "node:util"
import { checkSolution, solve } from "../src/index.ts"
import { solveInThread } from "../worker/solve-in-thread.ts"
import { runScale } from "./scale.ts"
import { rushHourProfile } from "./rush-hour.ts"
import { checkSolomon, toProblem } from "./solomon.ts"
import {
  HEADER,
  chooseSets,
  formatRow,
  gapRow,
  instancesOf,
  printSetEnd,
  summarise,
  type Row,
} from "./gaps.ts"

const SCALE = 1000

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    set: { type: "string" },
    seconds: { type: "string", default: "3" },
    iterations: { type: "string" },
    seed: { type: "string", default: "1" },
    json: { type: "string" },
    only: { type: "string" },
    t0: { type: "string" },
    tf: { type: "string" },
    removed: { type: "string" },
    "split-depth": { type: "string" },
    "ls-gap": { type: "string" },
    "ls-share": { type: "string" },
    granularity: { type: "string" },
    "route-removal": { type: "string" },
    restart: { type: "string" },
    feasible: { type: "string" },
    repair: { type: "string" },
    strategy: { type: "string" },
    polish: { type: "string" },
    history: { type: "string" },
    "ils-restart": { type: "string" },
    perturb: { type: "string" },
    perturbation: { type: "string" },
    "ils-neighbours": { type: "string" },
    "ils-moves": { type: "string" },
    decompose: { type: "string" },
    "decompose-share": { type: "string" },
    "decompose-group": { type: "string" },
    "decompose-slice": { type: "string" },
    "penalty-every": { type: "string" },
    target: { type: "string" },
    scale: { type: "string" },
    "route-cost": { type: "string" },
    clock: { type: "string", default: "wall" },
    "rush-hour": { type: "string" },
    threads: { type: "string", default: "1" },
    vehicles: { type: "string", default: "50" },
  },
})

const sets = chooseSets(positionals, values.set)

const seconds = Number(values.seconds)
// On a shared machine, `--clock cpu` budgets and reports the process's CPU
// time, which is what wall time is on a quiet machine.
const cpuClock = values.clock === "cpu"
if (!cpuClock && values.clock !== "wall") {
  console.error("--clock is wall or cpu")
  process.exit(2)
}
const threads = Number(values.threads)
if (!Number.isInteger(threads) || threads < 1) {
  console.error("--threads is a whole number, at least 1")
  process.exit(2)
}
if (threads > 1 && cpuClock) {
  console.error(
    "--threads above 1 needs --clock wall: the process's CPU time adds up every thread's, so it is no stand-in for a quiet machine's wall time"
  )
  process.exit(2)
}
if (threads > 1 && values.scale) {
  console.error("--threads above 1 runs benchmark instances, not --scale")
  process.exit(2)
}
const cpuMs = (): number => {
  const u = process.cpuUsage()
  return (u.user + u.system) / 1000
}
const iterations = values.iterations ? Number(values.iterations) : undefined
const rushHour = values["rush-hour"] ? Number(values["rush-hour"]) : undefined
if (rushHour !== undefined && !(rushHour > 0)) {
  console.error("--rush-hour is a factor above 0")
  process.exit(2)
}
const seed = Number(values.seed)
const search: Record<string, unknown> = {}
if (values.strategy) search.strategy = values.strategy
if (values.polish) search.ilsPolish = Number(values.polish)
if (values.history) search.ilsHistory = Number(values.history)
if (values["ils-restart"]) search.ilsRestart = Number(values["ils-restart"])
if (values.perturb) search.maxPerturbations = Number(values.perturb)
if (values.perturbation) search.perturbation = values.perturbation
if (values["ils-neighbours"]) search.ilsNeighbours = values["ils-neighbours"]
if (values["ils-moves"]) search.ilsMoves = values["ils-moves"]
if (values.decompose) search.decompose = values.decompose === "1"
const decomposition = {
  ...(values["decompose-share"]
    ? { wholeShare: Number(values["decompose-share"]) }
    : {}),
  ...(values["decompose-group"]
    ? { groupJobs: Number(values["decompose-group"]) }
    : {}),
  ...(values["decompose-slice"]
    ? { sliceMs: Number(values["decompose-slice"]) }
    : {}),
}
if (Object.keys(decomposition).length > 0) search.decomposition = decomposition
if (values["penalty-every"] || values.target)
  search.penalties = {
    ...(values["penalty-every"]
      ? { every: Number(values["penalty-every"]) }
      : {}),
    ...(values.target ? { targetFeasible: Number(values.target) } : {}),
  }
if (values.t0) search.startTemperature = Number(values.t0)
if (values.tf) search.finalTemperature = Number(values.tf)
if (values.removed) search.averageRemoved = Number(values.removed)
if (values["split-depth"]) search.splitDepth = Number(values["split-depth"])
if (values["ls-gap"]) search.localSearchGap = Number(values["ls-gap"])
if (values["ls-share"]) search.localSearchShare = Number(values["ls-share"])
if (values.granularity) search.granularity = Number(values.granularity)
if (values.restart) search.restartAfter = Number(values.restart)
if (values.feasible) search.feasibleShare = Number(values.feasible)
if (values.repair) search.repair = values.repair === "1"
if (values["route-removal"])
  search.routeRemovalRate = Number(values["route-removal"])

if (values.scale) {
  runScale(
    Number(values.scale),
    Number(values.vehicles),
    Number(values.seconds),
    Number(values.seed),
    search,
    cpuClock ? cpuMs : undefined
  )
  process.exit(0)
}

const rows: Row[] = []
/** Jobs left out under a rush-hour profile (windows it makes unreachable). */
let unassigned = 0
console.log(HEADER)

for (const set of sets) {
  const setRows: Row[] = []
  for (const { inst, key, isSolomon } of instancesOf(set.path, values.only)) {
    // Homberger-200 is compared with VROOM at no more routes, so a small
    // fixed cost per route is the default there; Solomon is distance-only.
    const routeCost = Number(values["route-cost"] ?? (isSolomon ? 0 : 20))
    const problem = toProblem(inst, SCALE, routeCost)
    if (rushHour) problem.travelProfile = rushHourProfile(inst, SCALE, rushHour)
    const t0 = performance.now()
    const cpu0 = process.cpuUsage()
    const budget = {
      ...(iterations !== undefined ? { maxIterations: iterations } : {}),
      seed,
      search,
    }
    const result =
      threads > 1
        ? await solveInThread(problem, seconds * 1000, () => {}, {
            ...budget,
            threads,
          }).result
        : solve(problem, {
            timeLimitMs: seconds * 1000,
            ...(cpuClock ? { now: cpuMs } : {}),
            ...budget,
          })
    const cpu = process.cpuUsage(cpu0)
    const elapsed = cpuClock
      ? (cpu.user + cpu.system) / 1e6
      : (performance.now() - t0) / 1000
    // Under a profile the times are the profile's: the solver's own checker
    // drives it (the Solomon check reads the plain matrix).
    const issues = rushHour
      ? checkSolution(problem, result).map((i) => i.message)
      : []
    const check = rushHour
      ? {
          routes: result.routes.length,
          distance: result.distance / SCALE,
          feasible: issues.length === 0,
          issues,
        }
      : checkSolomon(inst, result)
    unassigned += result.unassigned.length
    const row = gapRow(
      {
        set: set.name,
        instance: key,
        vehicles: check.routes,
        distance: check.distance,
        seconds: elapsed,
        iterations: result.iterations,
        feasible: check.feasible,
        issues: check.issues.slice(0, 5),
      },
      isSolomon
    )
    rows.push(row)
    setRows.push(row)
    console.log(formatRow(row))
  }
  printSetEnd(set.name, setRows, sets.length > 1)
}

if (values.json) writeFileSync(values.json, JSON.stringify(rows, null, 2))
console.log(
  `summary: ${summarise(rows)}${rushHour ? ` unassigned=${unassigned}` : ""}`
)
