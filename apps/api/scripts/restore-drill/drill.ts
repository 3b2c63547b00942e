import { eq } from "drizzle-orm"

import { buildApp } from "../../src/app.ts"
import { loadConfig } from "../../src/config.ts"
import type { DataStore } from "../../src/db/database.ts"
import { subsidiaries } from "../../src/db/schema.ts"
import { DEMO_PASSWORD, seedDemo, seedReference } from "../../src/db/seed.ts"
import type { DrillEngine } from "./engines.ts"
import type { Fingerprints } from "./table-fingerprints.ts"
import {
  fingerprintDifferences,
  tableFingerprints,
} from "./table-fingerprints.ts"

/** The demo planner whose optimization the drill opens after the restore. */
const PLANNER = "client@acme.demo"
const SITE = "Acme Centro"
const STOPS = 25

export interface DrillReport {
  method: string
  tables: number
  rows: number
  backupBytes: number
  /** Seconds of each step: dump, drop, restore, and the checks. */
  seconds: { dump: number; drop: number; restore: number; verify: number }
  /** How the restored tables differ from the dumped ones; empty when nothing was lost. */
  differences: string[]
  /** After the restore, the planner signed in and opened the optimization with all its stops. */
  opened: boolean
}

type Call = (
  method: "GET" | "POST",
  url: string,
  payload?: object
) => Promise<{ statusCode: number; body: string; json(): any }> // eslint-disable-line @typescript-eslint/no-explicit-any

/** The API on `store` (in process, no network), with the demo planner signed in. */
async function signedIn(store: DataStore) {
  const app = await buildApp({
    config: loadConfig({ LOG_LEVEL: "warn", NODE_ENV: "test" }),
    store,
    secret: new TextEncoder().encode("restore-drill-secret-restore-drill"),
  })
  await app.ready()
  const login = await app.inject({
    method: "POST",
    url: "/api/v1/auth/login",
    payload: { email: PLANNER, password: DEMO_PASSWORD },
  })
  if (login.statusCode !== 200) return { app, call: null as Call | null }
  const token = login.json().data.accessToken as string
  const call: Call = (method, url, payload) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    })
  return { app, call }
}

/** The demo data and one optimization of STOPS stops; answers the optimization's id. */
async function seed(store: DataStore): Promise<number> {
  await store.migrate()
  await seedReference(store)
  await seedDemo(store)
  const { app, call } = await signedIn(store)
  try {
    if (!call)
      throw new Error(`${PLANNER} could not sign in on the new database`)
    const [site] = await store.owner
      .select({ id: subsidiaries.id_subsidiary })
      .from(subsidiaries)
      .where(eq(subsidiaries.name, SITE))
    if (!site) throw new Error(`The demo data has no site ${SITE}`)
    const created = await call("POST", "/optimizations", {
      name: "Restore drill",
      id_subsidiary: site.id,
      stops: Array.from({ length: STOPS }, (_, i) => ({
        name: `Stop ${i + 1}`,
        address: `Calle ${i + 1}`,
        latitude: 19.4326 + 0.001 * i,
        longitude: -99.1332 - 0.001 * i,
      })),
    })
    if (created.statusCode !== 201)
      throw new Error(`The drill's optimization was refused: ${created.body}`)
    return created.json().data.id_optimization as number
  } finally {
    await app.close()
  }
}

/** Signs in on the restored database and opens the optimization: all its stops are there. */
async function opens(store: DataStore, id: number): Promise<boolean> {
  const { app, call } = await signedIn(store)
  try {
    if (!call) return false
    const res = await call("GET", `/optimizations/${id}`)
    if (res.statusCode !== 200) return false
    const plan = res.json().data as {
      routes: { stops: unknown[] }[]
      stops: unknown[]
    }
    const stops =
      plan.routes.reduce((sum, route) => sum + route.stops.length, 0) +
      plan.stops.length
    return stops === STOPS
  } finally {
    await app.close()
  }
}

const since = (start: number) => (performance.now() - start) / 1000

async function timed<T>(work: () => Promise<T>): Promise<[T, number]> {
  const start = performance.now()
  const value = await work()
  return [value, since(start)]
}

/**
 * The restore drill: seeds a database, fingerprints every table, backs it up, drops it, restores
 * it, and checks that every table's rows and contents came back and that the product works on it.
 */
export async function restoreDrill(engine: DrillEngine): Promise<DrillReport> {
  let store = await engine.open()
  let before: Fingerprints
  let id: number
  try {
    id = await seed(store)
    before = await tableFingerprints(store)
  } finally {
    await store.close()
  }
  const [backupBytes, dump] = await timed(() => engine.dump())
  const [, drop] = await timed(() => engine.drop())
  const [, restore] = await timed(() => engine.restore())
  const verifyStart = performance.now()
  store = await engine.open()
  try {
    const after = await tableFingerprints(store)
    const differences = fingerprintDifferences(before, after)
    const opened = await opens(store, id)
    return {
      method: engine.method,
      tables: before.size,
      rows: [...before.values()].reduce((sum, t) => sum + t.rows, 0),
      backupBytes,
      seconds: { dump, drop, restore, verify: since(verifyStart) },
      differences,
      opened,
    }
  } finally {
    await store.close()
  }
}
