/**
 * What the VRPTW benchmarks share (`bench:optimizer`, and `bench:vroom` through the HTTP API):
 * the instance sets and files, the best known solutions and VROOM's figures to compare with,
 * each instance's gap, and the lines they print.
 */
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs"
import { basename, join, resolve } from "node:path"

import { readSolomon, type SolomonInstance } from "./solomon.ts"

/** The instances' folder: VRPTW_DATA, else the shared benchmarks beside the checkout. */
export const DATA = process.env.VRPTW_DATA ?? "../shared/benchmarks/vrptw"
export const SETS = ["solomon", "homberger-200", "homberger-400"]

interface Bks {
  vehicles: number
  distance: number
}

function readBks(file: string): Map<string, Bks> {
  const map = new Map<string, Bks>()
  const path = join(DATA, file)
  if (!existsSync(path)) return map
  for (const line of readFileSync(path, "utf8").split(/\r?\n/).slice(1)) {
    const [name, vehicles, distance] = line.split(",")
    if (name && distance) {
      map.set(name.toLowerCase(), {
        vehicles: Number(vehicles),
        distance: Number(distance),
      })
    }
  }
  return map
}

function readPeer(file: string): Map<string, Bks> {
  const map = new Map<string, Bks>()
  const path = join(DATA, file)
  if (!existsSync(path)) return map
  for (const line of readFileSync(path, "utf8").split(/\r?\n/).slice(1)) {
    const [name, level, vehicles, distance] = line.split(",")
    if (name && level === "5") {
      map.set(name.toLowerCase(), {
        vehicles: Number(vehicles),
        distance: Number(distance),
      })
    }
  }
  return map
}

export function listFiles(path: string): string[] {
  if (statSync(path).isDirectory()) {
    return readdirSync(path)
      .filter((f) => f.endsWith(".txt"))
      .sort((a, b) => a.localeCompare(b, "en", { numeric: true }))
      .map((f) => join(path, f))
  }
  return [path]
}

/** The sets asked for: paths given, or `--set` (default Solomon and Homberger-200). */
export function chooseSets(
  positionals: string[],
  set: string | undefined
): { name: string; path: string }[] {
  if (positionals.length > 0)
    return positionals.map((p) => ({ name: basename(resolve(p)), path: p }))
  const wanted = set ? [set] : ["solomon", "homberger-200"]
  return wanted.map((s) => {
    if (!SETS.includes(s)) {
      console.error(`unknown set ${s}; use ${SETS.join(", ")}`)
      process.exit(2)
    }
    return { name: s, path: join(DATA, s) }
  })
}

export interface Row {
  set: string
  instance: string
  vehicles: number
  distance: number
  bks: number | null
  gapPct: number | null
  peerDistance: number | null
  peerVehicles: number | null
  seconds: number
  iterations: number
  feasible: boolean
  issues: string[]
}

const bksDistance = readBks("bks_distance_only.csv")
const bksHier = readBks("bks.csv")
const peer = new Map([
  ...readPeer("peer-vroom.csv"),
  ...readPeer("peer-vroom-homberger200.csv"),
])

/**
 * An instance's row: its gap to the best known distance (distance-only for Solomon,
 * vehicles-then-distance for larger sets) and VROOM's figures (`vroom -x 5`).
 */
export function gapRow(
  measured: Omit<Row, "bks" | "gapPct" | "peerDistance" | "peerVehicles">,
  isSolomon: boolean
): Row {
  const ref = (isSolomon ? bksDistance : bksHier).get(measured.instance) ?? null
  return {
    ...measured,
    bks: ref?.distance ?? null,
    gapPct: ref
      ? (100 * (measured.distance - ref.distance)) / ref.distance
      : null,
    peerDistance: peer.get(measured.instance)?.distance ?? null,
    peerVehicles: peer.get(measured.instance)?.vehicles ?? null,
  }
}

const pad = (s: string | number, n: number): string => String(s).padStart(n)

export const HEADER = `${"instance".padEnd(10)} ${pad("veh", 4)} ${pad("distance", 10)} ${pad("bks", 10)} ${pad("gap%", 7)} ${pad("vroom-x5", 10)} ${pad("s", 6)} ${pad("iters", 8)} ok`

export function formatRow(row: Row): string {
  return `${row.instance.padEnd(10)} ${pad(row.vehicles, 4)} ${pad(row.distance.toFixed(2), 10)} ${pad(row.bks?.toFixed(2) ?? "-", 10)} ${pad(row.gapPct?.toFixed(2) ?? "-", 7)} ${pad(row.peerDistance?.toFixed(2) ?? "-", 10)} ${pad(row.seconds.toFixed(2), 6)} ${pad(row.iterations, 8)} ${row.feasible ? "yes" : "NO " + row.issues.join("; ")}`
}

export function summarise(list: Row[]): string {
  const gaps = list
    .filter((r) => r.gapPct !== null)
    .map((r) => r.gapPct as number)
  const meanGap = gaps.length
    ? gaps.reduce((a, b) => a + b, 0) / gaps.length
    : NaN
  const meanSeconds =
    list.reduce((a, r) => a + r.seconds, 0) / Math.max(1, list.length)
  const routes = list.reduce((a, r) => a + r.vehicles, 0)
  const infeasible = list.filter((r) => !r.feasible).length
  return `instances=${list.length} mean_gap_pct=${meanGap.toFixed(2)} mean_seconds=${meanSeconds.toFixed(2)} routes=${routes} infeasible=${infeasible}`
}

/** The set's comparison with `vroom -x 5`, or null without VROOM's figures. */
export function peerSummary(name: string, setRows: Row[]): string | null {
  const withPeer = setRows.filter((r) => r.peerDistance !== null)
  if (withPeer.length === 0) return null
  const ours = withPeer.reduce((a, r) => a + r.distance, 0) / withPeer.length
  const theirs =
    withPeer.reduce((a, r) => a + (r.peerDistance as number), 0) /
    withPeer.length
  const routes = withPeer.reduce((a, r) => a + r.vehicles, 0)
  const peerRoutes = withPeer.reduce(
    (a, r) => a + (r.peerVehicles as number),
    0
  )
  return `vs vroom -x 5 [${name}]: mean_distance=${ours.toFixed(2)} vroom_mean_distance=${theirs.toFixed(2)} diff_pct=${((100 * (ours - theirs)) / theirs).toFixed(2)} routes=${routes} vroom_routes=${peerRoutes}`
}

/** The instances of a set's path, read, with their key; `only` keeps those whose key starts so. */
export function* instancesOf(
  path: string,
  only: string | undefined
): Generator<{ inst: SolomonInstance; key: string; isSolomon: boolean }> {
  const prefixes = only?.toLowerCase().split(",")
  for (const file of listFiles(path)) {
    const inst = readSolomon(file)
    const key = inst.name.toLowerCase() || basename(file, ".txt").toLowerCase()
    if (prefixes && !prefixes.some((o) => key.startsWith(o))) continue
    yield { inst, key, isSolomon: inst.x.length <= 101 }
  }
}

/** A set's closing lines: the comparison with VROOM, and its summary among several sets. */
export function printSetEnd(
  name: string,
  setRows: Row[],
  severalSets: boolean
) {
  const versus = peerSummary(name, setRows)
  if (versus) console.log(versus)
  if (severalSets) console.log(`summary[${name}]: ${summarise(setRows)}`)
}
