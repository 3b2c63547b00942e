import { mkdtempSync, readFileSync, readdirSync } from "node:fs"
import { tmpdir } from "node:os"
import path from "node:path"
import { describe, expect, it } from "vitest"
import { main } from "../../cli/solve.ts"
import {
  checkVroomOutput,
  type VroomInput,
  type VroomOutput,
} from "../../src/vroom/index.ts"
import { schemaErrors } from "./output-schema.ts"

const dir = new URL("./fixtures/", import.meta.url).pathname
/** VROOM's own outputs of its docs' examples (docs/example_*_sol.json). */
const solutions = path.join(dir, "vroom-solutions")
const read = (file: string): unknown => JSON.parse(readFileSync(file, "utf8"))

/** Each fixture through the command line, its output re-checked from its input. */
describe("VROOM conformance through the command line", () => {
  const out = mkdtempSync(path.join(tmpdir(), "vroom-cli-"))
  const fixtures = readdirSync(dir).filter((f) => f.endsWith(".json"))

  it.each(fixtures)("%s", async (name) => {
    const target = path.join(out, name)
    const status = await main([name, "-o", target, "-t", "0.5"], dir)
    const output = read(target) as VroomOutput
    const input = read(path.join(dir, name)) as VroomInput
    expect(status).toBe(output.code)
    expect(schemaErrors(output)).toEqual([])
    if (name === "api-example_3.json") {
      // Plan mode's timing constraints on steps are refused, naming the field.
      expect(output).toMatchObject({
        code: 2,
        error: expect.stringContaining("service_after"),
      })
      return
    }
    if (output.code !== 0) throw new Error(output.error)
    expect(checkVroomOutput(input, output)).toEqual([])
    if (name.startsWith("api-")) return
    // Solomon: the whole fleet is allowed, so every customer is served.
    expect(output.unassigned).toEqual([])
    expect(output.summary.distance).toBeGreaterThan(0)
  })

  it.each(readdirSync(solutions))(
    "VROOM's own %s passes the output schema",
    (name) => {
      expect(schemaErrors(read(path.join(solutions, name)))).toEqual([])
    }
  )

  it("the output schema refuses what VROOM's format does not have", () => {
    const good = read(path.join(solutions, "example_2_sol.json")) as {
      routes: { steps: Record<string, unknown>[] }[]
    }
    expect(schemaErrors({ code: 2 })).not.toEqual([])
    expect(schemaErrors({ ...good, code: 4 })).not.toEqual([])
    const extra = structuredClone(good)
    extra.routes[0]!.steps[0]!.eta = 3
    expect(schemaErrors(extra)).not.toEqual([])
    const missing = structuredClone(good)
    delete missing.routes[0]!.steps[1]!.arrival
    expect(schemaErrors(missing)).not.toEqual([])
  })

  it("refuses bad arguments and unreadable input with code 2", async () => {
    expect(await main([], dir)).toBe(2)
    expect(await main(["api-example_2.json", "-t", "zero"], dir)).toBe(2)
    const target = path.join(out, "missing.json")
    expect(await main(["missing.json", "-o", target], dir)).toBe(2)
    expect(read(target)).toMatchObject({
      code: 2,
      error: expect.stringContaining("input:"),
    })
  })
})
