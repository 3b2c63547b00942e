import { spawn } from "node:child_process"
import { readFileSync } from "node:fs"

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
  const cpu = (childrenCpuSeconds() - cpuBefore).toFixed(0)
  const seconds = `${((Date.now() - started) / 1000).toFixed(1)} s, CPU ${cpu} s`
  if (code !== 0) {
    console.error(`✖ ${title} failed (exit ${code}, ${seconds})`)
    process.exit(code)
  }
  console.log(`✔ ${title} (${seconds})`)
}
