import { spawn } from "node:child_process"
import { existsSync } from "node:fs"
import path from "node:path"

import { childrenCpuSeconds } from "./proc-cpu.ts"

const reaper = path.join(import.meta.dirname, "reap-orphans.pl")

/**
 * A command and its arguments as run under reap-orphans.pl where Linux and perl are there, so
 * that the CPU time of the processes it leaves behind is counted too.
 */
function underReaper(command: string, args: string[]): [string, string[]] {
  return process.platform === "linux" && existsSync("/usr/bin/perl")
    ? ["/usr/bin/perl", [reaper, command, ...args]]
    : [command, args]
}

/** Runs a command with inherited output; resolves with its exit code. */
export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv; cwd?: string } = {}
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      stdio: "inherit",
      env: options.env ?? process.env,
      cwd: options.cwd,
    })
    child.on("error", reject)
    child.on("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/** Each step's wall and CPU seconds, in the order they ended, for `printTimings`. */
const timings: { title: string; wall: number; cpu: number; part?: boolean }[] =
  []

/**
 * Records a step's wall time since `started` and the CPU time its processes used since
 * `cpuBefore`, and answers them as words.
 */
function timing(title: string, started: number, cpuBefore: number): string {
  const wall = (Date.now() - started) / 1000
  const cpu = childrenCpuSeconds() - cpuBefore
  timings.push({ title, wall, cpu })
  return `${wall.toFixed(1)} s, CPU ${cpu.toFixed(0)} s`
}

/**
 * Adds to a step's row the CPU time of processes the script started for it outside its command,
 * such as a database server, which the step's own count cannot see.
 */
export function addCpu(title: string, seconds: number) {
  const row = timings.findLast((t) => t.title === title)
  if (row) row.cpu += seconds
}

/**
 * Prints a table of every step so far: wall time, CPU time and the cores it kept busy (CPU / wall),
 * with the totals, so that a run shows where its time went.
 */
export function printTimings() {
  // A step run beside others (`together`) is a part of its overlap's row, and of no total.
  const whole = timings.filter((t) => !t.part)
  const total = {
    title: "total",
    wall: whole.reduce((sum, t) => sum + t.wall, 0),
    cpu: whole.reduce((sum, t) => sum + t.cpu, 0),
  }
  const rows = [...timings, { ...total, part: false }].map((t) => [
    t.part ? `  ${t.title}` : t.title,
    `${t.wall.toFixed(0)} s`,
    `${t.cpu.toFixed(0)} s`,
    t.wall > 0 ? (t.cpu / t.wall).toFixed(2) : "-",
  ])
  const header = ["step", "wall", "CPU", "cores busy"]
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => row[i]!.length))
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join(" | ")} |`
  console.log(
    [
      "",
      line(header),
      `| ${widths.map((w) => "-".repeat(w)).join(" | ")} |`,
      ...rows.map(line),
    ].join("\n")
  )
}

/**
 * Runs a command and stops the whole script when it fails. Prints its wall time and the CPU time
 * its processes used: the ratio shows how much of the machine's cores the step kept busy.
 */
export async function step(
  title: string,
  command: string,
  args: string[],
  env?: NodeJS.ProcessEnv
) {
  const started = Date.now()
  const cpuBefore = childrenCpuSeconds()
  console.log(`\n▶ ${title}`)
  const code = await run(...underReaper(command, args), env ? { env } : {})
  const seconds = timing(title, started, cpuBefore)
  if (code !== 0) {
    console.error(`✖ ${title} failed (exit ${code}, ${seconds})`)
    printTimings()
    process.exit(code)
  }
  console.log(`✔ ${title} (${seconds})`)
}

/** A command run beside others by `together`. */
export interface Step {
  title: string
  command: string
  args: string[]
  env?: NodeJS.ProcessEnv
}

/**
 * Runs a command with its output kept (stdout and stderr in the order they came); resolves with
 * its exit code, its output and the CPU time its processes used. A process's CPU time reaches
 * `cutime` all at once, when it ends, so the rise since the last command of the script ended is
 * this one's.
 */
function runKept(
  step: Step
): Promise<{ code: number; output: Buffer[]; cpu: number }> {
  return new Promise((resolve, reject) => {
    const output: Buffer[] = []
    const child = spawn(...underReaper(step.command, step.args), {
      stdio: ["ignore", "pipe", "pipe"],
      env: step.env ?? process.env,
    })
    child.stdout.on("data", (chunk: Buffer) => output.push(chunk))
    child.stderr.on("data", (chunk: Buffer) => output.push(chunk))
    child.on("error", reject)
    child.on("exit", () => {
      const now = childrenCpuSeconds()
      const cpu = now - lastEnded
      lastEnded = now
      child.on("close", (code, signal) =>
        resolve({ code: code ?? (signal ? 1 : 0), output, cpu })
      )
    })
  })
}

/** `childrenCpuSeconds()` when the last command `together` runs ended. */
let lastEnded = 0

/**
 * Runs steps side by side, where one leaves cores idle that another can use. Each step's output
 * is kept apart and printed whole when it ends, with its wall and CPU time; the table shows each
 * step (indented) and the overlap's wall and CPU time under `title`. A line every two minutes
 * names the steps still running. Stops the whole script, once all have ended, when any failed.
 */
export async function together(title: string, steps: Step[]) {
  const started = Date.now()
  const cpuBefore = childrenCpuSeconds()
  lastEnded = cpuBefore
  console.log(`\n▶ ${title}: ${steps.map((s) => s.title).join(", ")}`)
  const running = new Set(steps.map((s) => s.title))
  const heartbeat = setInterval(() => {
    const minutes = ((Date.now() - started) / 60_000).toFixed(0)
    console.log(`… ${minutes} min: ${[...running].join(", ")} still running`)
  }, 120_000)
  const ended = await Promise.all(
    steps.map(async (step) => {
      const { code, output, cpu } = await runKept(step)
      running.delete(step.title)
      const wall = (Date.now() - started) / 1000
      const part = { title: step.title, wall, cpu, part: true }
      console.log(`\n▶ ${step.title} (beside: ${title})`)
      process.stdout.write(Buffer.concat(output))
      const outcome = code === 0 ? "✔" : `✖ failed (exit ${code}),`
      console.log(
        `${outcome} ${step.title} (${wall.toFixed(1)} s, CPU ${cpu.toFixed(0)} s)`
      )
      return { code, part }
    })
  )
  clearInterval(heartbeat)
  const seconds = timing(title, started, cpuBefore)
  // The steps' rows under the overlap's, in the order they were given.
  timings.push(...ended.map((e) => e.part))
  const failed = ended.find((e) => e.code !== 0)?.code ?? 0
  if (failed !== 0) {
    console.error(`✖ ${title} failed (${seconds})`)
    printTimings()
    process.exit(failed)
  }
  console.log(`✔ ${title} (${seconds})`)
}
