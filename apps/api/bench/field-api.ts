/**
 * The API under `bench/field.ts`, in a process of its own so that its RSS and its profile are the
 * API's alone: it opens the database (PGlite, or a PostgreSQL server with `--postgres`), seeds
 * the drivers and their started routes, listens on loopback, and tells its parent (over the
 * fork's IPC channel) where, with the drivers' and a planner's tokens. It samples its RSS every
 * second; asked `finish`, it answers the peak and the positions stored, then closes.
 */
import type { AddressInfo } from "node:net"
import { parseArgs } from "node:util"

import { sql } from "drizzle-orm"

import { rowsOf } from "../src/db/database.ts"
import { positions, routes, stops } from "../src/db/schema.ts"
import {
  databaseOptions,
  openBenchStore,
  seedAcmeDrivers,
  startBenchApp,
} from "./bench-support.ts"

/** What the API process tells the load generator once it listens. */
export interface FieldApiReady {
  kind: "ready"
  database: string
  base: string
  drivers: { id_route: number; token: string }[]
  plannerToken: string
}
/** Its answer to `finish`. */
export interface FieldApiFinished {
  kind: "finished"
  rssPeak: number
  stored: number
}

const { values: args } = parseArgs({
  options: {
    ...databaseOptions,
    drivers: { type: "string", default: "200" },
  },
})
const STOPS_PER_ROUTE = 20

/** Acme Centro, and a started route of 20 stops for each of `count` new drivers there. */
async function seedDrivers(
  store: Awaited<ReturnType<typeof openBenchStore>>["store"],
  count: number
) {
  const {
    db,
    owner,
    drivers: made,
    id_optimization,
  } = await seedAcmeDrivers(store, count, {
    driver: "Bench driver",
    plan: "Bench day on the road",
  })
  const now = Date.now()
  const hour = (h: number) => new Date(now + h * 3_600_000)
  const madeRoutes = await db
    .insert(routes)
    .values(
      made.map((u, d) => ({
        ...owner,
        id_optimization,
        name: `Bench route ${d + 1}`,
        id_user: u.id,
        start_date: hour(-1),
        end_date: hour(8),
        optimization_state: 1,
        configuration: {},
        started: hour(-1),
      }))
    )
    .returning({ id: routes.id_route })
  const rows = madeRoutes.flatMap(({ id }, d) =>
    Array.from({ length: STOPS_PER_ROUTE }, (_, k) => ({
      ...owner,
      id_optimization,
      id_route: id,
      name: `Stop ${d}-${k}`,
      address: `Street ${d}-${k}`,
      latitude: 19.43 + ((d * 7 + k) % 97) / 1000 - 0.048,
      longitude: -99.13 + ((d * 5 + k) % 89) / 1000 - 0.044,
      order: k + 1,
      eta: hour(k / 3),
      time_window_start: hour(k / 3 - 1),
      time_window_end: hour(k / 3 + (k % 4 === 0 ? -0.5 : 1)),
    }))
  )
  for (let i = 0; i < rows.length; i += 1000)
    await db.insert(stops).values(rows.slice(i, i + 1000))
  return made.map((u, d) => ({ email: u.email, id_route: madeRoutes[d]!.id }))
}

const send = (message: FieldApiReady | FieldApiFinished) =>
  new Promise<void>((resolve, reject) =>
    process.send!(message, undefined, {}, (error) =>
      error ? reject(error) : resolve()
    )
  )

async function main() {
  if (!process.send) throw new Error("run by bench/field.ts, over IPC")
  const { store, stop } = await openBenchStore(args)
  const { app, tokenOf } = await startBenchApp(store)
  await app.listen({ port: 0, host: "127.0.0.1" })
  // The clients keep their connections between calls 10 s apart: the server must not close them
  // under a request in flight (Node's default keeps an idle connection 5 s).
  app.server.keepAliveTimeout = 120_000
  const drivers = await seedDrivers(store, Number(args.drivers))
  const tokens: FieldApiReady["drivers"] = []
  for (const d of drivers)
    tokens.push({ id_route: d.id_route, token: await tokenOf(d.email) })

  let rssPeak = process.memoryUsage().rss
  const sampler = setInterval(() => {
    rssPeak = Math.max(rssPeak, process.memoryUsage().rss)
  }, 1000)
  process.once("message", async (message) => {
    if (message !== "finish") return
    clearInterval(sampler)
    const [stored] = rowsOf<{ n: number }>(
      await store.owner.execute(
        sql`select count(*)::int as n from ${positions}`
      )
    )
    await send({ kind: "finished", rssPeak, stored: stored!.n })
    await app.close()
    await store.close()
    stop()
    process.disconnect()
  })
  await send({
    kind: "ready",
    database: store.kind,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/api/v1`,
    drivers: tokens,
    plannerToken: await tokenOf("client@acme.demo"),
  })
}

await main()
