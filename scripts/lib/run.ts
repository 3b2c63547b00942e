import { spawn } from "node:child_process"
import { readFileSync } from "node:fs"
import { createInterface } from "node:readline"

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

/**
 * CPU seconds used so far by this process's finished children (and theirs), from Linux's
 * `/proc/self/stat` (cutime + cstime, in clock ticks of 1/100 s); 0 where there is no /proc.
 */
function childrenCpuSeconds(): number {
  try {
    const stat = readFileSync("/proc/self/stat", "utf8")
    // The fields after the command's name, which is in parentheses and may hold spaces.
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ")
    // cutime and cstime are fields 16 and 17 of the whole line; 14 and 15 after the name.
    return (Number(fields[13]) + Number(fields[14])) / 100
  } catch {
    return 0
  }
}

/** Each step's wall and CPU seconds, in the order they ended, for `printTimings`. */
const timings: { title: string; wall: number; cpu: number }[] = []

/**
 * Records a step's wall time since `started` and the CPU time the finished children used since
 * `cpuBefore`, and answers them as words.
 */
function timing(title: string, started: number, cpuBefore: number): string {
  const wall = (Date.now() - started) / 1000
  const cpu = childrenCpuSeconds() - cpuBefore
  timings.push({ title, wall, cpu })
  return `${wall.toFixed(1)} s, CPU ${cpu.toFixed(0)} s`
}

/**
 * Prints a table of every step so far: wall time, CPU time and the cores it kept busy (CPU / wall),
 * with the totals, so that a run shows where its time went.
 */
export function printTimings() {
  const total = {
    title: "total",
    wall: timings.reduce((sum, t) => sum + t.wall, 0),
    cpu: timings.reduce((sum, t) => sum + t.cpu, 0),
  }
  const rows = [...timings, total].map((t) => [
    t.title,
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
  const code = await run(command, args, env ? { env } : {})
  const seconds = timing(title, started, cpuBefore)
  if (code !== 0) {
    console.error(`✖ ${title} failed (exit ${code}, ${seconds})`)
    printTimings()
    process.exit(code)
  }
  console.log(`✔ ${title} (${seconds})`)
}

/** One command of `parallel`: its output's lines start with `[label]`. */
export interface Lane {
  label: string
  command: string
  args: string[]
  env?: NodeJS.ProcessEnv
}

/** Runs a command with its output's lines prefixed; resolves with its exit code. */
function runPrefixed(lane: Lane): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(lane.command, lane.args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: lane.env ?? process.env,
    })
    for (const [stream, out] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const)
      createInterface({ input: stream, crlfDelay: Infinity }).on(
        "line",
        (line) => out.write(`[${lane.label}] ${line}\n`)
      )
    child.on("error", reject)
    child.on("close", (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/**
 * Runs commands at the same time, each line of their output prefixed with its lane's label.
 * Prints each lane's wall time and the whole step's wall and CPU time; answers the exit code of
 * the first that failed once all have ended, or 0.
 */
export async function parallel(title: string, lanes: Lane[]): Promise<number> {
  const started = Date.now()
  const cpuBefore = childrenCpuSeconds()
  console.log(`\n▶ ${title} (${lanes.map((lane) => lane.label).join(", ")})`)
  const codes = await Promise.all(
    lanes.map(async (lane) => {
      const code = await runPrefixed(lane)
      const seconds = ((Date.now() - started) / 1000).toFixed(1)
      const outcome = code === 0 ? "✔" : `✖ failed (exit ${code}),`
      console.log(`${outcome} ${lane.label} ended after ${seconds} s`)
      return code
    })
  )
  const seconds = timing(title, started, cpuBefore)
  const failed = codes.find((code) => code !== 0) ?? 0
  if (failed !== 0) console.error(`✖ ${title} failed (${seconds})`)
  else console.log(`✔ ${title} (${seconds})`)
  return failed
}
