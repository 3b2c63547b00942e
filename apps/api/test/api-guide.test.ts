// docs/api.md, the first integration, run as an integrator would: its shell blocks in order, in
// bash with curl and jq, against the API listening on a port, with an API key (issue 48: a guide
// that runs).
import { execFile } from "node:child_process"
import { readFileSync } from "node:fs"
import path from "node:path"
import { fileURLToPath } from "node:url"
import { promisify } from "node:util"

import { SeedRole } from "@ruta/permissions/context-types"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import type { Planner } from "./planning-support.ts"
import { planner } from "./planning-support.ts"

const guide = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  "../../../docs/api.md"
)

/** The guide's `sh` blocks, in order. */
const shellBlocks = (markdown: string) =>
  [...markdown.matchAll(/```sh\n([\s\S]*?)```/g)].map((match) => match[1]!)

let t: TestApp
let p: Planner
let base: string
beforeAll(async () => {
  t = await createTestApp()
  p = await planner(t)
  await t.app.listen({ host: "127.0.0.1", port: 0 })
  const address = t.app.server.address()
  if (!address || typeof address === "string") throw new Error("not listening")
  base = `http://127.0.0.1:${address.port}/api/v1`
})
afterAll(() => t.close())

describe("docs/api.md, the first integration", () => {
  it("runs its commands in order with an API key, to a route's stops in order", async () => {
    const made = await p.call("POST", "/api-keys", {
      name: "Guide",
      id_role: SeedRole.ClientUser.id_role,
    })
    expect(made.statusCode, made.body).toBe(201)
    const blocks = shellBlocks(readFileSync(guide, "utf8"))
    // Step 1 sets the address and the key: this server's and the key just made.
    expect(blocks[0]).toContain("export RUTA=https://ruta.example.com/api/v1")
    const script = [
      "set -euo pipefail",
      ...blocks.map((block, i) =>
        i === 0
          ? block
              .replace("https://ruta.example.com/api/v1", base)
              .replace("rk_…", made.json().data.key)
          : block
      ),
    ].join("\n")
    const { stdout } = await promisify(execFile)("bash", ["-c", script], {
      timeout: 90_000,
    })
    expect(stdout).toContain("The run is done")
    // The last command lists the route's stops: both of step 2's, in visiting order.
    const stops = stdout.trim().split("\n").slice(-2)
    expect(stops.map((line) => line.split(" ")[0])).toEqual(["1", "2"])
    expect(stops.join("\n")).toMatch(/Ana López/)
    expect(stops.join("\n")).toMatch(/Bruno Díaz/)
  }, 120_000)
})
