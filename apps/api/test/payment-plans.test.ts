import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { systemScope } from "../src/db/database.ts"
import { auditEvents, subscriptions } from "../src/db/schema.ts"
import type { Method } from "./api-calls.ts"
import { callApi } from "./api-calls.ts"
import type { TestApp } from "./helper.ts"
import { bearer, createTestApp, expectValidationError } from "./helper.ts"

let t: TestApp
let admin: Record<string, string>
let client: Record<string, string>

beforeAll(async () => {
  t = await createTestApp()
  admin = bearer((await t.login("admin@ruta.demo")).accessToken)
  client = bearer((await t.login("client@acme.demo")).accessToken)
})
afterAll(async () => {
  await t.close()
})

const spanish = { "accept-language": "es" }

const call = (
  method: Method,
  url: string,
  headers: Record<string, string> = {},
  payload?: object
) => callApi(t, method, url, payload, headers)

const plan = (overrides: Record<string, unknown> = {}) => ({
  name: "Starter",
  from_addresses: 0,
  to_addresses: 999,
  minimum_payment: 4900,
  address_price: 5,
  descriptions: ["Up to 999 optimized addresses a month"],
  ...overrides,
})

/** Creates a plan as the administrator; answers the plan. */
const create = async (overrides: Record<string, unknown> = {}) =>
  (await call("POST", "/payment-plans", admin, plan(overrides))).json().data

describe("payment plans", () => {
  it("lets an administrator create, edit, order and delete plans, money in cents, each change audited", async () => {
    const created = await call("POST", "/payment-plans", admin, plan())
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json().message).toBe("The payment plan was created.")
    const starter = created.json().data
    expect(starter).toMatchObject({
      name: "Starter",
      from_addresses: 0,
      to_addresses: 999,
      minimum_payment: 4900,
      address_price: 5,
      isMobile: false,
      order: 0,
      show_on_website: true,
      active: true,
      stripe_id: null,
      descriptions: ["Up to 999 optimized addresses a month"],
    })
    const growth = await create({
      name: "Growth",
      from_addresses: 1000,
      to_addresses: null,
      minimum_payment: 19900,
      address_price: 3,
      order: 1,
    })

    // Growth moves first.
    const moved = await call(
      "PUT",
      `/payment-plans/${growth.id_payment_plan}`,
      admin,
      plan({
        name: "Growth",
        from_addresses: 1000,
        to_addresses: null,
        minimum_payment: 19900,
        address_price: 3,
        order: 0,
      })
    )
    expect(moved.json().message).toBe("The payment plan was saved.")
    await call(
      "PUT",
      `/payment-plans/${starter.id_payment_plan}`,
      admin,
      plan({ order: 1 })
    )
    const list = (await call("GET", "/payment-plans", admin)).json().data
    expect(list.map((p: { name: string }) => p.name)).toEqual([
      "Growth",
      "Starter",
    ])

    const deleted = await call(
      "DELETE",
      `/payment-plans/${starter.id_payment_plan}`,
      admin
    )
    expect(deleted.json().message).toBe("The payment plan was deleted.")
    const gone = await call(
      "DELETE",
      `/payment-plans/${starter.id_payment_plan}`,
      admin
    )
    expect(gone.statusCode).toBe(404)
    expect(gone.json().message).toBe("Payment plan not found.")
    await call("DELETE", `/payment-plans/${growth.id_payment_plan}`, admin)

    const actions = await t.store.withScope(systemScope, (tx) =>
      tx
        .select({ action: auditEvents.action })
        .from(auditEvents)
        .where(eq(auditEvents.entity, "payment_plan"))
    )
    expect(actions.map((a) => a.action)).toEqual([
      "payment-plan.create",
      "payment-plan.create",
      "payment-plan.update",
      "payment-plan.update",
      "payment-plan.delete",
      "payment-plan.delete",
    ])
  })

  it("shows everyone the active plans, without signing in too, and administrators the inactive ones", async () => {
    const active = await create({ name: "Active" })
    const retired = await create({ name: "Retired", active: false })
    const mobile = await create({ name: "Mobile", isMobile: true })
    const names = async (
      headers: Record<string, string>,
      query = ""
    ): Promise<string[]> =>
      (await call("GET", `/payment-plans${query}`, headers))
        .json()
        .data.map((p: { name: string }) => p.name)

    expect(await names({})).toEqual(["Active", "Mobile"])
    expect(await names({}, "?isMobile=true")).toEqual(["Mobile"])
    expect(await names(client)).toEqual(["Active", "Mobile"])
    expect(await names(client, "?active=false")).toEqual(["Active", "Mobile"])
    expect(await names(admin)).toEqual(["Active", "Retired", "Mobile"])
    expect(await names(admin, "?active=false")).toEqual(["Retired"])
    expect(await names(admin, "?isMobile=false")).toEqual(["Active", "Retired"])

    for (const p of [active, retired, mobile])
      await call("DELETE", `/payment-plans/${p.id_payment_plan}`, admin)
  })

  it("refuses plans whose bands overlap an active plan of the same kind, in English and Spanish", async () => {
    const starter = await create({ from_addresses: 100, to_addresses: 999 })
    const overlapping = [
      plan({ name: "Inside", from_addresses: 200, to_addresses: 300 }),
      plan({ name: "Ends inside", from_addresses: 0, to_addresses: 100 }),
      plan({ name: "Starts inside", from_addresses: 999, to_addresses: null }),
      plan({ name: "Around", from_addresses: 0, to_addresses: null }),
    ]
    for (const body of overlapping) {
      const res = await call("POST", "/payment-plans", admin, body)
      expect(res.statusCode, body.name as string).toBe(409)
      expect(res.json().message).toBe(
        "This band of addresses overlaps the plan Starter, which starts at 100 addresses."
      )
    }
    const es = await call(
      "POST",
      "/payment-plans",
      { ...admin, ...spanish },
      overlapping[0]!
    )
    expect(es.json().message).toBe(
      "Este rango de direcciones se superpone con el plan Starter, que empieza en 100 direcciones."
    )

    // Next to it, inactive, or for the mobile page: no overlap.
    const fine = [
      plan({ name: "Before", from_addresses: 0, to_addresses: 99 }),
      plan({ name: "After", from_addresses: 1000, to_addresses: null }),
      plan({ name: "Draft", from_addresses: 200, active: false }),
      plan({ name: "Phone", from_addresses: 200, isMobile: true }),
    ]
    const ids: number[] = [starter.id_payment_plan]
    for (const body of fine) {
      const res = await call("POST", "/payment-plans", admin, body)
      expect(res.statusCode, `${body.name as string}: ${res.body}`).toBe(201)
      ids.push(res.json().data.id_payment_plan)
    }
    // A plan may keep its own band when edited; activating the draft is refused.
    const same = await call(
      "PUT",
      `/payment-plans/${starter.id_payment_plan}`,
      admin,
      plan({ from_addresses: 100, to_addresses: 999, minimum_payment: 5900 })
    )
    expect(same.statusCode).toBe(200)
    const draft = ids[3]!
    const activate = await call(
      "PUT",
      `/payment-plans/${draft}`,
      admin,
      plan({ name: "Draft", from_addresses: 200, active: true })
    )
    expect(activate.statusCode).toBe(409)

    for (const id of ids) await call("DELETE", `/payment-plans/${id}`, admin)
  })

  it.each([
    [
      "en",
      {},
      "Amount has to be 0 or greater.",
      "The band must end at or after its start.",
      "Value needs to be an integer number",
    ],
    [
      "es",
      spanish,
      "La cantidad debe ser 0 o mayor.",
      "El rango debe terminar en su inicio o después.",
      "El valor debe ser un número entero",
    ],
  ])(
    "refuses, in %s, a price below zero, a band that ends before it starts and fractions of a cent",
    async (_language, headers, belowZero, bandEnd, integer) => {
      const h = { ...admin, ...headers }
      expectValidationError(
        await call("POST", "/payment-plans", h, plan({ address_price: -1 })),
        "address_price",
        belowZero
      )
      expectValidationError(
        await call(
          "POST",
          "/payment-plans",
          h,
          plan({ from_addresses: 500, to_addresses: 100 })
        ),
        "to_addresses",
        bandEnd
      )
      expectValidationError(
        await call(
          "POST",
          "/payment-plans",
          h,
          plan({ minimum_payment: 49.5 })
        ),
        "minimum_payment",
        integer
      )
      const list = (await call("GET", "/payment-plans", admin)).json().data
      expect(list).toEqual([])
    }
  )

  it("refuses, in English and Spanish, to delete a plan clients are subscribed to, until they leave it", async () => {
    const starter = await create()
    await t.store.withScope(systemScope, (tx) =>
      tx.insert(subscriptions).values({
        id_client: 1,
        id_payment_plan: starter.id_payment_plan,
        period: 2,
        drivers: 4,
        routes: 30,
        stripe_id: "sub_plans_test",
        status: "active",
      })
    )
    const refused = await call(
      "DELETE",
      `/payment-plans/${starter.id_payment_plan}`,
      admin
    )
    expect(refused.statusCode).toBe(409)
    expect(refused.json().message).toBe(
      "Clients are subscribed to this plan, so it cannot be deleted. Make it inactive instead."
    )
    const es = await call(
      "DELETE",
      `/payment-plans/${starter.id_payment_plan}`,
      {
        ...admin,
        ...spanish,
      }
    )
    expect(es.json().message).toBe(
      "Hay clientes suscritos a este plan, así que no se puede eliminar. Desactívalo en su lugar."
    )
    await t.store.withScope(systemScope, (tx) =>
      tx
        .update(subscriptions)
        .set({ status: "canceled" })
        .where(eq(subscriptions.stripe_id, "sub_plans_test"))
    )
    const deleted = await call(
      "DELETE",
      `/payment-plans/${starter.id_payment_plan}`,
      admin
    )
    expect(deleted.statusCode).toBe(200)
  })

  it("refuses every change to anyone who may not manage plans, and to a caller who is not signed in", async () => {
    const created = await call("POST", "/payment-plans", client, plan())
    expect(created.statusCode).toBe(403)
    expect((await call("POST", "/payment-plans", {}, plan())).statusCode).toBe(
      401
    )
    const mine = await create()
    const edited = await call(
      "PUT",
      `/payment-plans/${mine.id_payment_plan}`,
      client,
      plan({ address_price: 0 })
    )
    expect(edited.statusCode).toBe(403)
    const deleted = await call(
      "DELETE",
      `/payment-plans/${mine.id_payment_plan}`,
      client
    )
    expect(deleted.statusCode).toBe(403)
    // Body fields the API does not take change nothing.
    const injected = await call(
      "PUT",
      `/payment-plans/${mine.id_payment_plan}`,
      admin,
      plan({ stripe_id: "price_planted", id_payment_plan: 1 })
    )
    expect(injected.json().data).toMatchObject({
      id_payment_plan: mine.id_payment_plan,
      stripe_id: null,
    })
    await call("DELETE", `/payment-plans/${mine.id_payment_plan}`, admin)
  })
})
