// What the VROOM API's test files share: the solver package's VROOM fixtures, and a client's API
// key to call the endpoints with.
import { readFileSync, readdirSync } from "node:fs"

import type { VroomInput } from "@ruta/optimizer/vroom/index"
import { SeedRole } from "@ruta/permissions/context-types"
import { expect } from "vitest"

import type { Planner } from "./planning-support.ts"

const fixtures = new URL(
  "../../../packages/optimizer/test/vroom/fixtures/",
  import.meta.url
)

/** The fixtures' names, "api-example_1" and so on. */
export const vroomFixtureNames = () =>
  readdirSync(fixtures)
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -".json".length))

/** A VROOM input of the solver package's fixtures, by name without ".json". */
export const vroomFixture = (name: string): VroomInput =>
  JSON.parse(
    readFileSync(new URL(`${name}.json`, fixtures), "utf8")
  ) as VroomInput

/** A new API key of the planner's client with the client user's role; answers the key. */
export async function clientApiKey(p: Planner, name: string): Promise<string> {
  const res = await p.call("POST", "/api-keys", {
    name,
    id_role: SeedRole.ClientUser.id_role,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data.key as string
}
