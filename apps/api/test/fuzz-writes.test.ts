// Every write of the OpenAPI document fuzzed (issue 30, part 2): each POST, PUT, PATCH and
// DELETE, signed out and signed in as users allowed to call it, is sent malformed bodies (empty,
// truncated, null, arrays, scalars, 100 KB strings, huge and negative numbers, NaN strings,
// `__proto__` and `constructor` keys, an empty object) and the body built from its own request
// schema with one field broken at a time, with real ids of demo rows in its path so the handler
// is reached. No answer may be a 5xx, every 4xx carries a message, and a refused request changes
// no row. Card payments run against the local Stripe stand-in, Google sign-in against a token
// endpoint that refuses every code, and bounce reports with a secret (so an unsigned one is
// refused as forged), so nothing answers "not configured".

import { eq } from "drizzle-orm"
import { afterAll, beforeAll, expect, it } from "vitest"

import { API_PREFIX } from "../src/app.ts"
import { users } from "../src/db/schema.ts"
import type { JsonSchema, RawBody } from "./fuzz-bodies.ts"
import { brokenBodies, malformedBodies, sample } from "./fuzz-bodies.ts"
import { demoIds, pathId } from "./fuzz-targets.ts"
import type { TestApp } from "./helper.ts"
import { bearer, createTestApp } from "./helper.ts"
import { rowFingerprints } from "./row-fingerprint.ts"
import { startGoogleSignInStandIn } from "@ruta/stand-ins/google-sign-in"
import type { StripeStandIn } from "@ruta/stand-ins/stripe"
import { startStripeStandIn } from "@ruta/stand-ins/stripe"

interface Operation {
  requestBody?: { content: Record<string, { schema: JsonSchema }> }
  security?: unknown[]
}
interface Document {
  paths: Record<string, Record<string, Operation>>
  components: { schemas?: Record<string, JsonSchema> }
}

let t: TestApp
let stripe: StripeStandIn
let google: Awaited<ReturnType<typeof startGoogleSignInStandIn>>
/** Signed-in callers by name: headers to send. */
const callers = new Map<string, Record<string, string>>()

beforeAll(async () => {
  stripe = await startStripeStandIn()
  // Google's sign-in stood in for, with no code granted: every code is refused.
  google = await startGoogleSignInStandIn({
    issuer: "https://accounts.google.test",
    clientId: "fuzz.apps.googleusercontent.com",
  })
  t = await createTestApp({
    ...stripe.env,
    // No run is solved, and no event fanned out or webhook sent, in the background while rows
    // are compared.
    OPTIMIZE_WORKERS: "0",
    EVENT_WORKERS: "0",
    ...google.env,
    EMAIL_EVENTS_SECRET: `whsec_${Buffer.from("fuzz-bounce-secret-of-32-bytes!!").toString("base64")}`,
  })
  for (const [name, email] of [
    ["client admin", "client@acme.demo"],
    ["provider admin", "admin@ruta.demo"],
    ["driver", "driver@acme.demo"],
  ] as const)
    callers.set(name, bearer((await t.login(email)).accessToken))
  // Three sign-ins (argon2 each) and a two-factor enrolment on top of a fresh database.
}, 120_000)
afterAll(async () => {
  await t?.close()
  await stripe?.stop()
  await google?.stop()
})

/**
 * Writes in the order they are fuzzed: deletions last (a deleted demo row makes the calls after
 * it 404), and the client itself at the very end.
 */
const order = ([method, url]: [string, string]) =>
  (method === "delete" ? 1 : 0) + (url.startsWith("/clients/{id}") ? 2 : 0)

/** Who calls an operation: signed out always, then users allowed to call it. */
function callersOf(url: string, secured: boolean): string[] {
  const signedIn = url.startsWith("/driver/")
    ? ["driver"]
    : ["client admin", "provider admin"]
  return secured || url.startsWith("/auth/")
    ? ["signed out", ...signedIn]
    : ["signed out", ...signedIn.slice(0, 1)]
}

interface Batch {
  method: string
  url: string
  caller: string
  requests: { path: string; body: RawBody }[]
}

/** Each write's requests, by caller: what `fuzz` sends, in order. */
function plan(doc: Document, ids: Record<string, number>, siteUser: number) {
  const refs = doc.components.schemas ?? {}
  const writes = Object.entries(doc.paths)
    .flatMap(([url, methods]) =>
      Object.entries(methods)
        .filter(([method]) =>
          ["post", "put", "patch", "delete"].includes(method)
        )
        .map(([method, op]) => [method, url, op] as const)
    )
    .sort((a, b) => order([a[0], a[1]]) - order([b[0], b[1]]))
  return writes.flatMap(([method, url, op]): Batch[] => {
    const schema = op.requestBody?.content["application/json"]?.schema
    const valid = schema ? sample(schema, refs, ids) : undefined
    const fromSchema = {
      label: "the body from its schema",
      text: JSON.stringify(valid ?? {}),
    }
    const generic = [fromSchema, ...malformedBodies(valid)]
    const all = [
      ...generic,
      ...(schema ? brokenBodies(schema, refs, valid) : []),
    ]
    const path = url.replace("{id}", String(pathId(url, ids, siteUser)))
    // Ids no row can have, with the body from the schema.
    const badIds = url.includes("{id}")
      ? ["-1", "abc", "99999999999999999999"].map((id) => ({
          path: url.replace("{id}", id),
          body: fromSchema,
        }))
      : []
    return callersOf(url, Boolean(op.security)).map((caller) => ({
      method: method.toUpperCase(),
      url,
      caller,
      requests: [
        // Signed out, a protected write is refused before its body is read.
        ...(caller === "signed out" && op.security ? generic : all).map(
          (body) => ({ path, body })
        ),
        ...badIds,
      ],
    }))
  })
}

const messageOf = (body: string): unknown => {
  try {
    return (JSON.parse(body) as { message?: unknown }).message
  } catch {
    return undefined
  }
}

/**
 * A VROOM input refusal (`code` 2, with the field named): the `/vroom` handler reads the problem
 * itself, so its 400 means the handler was reached.
 */
const vroomRefusal = (body: string) => {
  try {
    return (JSON.parse(body) as { code?: unknown }).code === 2
  } catch {
    return false
  }
}

/**
 * Refused before any of the project's code ran: the body could not be parsed, or signed out
 * (the session check only reads the token). The transaction id is not read after these: a write
 * would still show at the next refused request's comparison, since the id only grows.
 */
const beforeHandler = (statusCode: number, body: string) =>
  statusCode === 401 ||
  (statusCode === 400 && /"code":"FST_ERR_CTP_/.test(body))

it(
  "answers every malformed write with a 4xx and its message, and changes no row for a refused one",
  { timeout: 180_000 },
  async () => {
    const started = performance.now()
    const cpu = process.cpuUsage()
    const doc: Document = (
      await t.app.inject({ method: "GET", url: `${API_PREFIX}/openapi.json` })
    ).json()
    const [siteUser] = await t.store.owner
      .select()
      .from(users)
      .where(eq(users.email, "site@acme.demo"))
    const batches = plan(
      doc,
      await demoIds(t, callers.get("client admin")!),
      siteUser!.id_user
    )
    const rows = await rowFingerprints(t.store, {
      extra: ["roles", "permissions", "payment_plans", "user_subsidiaries"],
      // A refused sign-in is written to the audit log by design; the domain events' relay marks
      // the events of earlier accepted writes as dispatched; live events are written by triggers
      // on the other tables (which are compared), also by the background runs of earlier writes.
      ignored: ["audit_events", "domain_events", "live_events"],
    })
    const findings: string[] = []
    let requests = 0
    // What the client admin's requests were refused as invalid (400), by write, path and body.
    const invalid = new Set<string>()
    // Writes whose handler a signed-in caller reached (an answer other than a 400).
    const reached = new Set<string>()
    for (const { method, url, caller, requests: planned } of batches) {
      const headers = callers.get(caller) ?? {}
      const key = (path: string, body: RawBody) =>
        `${method} ${url} ${path} ${body.label}`
      // A body the schema refuses is refused whoever sends it: the provider admin is sent only
      // what the client admin's was not refused as invalid for.
      const list = planned.filter(
        ({ path, body }) =>
          caller !== "provider admin" || !invalid.has(key(path, body))
      )
      let unchecked: string[] = []
      for (const [i, { path, body }] of list.entries()) {
        requests += 1
        const res = await t.app.inject({
          method: method as "POST",
          url: `${API_PREFIX}${path}`,
          headers:
            body.text === undefined
              ? headers
              : { ...headers, "content-type": "application/json" },
          ...(body.text === undefined ? {} : { payload: body.text }),
        })
        if (caller === "client admin" && res.statusCode === 400)
          invalid.add(key(path, body))
        if (
          caller !== "signed out" &&
          (res.statusCode !== 400 || vroomRefusal(res.body))
        )
          reached.add(`${method} ${url}`)
        const where = `${method} ${path} (${caller}, ${body.label}): ${res.statusCode}`
        const refused = res.statusCode >= 400
        if (res.statusCode >= 500)
          findings.push(`${where} ${res.body.slice(0, 200)}`)
        const message = messageOf(res.body)
        if (refused && (typeof message !== "string" || message === ""))
          findings.push(`${where} without a message: ${res.body.slice(0, 200)}`)
        if (refused) unchecked.push(where)
        const last = i === list.length - 1
        if (!last && refused && beforeHandler(res.statusCode, res.body))
          continue
        const changed = await rows.changedSinceLast()
        // An accepted write changes rows (those before it were refused before any handler).
        if (refused && changed.length > 0)
          findings.push(`${unchecked.join("; ")} changed ${changed.join(", ")}`)
        unchecked = []
      }
    }
    const seconds = (performance.now() - started) / 1000
    const { user, system } = process.cpuUsage(cpu)
    console.info(
      `fuzzed ${batches.length} (write, caller) pairs with ${requests} requests in ${seconds.toFixed(1)} s (${((user + system) / 1e6).toFixed(1)} s of CPU; tables read ${rows.fullReads} times)`
    )
    expect(findings).toEqual([])
    const writes = new Set(batches.map((b) => `${b.method} ${b.url}`))
    expect(writes.size).toBeGreaterThan(90)
    console.info(
      `handlers not reached: ${[...writes].filter((w) => !reached.has(w)).join(", ")}`
    )
    expect(reached.size).toBeGreaterThan(writes.size * 0.9)
  }
)
