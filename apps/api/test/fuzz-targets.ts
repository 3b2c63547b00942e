// The rows the fuzz test names in its paths and bodies: real ids of Acme's demo rows, so that a
// request reaches its handler.
import { SeedRole } from "@ruta/permissions/context-types"
import { asc, eq } from "drizzle-orm"
import { expect } from "vitest"

import { API_PREFIX } from "../src/app.ts"
import {
  activities,
  addresses,
  cars,
  clients,
  depots,
  routes,
  skills,
  stopOutcomes,
  stops,
  subsidiaries,
  users,
} from "../src/db/schema.ts"
import type { TestApp } from "./helper.ts"

/** Real ids of Acme's demo rows, by table and by the body fields that name them. */
export async function demoIds(t: TestApp, planner: Record<string, string>) {
  const db = t.store.owner
  const [acme] = await db
    .select()
    .from(clients)
    .where(eq(clients.name, "Acme Deliveries"))
  const of = acme!.id_client
  const first = async <T>(rows: Promise<T[]>) => (await rows)[0]!
  const site = await first(
    db.select().from(subsidiaries).where(eq(subsidiaries.id_client, of))
  )
  const userId = async (email: string) =>
    (await first(db.select().from(users).where(eq(users.email, email)))).id_user
  const route = await first(
    db
      .select()
      .from(routes)
      .where(eq(routes.id_client, of))
      .orderBy(asc(routes.id_route))
  )
  const ids = {
    id_client: of,
    id_subsidiary: site.id_subsidiary,
    id_user: await userId("driver@acme.demo"),
    id_role: SeedRole.SubsidiaryUser.id_role,
    // The demo records no activity with a client.
    id_activity: (
      await first(
        db
          .insert(activities)
          .values({ id_client: of, id_activity_type: 1 })
          .returning()
      )
    ).id_activity,
    id_skill: (
      await first(db.select().from(skills).where(eq(skills.id_client, of)))
    ).id_skill,
    id_stop_outcome: (
      await first(
        db.select().from(stopOutcomes).where(eq(stopOutcomes.id_client, of))
      )
    ).id_stop_outcome,
    id_car: (await first(db.select().from(cars).where(eq(cars.id_client, of))))
      .id_car,
    id_depot: (
      await first(db.select().from(depots).where(eq(depots.id_client, of)))
    ).id_depot,
    id_address: (
      await first(
        db.select().from(addresses).where(eq(addresses.id_client, of))
      )
    ).id_address,
    id_optimization: route.id_optimization,
    id_route: route.id_route,
    id_stop: await routeStop(t, planner, route),
    id_payment_plan: 1,
    // A queued run (no worker takes it here).
    id_run: (
      await t.app.inject({
        method: "POST",
        url: `${API_PREFIX}/optimizations/${route.id_optimization}/optimize`,
        headers: planner,
        payload: { routes: [route.id_route] },
      })
    ).json().data.id_run as number,
    ...(await integrationIds(t, planner)),
  }
  return ids
}

/** An API key, a webhook endpoint and a test delivery of it (no worker sends it here). */
async function integrationIds(t: TestApp, planner: Record<string, string>) {
  const post = async (url: string, status: number, payload?: object) => {
    const res = await t.app.inject({
      method: "POST",
      url: `${API_PREFIX}${url}`,
      headers: planner,
      ...(payload ? { payload } : {}),
    })
    expect(res.statusCode, res.body).toBe(status)
    return res.json().data
  }
  const key = await post("/api-keys", 201, {
    name: "Fuzz key",
    id_role: SeedRole.ClientUser.id_role,
  })
  const endpoint = await post("/webhooks", 201, {
    url: "https://93.184.216.34/fuzz",
    events: ["stop.completed"],
  })
  const delivery = await post(
    `/webhooks/${endpoint.id_webhook_endpoint}/test`,
    200
  )
  return {
    id_api_key: key.id_api_key as number,
    id_webhook_endpoint: endpoint.id_webhook_endpoint as number,
    id_delivery: delivery.id_delivery as number,
  }
}

/** A demo stop put on the demo route (the demo leaves its stops unassigned). */
async function routeStop(
  t: TestApp,
  planner: Record<string, string>,
  { id_route, id_optimization }: { id_route: number; id_optimization: number }
) {
  const [stop] = await t.store.owner
    .select()
    .from(stops)
    .where(eq(stops.id_optimization, id_optimization))
    .orderBy(asc(stops.id_stop))
  const res = await t.app.inject({
    method: "PUT",
    url: `${API_PREFIX}/routes/${id_route}/stops`,
    headers: planner,
    payload: { add: [stop!.id_stop] },
  })
  expect(res.statusCode, res.body).toBe(200)
  return stop!.id_stop
}

/** The id a path's `{id}` names, by the resource the path starts with. */
export function pathId(
  url: string,
  ids: Record<string, number>,
  siteUser: number
) {
  const resource: Record<string, number | undefined> = {
    roles: ids.id_role,
    users: siteUser,
    clients: ids.id_client,
    subsidiaries: ids.id_subsidiary,
    activities: ids.id_activity,
    skills: ids.id_skill,
    "stop-outcomes": ids.id_stop_outcome,
    cars: ids.id_car,
    depots: ids.id_depot,
    addresses: ids.id_address,
    "payment-plans": ids.id_payment_plan,
    optimizations: ids.id_optimization,
    routes: ids.id_route,
    stops: ids.id_stop,
    "optimization-runs": ids.id_run,
    "api-keys": ids.id_api_key,
    webhooks: ids.id_webhook_endpoint,
    "webhook-deliveries": ids.id_delivery,
  }
  const [first, second] = url.split("/").filter(Boolean)
  if (first === "driver")
    return second === "routes" ? ids.id_route : ids.id_stop
  return resource[first!] ?? 1
}
