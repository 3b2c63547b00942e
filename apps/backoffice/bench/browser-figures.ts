// What the back office's browser benches share: percentiles, and a CPU profile of one phase read
// back to the sources through the build's source maps (where the time went, by function and by
// the app's own files).
import { existsSync, readFileSync } from "node:fs"
import { SourceMap } from "node:module"
import path from "node:path"

import type { CDPSession } from "playwright-core"

const dist = path.resolve(import.meta.dirname, "../dist")

/** The value below which `share` (0 to 1) of `values` fall. */
export const percentile = (values: number[], share: number) =>
  [...values].sort((a, b) => a - b)[
    Math.min(values.length - 1, Math.floor(values.length * share))
  ] ?? 0

export const p95 = (values: number[]) => percentile(values, 0.95)
export const median = (values: number[]) => percentile(values, 0.5)

interface Profile {
  nodes: {
    id: number
    parent?: number
    children?: number[]
    callFrame: {
      functionName: string
      url: string
      lineNumber: number
      columnNumber: number
    }
  }[]
  samples: number[]
  timeDeltas: number[]
}

const maps = new Map<string, SourceMap | null>()

/** Where a built script's position comes from: the source file and line, when its map says. */
function original(url: string, line: number, column: number) {
  const file = url ? path.join(dist, new URL(url).pathname) : ""
  if (!maps.has(file))
    maps.set(
      file,
      file && existsSync(`${file}.map`)
        ? new SourceMap(JSON.parse(readFileSync(`${file}.map`, "utf8")))
        : null
    )
  const entry = maps.get(file)?.findEntry(line, column)
  if (!entry || !("originalSource" in entry) || !entry.originalSource)
    return null
  return {
    source: entry.originalSource
      .replace(/^(\.\.\/)+/, "")
      .replace(/^node_modules\/\.pnpm\/[^/]+\//, ""),
    line: entry.originalLine + 1,
  }
}

/** Starts sampling the page's JavaScript. */
export async function startProfile(cdp: CDPSession) {
  await cdp.send("Profiler.enable")
  await cdp.send("Profiler.setSamplingInterval", { interval: 200 })
  await cdp.send("Profiler.start")
}

/**
 * Stops sampling and prints the functions that took the most time themselves, then the app's
 * own functions (not its libraries') with the most time spent in them and what they call.
 */
export async function printProfile(cdp: CDPSession, top = 15) {
  const { profile } = (await cdp.send("Profiler.stop")) as {
    profile: Profile
  }
  const parent = new Map<number, number>()
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id)
  const keys = new Map(
    profile.nodes.map((node) => {
      const { functionName, url, lineNumber, columnNumber } = node.callFrame
      const from = original(url, lineNumber, columnNumber)
      const where = from
        ? `${from.source}:${from.line}`
        : `${url.split("/").at(-1)}:${lineNumber + 1}`
      return [
        node.id,
        {
          key: `${functionName || "(anonymous)"} ${where}`,
          own: !!from && !from.source.includes("node_modules"),
        },
      ]
    })
  )
  const self = new Map<string, number>()
  const inclusive = new Map<string, number>()
  profile.samples.forEach((id, i) => {
    const ms = (profile.timeDeltas[i] ?? 0) / 1000
    const key = keys.get(id)!.key
    self.set(key, (self.get(key) ?? 0) + ms)
    const seen = new Set<string>()
    for (let node: number | undefined = id; node; node = parent.get(node)) {
      const { key: k, own } = keys.get(node)!
      if (own && !seen.has(k)) {
        seen.add(k)
        inclusive.set(k, (inclusive.get(k) ?? 0) + ms)
      }
    }
  })
  const print = (title: string, times: Map<string, number>) => {
    console.log(title)
    for (const [key, ms] of [...times]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top))
      console.log(`${ms.toFixed(0).padStart(6)} ms  ${key}`)
  }
  print("self time:", self)
  print("the app's functions, with what they call:", inclusive)
}

interface TraceEvent {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: {
    name?: string
    beginData?: {
      stackTrace?: {
        url: string
        lineNumber: number
        columnNumber: number
        functionName: string
      }[]
    }
  }
}

/**
 * Reads a Chrome trace (the "devtools.timeline" category) back: the main thread's time by kind of
 * work (script, style, layout, paint, garbage collection...), each event's own time without what
 * it contains, and the script lines that forced a layout.
 */
export function printTrace(trace: Buffer, top = 12) {
  const events = (JSON.parse(trace.toString()) as { traceEvents: TraceEvent[] })
    .traceEvents
  const main = events.find(
    (e) => e.name === "thread_name" && e.args?.name === "CrRendererMain"
  )
  const spans = events
    .filter(
      (e) => e.ph === "X" && e.pid === main?.pid && e.tid === main.tid && e.dur
    )
    .sort((a, b) => a.ts - b.ts || b.dur! - a.dur!)
  const self = new Map<string, number>()
  const forced = new Map<string, number>()
  const open: { end: number; name: string }[] = []
  for (const span of spans) {
    while (open.length && open.at(-1)!.end <= span.ts) open.pop()
    const inside = open.at(-1)
    if (inside)
      self.set(inside.name, (self.get(inside.name) ?? 0) - span.dur! / 1000)
    self.set(span.name, (self.get(span.name) ?? 0) + span.dur! / 1000)
    open.push({ end: span.ts + span.dur!, name: span.name })
    const frame = span.args?.beginData?.stackTrace?.[0]
    if (span.name === "Layout" && frame) {
      const from = original(
        frame.url,
        frame.lineNumber - 1,
        frame.columnNumber - 1
      )
      const key = `${frame.functionName || "(anonymous)"} ${from ? `${from.source}:${from.line}` : frame.url.split("/").at(-1)}`
      forced.set(key, (forced.get(key) ?? 0) + span.dur! / 1000)
    }
  }
  console.log("main thread, by kind of work (own time):")
  for (const [name, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, top))
    console.log(`${ms.toFixed(0).padStart(6)} ms  ${name}`)
  if (forced.size) console.log("layouts forced by script:")
  for (const [key, ms] of [...forced].sort((a, b) => b[1] - a[1]).slice(0, 8))
    console.log(`${ms.toFixed(0).padStart(6)} ms  ${key}`)
}
