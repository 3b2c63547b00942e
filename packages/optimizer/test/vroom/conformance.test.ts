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

const dir = new URL("./fixtures/", import.meta.url).pathname
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
