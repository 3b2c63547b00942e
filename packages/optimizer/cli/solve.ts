/**
 * `npm run solve -- input.json [-o output.json] [-t seconds]`: solves a
 * VROOM input with Ruta's solver, without a server or a database, and writes
 * VROOM's output (standard output unless `-o`). Without matrices in the
 * input, travel comes from the offline model (great-circle distance times a
 * road factor, a constant speed per profile). Exit status: 0 solved, else
 * VROOM's error code (1 internal, 2 input, 3 routing).
 */
import { readFileSync, writeFileSync } from "node:fs"
import path from "node:path"
import { parseArgs } from "node:util"
import { GreatCircleMatrixProvider } from "../src/model/matrix.ts"
import {
  VROOM_CODE,
  solveVroom,
  vroomTimeLimitMs,
  type VroomOutput,
} from "../src/vroom/index.ts"

const USAGE = "usage: npm run solve -- input.json [-o output.json] [-t seconds]"

/** Runs the command line; returns the exit status. */
export async function main(
  argv: readonly string[],
  cwd: string
): Promise<number> {
  let args
  try {
    args = parseArgs({
      args: [...argv],
      allowPositionals: true,
      options: {
        output: { type: "string", short: "o" },
        time: { type: "string", short: "t" },
        seed: { type: "string", short: "s" },
      },
    })
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`)
    return VROOM_CODE.input
  }
  const [file] = args.positionals
  if (file === undefined || args.positionals.length > 1) {
    console.error(USAGE)
    return VROOM_CODE.input
  }
  const seconds =
    args.values.time === undefined ? undefined : Number(args.values.time)
  if (seconds !== undefined && !(seconds > 0)) {
    console.error(`-t: expected a positive number of seconds\n${USAGE}`)
    return VROOM_CODE.input
  }
  const out = await solveFile(
    path.resolve(cwd, file),
    seconds,
    Number(args.values.seed ?? 1)
  )
  const text = `${JSON.stringify(out)}\n`
  if (args.values.output === undefined) process.stdout.write(text)
  else writeFileSync(path.resolve(cwd, args.values.output), text)
  if (out.code !== 0) console.error(`error ${out.code}: ${out.error}`)
  return out.code
}

async function solveFile(
  file: string,
  seconds: number | undefined,
  seed: number
): Promise<VroomOutput> {
  let raw: unknown
  try {
    raw = JSON.parse(readFileSync(file, "utf8"))
  } catch (error) {
    return {
      code: VROOM_CODE.input,
      error: `input: ${(error as Error).message}`,
    }
  }
  const provider = new GreatCircleMatrixProvider()
  return solveVroom(raw, {
    route: (locations, mode) => provider.getMatrices(locations, mode),
    timeLimitMs: vroomTimeLimitMs(raw, seconds),
    seed,
  })
}

if (
  import.meta.url === `file://${process.argv[1]}` ||
  process.argv[1]?.endsWith("cli/solve.ts")
) {
  process.exitCode = await main(
    process.argv.slice(2),
    process.env.INIT_CWD ?? process.cwd()
  )
}
