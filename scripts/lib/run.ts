import { spawn } from "node:child_process"

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

/** Runs a command and stops the whole script when it fails. */
export async function step(
  title: string,
  command: string,
  args: string[],
  env?: NodeJS.ProcessEnv
) {
  const started = Date.now()
  console.log(`\n▶ ${title}`)
  const code = await run(command, args, env ? { env } : {})
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  if (code !== 0) {
    console.error(`✖ ${title} failed (exit ${code}, ${seconds} s)`)
    process.exit(code)
  }
  console.log(`✔ ${title} (${seconds} s)`)
}
