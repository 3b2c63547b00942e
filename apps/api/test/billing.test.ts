// Cards and metered billing through Stripe (issue 14, security.md S12): the real SDK against the
// local Stripe stand-in, and the fresh-machine default without keys.
import { eq } from "drizzle-orm"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import {
  auditEvents,
  clients,
  optimizations,
  optimizedAddresses,
  paymentPlans,
  stripeEvents,
  subscriptions,
  subsidiaries,
} from "../src/db/schema.ts"
import { systemScope } from "../src/db/database.ts"
import {
  billingPeriod,
  clientZone,
  periodBounds,
} from "../src/modules/planning/billing-period.ts"
import type { TestApp } from "./helper.ts"
import { bearer, createTestApp, expectValidationError } from "./helper.ts"
import type { StripeStandIn } from "@ruta/stand-ins/stripe"
import {
  STAND_IN_WEBHOOK_SECRET,
  TestCard,
  signWebhook,
  startStripeStandIn,
} from "@ruta/stand-ins/stripe"

const spanish = { "accept-language": "es" }

type Method = "GET" | "POST" | "PUT"

function caller(t: () => TestApp) {
  return (
    method: Method,
    url: string,
    headers: Record<string, string>,
    payload?: object
  ) =>
    t().app.inject({
      method,
      url: `/api/v1${url}`,
      headers,
      ...(payload ? { payload } : {}),
    })
}

describe("billing without Stripe keys (the fresh-machine default)", () => {
  let t: TestApp
  let client: Record<string, string>
  const call = caller(() => t)

  beforeAll(async () => {
    t = await createTestApp()
    client = bearer((await t.login("client@acme.demo")).accessToken)
  })
  afterAll(() => t.close())

  it("says card payments are not configured, and the subscription view still answers", async () => {
    const view = await call("GET", "/subscription", client)
    expect(view.statusCode, view.body).toBe(200)
    expect(view.json().data).toMatchObject({
      configured: false,
      publishableKey: null,
      plan: null,
      subscription: null,
      invoice: null,
      usage: { period: "2026-11", addresses: 0 },
    })
    const body = {
      id_payment_plan: 1,
      period: 3,
      drivers: 2,
      routes: 10,
    }
    for (const [method, url, payload] of [
      ["GET", "/payment-plans/payment-methods", undefined],
      ["POST", "/payment-plans/setup-intent", undefined],
      ["POST", "/payment-plans/payment-methods/delete", { id: "pm_x" }],
      ["PUT", "/payment-plans/payment-methods/default", { id: "pm_x" }],
      ["POST", "/subscription", body],
      ["PUT", "/subscription", body],
    ] as const) {
      const res = await call(method, url, client, payload)
      expect(res.statusCode, `${method} ${url}`).toBe(501)
      expect(res.json()).toMatchObject({
        code: "NOT_CONFIGURED",
        message: "Card payments are not configured.",
      })
    }
    const es = await call("POST", "/payment-plans/setup-intent", {
      ...client,
      ...spanish,
    })
    expect(es.json().message).toBe(
      "Los pagos con tarjeta no están configurados."
    )
    const hook = await t.app.inject({
      method: "POST",
      url: "/api/v1/billing/webhooks",
      headers: { "content-type": "application/json", "stripe-signature": "x" },
      payload: "{}",
    })
    expect(hook.statusCode).toBe(501)
  })

  it("still refuses callers without the payment plans screen", async () => {
    const driver = bearer((await t.login("driver@acme.demo")).accessToken)
    const res = await call("GET", "/subscription", driver)
    expect(res.statusCode).toBe(403)
  })
})

describe("billing through the Stripe stand-in", () => {
  let t: TestApp
  let stripe: StripeStandIn
  let acme: { accessToken: string; refreshToken: string }
  let acmeAuth: Record<string, string>
  let globexAuth: Record<string, string>
  let starter: number
  let growth: number
  const call = caller(() => t)
  /** The zone of Acme's billing month. */
  const acmeZone = () =>
    t.store.withScope(systemScope, (tx) => clientZone(tx, 1))

  /** Saves a card for the caller as the back office does: a SetupIntent, then Stripe.js. */
  async function saveCard(auth: Record<string, string>, card: string) {
    const intent = await call("POST", "/payment-plans/setup-intent", auth)
    expect(intent.statusCode, intent.body).toBe(200)
    expect(intent.json().data.publishableKey).toBe("pk_test_stand_in")
    return stripe.confirmSetupIntent(intent.json().data.clientSecret, card)
  }

  const cards = async (auth: Record<string, string>) =>
    (await call("GET", "/payment-plans/payment-methods", auth)).json().data as {
      id: string
      brand: string
      last4: string
      isDefault: boolean
    }[]

  /** Posts a webhook event signed as Stripe signs it (or with another secret). */
  const deliver = (event: object, secret = STAND_IN_WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event)
    return t.app.inject({
      method: "POST",
      url: "/api/v1/billing/webhooks",
      headers: {
        "content-type": "application/json",
        "stripe-signature": signWebhook(
          payload,
          secret,
          Math.floor(t.clock.now() / 1000)
        ),
      },
      payload,
    })
  }

  const localSubscription = async (id_client: number) =>
    (
      await t.store.owner
        .select()
        .from(subscriptions)
        .where(eq(subscriptions.id_client, id_client))
    )[0]

  beforeAll(async () => {
    stripe = await startStripeStandIn()
    t = await createTestApp(stripe.env)
    const plans = await t.store.owner
      .insert(paymentPlans)
      .values([
        {
          name: "Starter",
          from_addresses: 100,
          to_addresses: 999,
          minimum_payment: 4900,
          address_price: 5,
        },
        {
          name: "Growth",
          from_addresses: 1000,
          to_addresses: null,
          minimum_payment: 29900,
          address_price: 3,
        },
      ])
      .returning()
    starter = plans[0]!.id_payment_plan
    growth = plans[1]!.id_payment_plan
    acme = await t.login("client@acme.demo")
    acmeAuth = bearer(acme.accessToken)
    globexAuth = bearer((await t.login("client@globex.demo")).accessToken)
  })
  afterAll(async () => {
    await t.close()
    await stripe.stop()
  })

  it("saves cards through a SetupIntent, lists them, makes one the default and removes one", async () => {
    expect(await cards(acmeAuth)).toEqual([])
    const visa = await saveCard(acmeAuth, TestCard.visa)
    expect(visa.status, JSON.stringify(visa.body)).toBe(200)
    // The customer is made once, and kept on the client.
    const [row] = await t.store.owner
      .select()
      .from(clients)
      .where(eq(clients.id_client, 1))
    expect(row!.stripe_id).toMatch(/^cus_/)
    expect(stripe.state.customers.size).toBe(1)
    await saveCard(acmeAuth, TestCard.mastercard)
    expect(stripe.state.customers.size).toBe(1)

    const listed = await cards(acmeAuth)
    expect(listed.map((c) => [c.brand, c.last4, c.isDefault]).sort()).toEqual([
      ["mastercard", "4444", false],
      ["visa", "4242", false],
    ])
    const visaId = listed.find((c) => c.last4 === "4242")!.id
    const masterId = listed.find((c) => c.last4 === "4444")!.id

    const made = await call(
      "PUT",
      "/payment-plans/payment-methods/default",
      acmeAuth,
      {
        id: visaId,
      }
    )
    expect(made.statusCode, made.body).toBe(200)
    expect(made.json().message).toBe("The default card was changed.")
    expect(
      (await cards(acmeAuth)).find((c) => c.id === visaId)!.isDefault
    ).toBe(true)

    const removed = await call(
      "POST",
      "/payment-plans/payment-methods/delete",
      {
        ...acmeAuth,
        ...spanish,
      },
      { id: masterId }
    )
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json().message).toBe("Se eliminó la tarjeta.")
    expect((await cards(acmeAuth)).map((c) => c.id)).toEqual([visaId])
  })

  it("refuses a declined card at Stripe, and nothing is saved", async () => {
    const before = await cards(acmeAuth)
    const declined = await saveCard(acmeAuth, TestCard.declined)
    expect(declined.status).toBe(402)
    expect(declined.body).toMatchObject({
      error: {
        type: "card_error",
        code: "card_declined",
        decline_code: "generic_decline",
        message: "Your card was declined.",
      },
    })
    expect(await cards(acmeAuth)).toEqual(before)
  })

  it("answers another client's card as not found, and changes nothing", async () => {
    const acmeCard = (await cards(acmeAuth))[0]!.id
    await saveCard(globexAuth, TestCard.visa)
    const globexCards = await cards(globexAuth)
    expect(globexCards).toHaveLength(1)
    expect(globexCards.map((c) => c.id)).not.toContain(acmeCard)
    for (const [method, url] of [
      ["POST", "/payment-plans/payment-methods/delete"],
      ["PUT", "/payment-plans/payment-methods/default"],
    ] as const) {
      const res = await call(
        method,
        url,
        { ...globexAuth, ...spanish },
        { id: acmeCard }
      )
      expect(res.statusCode, `${method} ${url}`).toBe(404)
      expect(res.json().message).toBe("No se encontró el método de pago.")
    }
    expect(stripe.state.paymentMethods.get(acmeCard)!.customer).toMatch(/^cus_/)
    expect((await cards(acmeAuth))[0]!.isDefault).toBe(true)
  })

  it("asks for a default card before subscribing, and checks the calculator's numbers", async () => {
    const body = { id_payment_plan: starter, period: 3, drivers: 2, routes: 10 }
    const noCard = await call("POST", "/subscription", globexAuth, body)
    expect(noCard.statusCode).toBe(409)
    expect(noCard.json().message).toBe(
      "Add a card and make it the default one before subscribing."
    )
    const es = await call(
      "POST",
      "/subscription",
      { ...globexAuth, ...spanish },
      body
    )
    expect(es.json().message).toBe(
      "Agrega una tarjeta y hazla la predeterminada antes de suscribirte."
    )
    expectValidationError(
      await call("POST", "/subscription", acmeAuth, { ...body, period: 9 }),
      "period",
      "Invalid period"
    )
    const tooMany = await call("POST", "/subscription", acmeAuth, {
      ...body,
      drivers: 1000,
      routes: 1000,
    })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().message).toBe(
      "The total cannot be greater than 100,000."
    )
    expect(stripe.state.subscriptions.size).toBe(0)
  })

  it("refuses a card whose charge is declined, and charges or keeps nothing", async () => {
    const declining = await saveCard(globexAuth, TestCard.chargeDeclined)
    expect(declining.status).toBe(200)
    const id = (await cards(globexAuth)).find((c) => c.last4 === "0341")!.id
    await call("PUT", "/payment-plans/payment-methods/default", globexAuth, {
      id,
    })
    const res = await call(
      "POST",
      "/subscription",
      { ...globexAuth, ...spanish },
      {
        id_payment_plan: starter,
        period: 2,
        drivers: 3,
        routes: 5,
      }
    )
    expect(res.statusCode, res.body).toBe(402)
    expect(res.json()).toMatchObject({
      code: "CARD_DECLINED",
      message:
        "La tarjeta fue rechazada (generic_decline). Usa otra tarjeta o consulta a tu banco.",
    })
    expect(stripe.state.subscriptions.size).toBe(0)
    expect(await localSubscription(2)).toBeUndefined()
  })

  it("subscribes with the default card on a metered price, closes the session, and changes plan", async () => {
    const res = await call("POST", "/subscription", acmeAuth, {
      id_payment_plan: starter,
      period: 1,
      drivers: 2,
      routes: 3,
      days: 5,
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().message).toBe(
      "The subscription was created. Your session was closed: sign in again."
    )
    expect(res.json().data).toMatchObject({
      configured: true,
      plan: { id_payment_plan: starter, name: "Starter" },
      subscription: {
        id_payment_plan: starter,
        status: "active",
        period: 1,
        drivers: 2,
        routes: 3,
        days: 5,
      },
      invoice: {
        addresses: 0,
        included_from: 100,
        extra_addresses: 0,
        minimum_payment: 4900,
        address_price: 5,
        total: 4900,
      },
    })
    // Spec section 4: the session is closed.
    const refreshed = await call(
      "POST",
      "/auth/new-access-token",
      {},
      {
        grant_type: "refresh_token",
        refresh_token: acme.refreshToken,
      }
    )
    expect(refreshed.statusCode).toBe(401)

    const [sub] = [...stripe.state.subscriptions.values()]
    const price = stripe.state.prices.get(
      (sub!.items as { data: { price: { id: string } }[] }).data[0]!.price.id
    )!
    expect(price).toMatchObject({
      billing_scheme: "tiered",
      tiers_mode: "graduated",
      recurring: { usage_type: "metered", interval: "month" },
    })
    expect(price.tiers).toEqual([
      { up_to: "100", flat_amount: "4900", unit_amount: "0" },
      { up_to: "inf", unit_amount: "5" },
    ])
    const [plan] = await t.store.owner
      .select()
      .from(paymentPlans)
      .where(eq(paymentPlans.id_payment_plan, starter))
    expect(plan!.stripe_id).toBe(price.id)

    const again = await call("POST", "/subscription", acmeAuth, {
      id_payment_plan: growth,
      period: 3,
      drivers: 1,
      routes: 1,
    })
    expect(again.statusCode).toBe(409)

    const changed = await call(
      "PUT",
      "/subscription",
      { ...acmeAuth, ...spanish },
      {
        id_payment_plan: growth,
        period: 3,
        drivers: 4,
        routes: 30,
      }
    )
    expect(changed.statusCode, changed.body).toBe(200)
    expect(changed.json().message).toBe(
      "Se cambió el plan. Tu sesión se cerró: inicia sesión de nuevo."
    )
    expect(changed.json().data.subscription).toMatchObject({
      id_payment_plan: growth,
      period: 3,
      drivers: 4,
      routes: 30,
      days: null,
    })
    expect(stripe.state.subscriptions.size).toBe(1)
    const audited = await t.store.owner
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.entity, "subscription"))
    expect(audited.map((e) => [e.action, e.id_client])).toEqual([
      ["subscription.create", 1],
      ["subscription.change", 1],
    ])
    const item = (
      sub!.items as { data: { price: { id: string; metadata: object } }[] }
    ).data[0]!
    expect(item.price.metadata).toMatchObject({ terms: "1000-29900-3" })
  })

  it("sends every Stripe write with an idempotency key of its own", () => {
    const writes = stripe.requests.filter(
      (r) => r.method === "POST" && !r.path.endsWith("/confirm")
    )
    expect(writes.length).toBeGreaterThan(10)
    for (const write of writes)
      expect(write.idempotencyKey, `${write.path}`).toMatch(/^ruta-/)
  })

  it("reports the meter's addresses to Stripe once, however often it reports", async () => {
    const zone = await acmeZone()
    const period = billingPeriod(new Date(t.clock.now()), zone)
    const [site] = await t.store.owner
      .select()
      .from(subsidiaries)
      .where(eq(subsidiaries.id_client, 1))
    const [optimization] = await t.store.owner
      .insert(optimizations)
      .values({
        id_client: 1,
        id_subsidiary: site!.id_subsidiary,
        name: "Metered",
      })
      .returning()
    const meter = (from: number, n: number) =>
      t.store.owner.insert(optimizedAddresses).values(
        Array.from({ length: n }, (_, i) => ({
          id_client: 1,
          id_optimization: optimization!.id_optimization,
          address_key: `19.${from + i},-99.1`,
          period,
          id_run: 1,
        }))
      )
    await meter(0, 120)
    expect(await t.app.usageReports.reportAll()).toBe(1)
    expect(await t.app.usageReports.reportAll()).toBe(0)
    expect(stripe.state.meterEvents.map((e) => e.payload)).toEqual([
      { stripe_customer_id: expect.stringMatching(/^cus_/), value: "120" },
    ])
    await meter(120, 5)
    await t.app.usageReports.reportAll()
    await t.app.usageReports.reportAll()
    expect(
      stripe.state.meterEvents.map(
        (e) => (e.payload as { value: string }).value
      )
    ).toEqual(["120", "125"])
    const view = await call("GET", "/subscription", acmeAuth)
    expect(view.json().data.usage).toEqual({ period, addresses: 125 })
    // Stripe's periods are the client's calendar months, as the meter's.
    const periodEnd = new Date(view.json().data.subscription.current_period_end)
    expect(periodEnd).toEqual(periodBounds(period, zone).end)
    // The Growth plan starts at 1000 addresses: its minimum payment covers them.
    expect(view.json().data.invoice).toMatchObject({
      extra_addresses: 0,
      total: 29900,
    })
  })

  it("serves the mobile subscription page's calls with its link's token instead of a session", async () => {
    const admin = bearer((await t.login("admin@ruta.demo")).accessToken)
    const link = await call("POST", "/subscription/mobile-token", admin, {
      id_client: 2,
    })
    expect(link.statusCode, link.body).toBe(200)
    const token = { "x-subscription-token": link.json().data.token }
    const view = await call("GET", "/subscription", token)
    expect(view.statusCode, view.body).toBe(200)
    expect(view.json().data).toMatchObject({
      configured: true,
      subscription: null,
    })
    const listed = await call("GET", "/payment-plans/payment-methods", token)
    expect(listed.json().data).toEqual(await cards(globexAuth))
    const forged = await call("GET", "/subscription", {
      "x-subscription-token": "forged-token-forged-token",
    })
    expect(forged.statusCode).toBe(401)
  })

  describe("webhooks (security.md S12)", () => {
    it("applies a signed event once; a replay changes nothing", async () => {
      const sub = [...stripe.state.subscriptions.values()][0]!
      stripe.setSubscriptionStatus(sub.id, "past_due")
      const event = stripe.event("customer.subscription.updated", sub)
      const first = await deliver(event)
      expect(first.statusCode, first.body).toBe(200)
      expect(first.json().data).toEqual({ duplicate: false })
      expect((await localSubscription(1))!.status).toBe("past_due")

      // Stripe moves on; the old event delivered again is not applied again.
      stripe.setSubscriptionStatus(sub.id, "active")
      const replay = await deliver(event)
      expect(replay.json().data).toEqual({ duplicate: true })
      expect((await localSubscription(1))!.status).toBe("past_due")
    })

    it("refuses a bad signature with 400 and changes nothing", async () => {
      const sub = [...stripe.state.subscriptions.values()][0]!
      const before = await localSubscription(1)
      const events = await t.store.owner.select().from(stripeEvents)
      const event = stripe.event("customer.subscription.updated", sub)
      const forged = await deliver(event, "whsec_someone_else")
      expect(forged.statusCode).toBe(400)
      expect(forged.json().message).toBe(
        "The webhook's signature is not valid."
      )
      const tampered = await t.app.inject({
        method: "POST",
        url: "/api/v1/billing/webhooks",
        headers: {
          "content-type": "application/json",
          "stripe-signature": signWebhook(
            JSON.stringify(event),
            STAND_IN_WEBHOOK_SECRET,
            Math.floor(t.clock.now() / 1000)
          ),
        },
        payload: JSON.stringify({
          ...event,
          type: "customer.subscription.deleted",
        }),
      })
      expect(tampered.statusCode).toBe(400)
      const unsigned = await t.app.inject({
        method: "POST",
        url: "/api/v1/billing/webhooks",
        headers: { "content-type": "application/json" },
        payload: JSON.stringify(event),
      })
      expect(unsigned.statusCode).toBe(400)
      expect(await localSubscription(1)).toEqual(before)
      expect(await t.store.owner.select().from(stripeEvents)).toEqual(events)
    })

    it("reaches Stripe's state whatever order a subscription's events arrive in", async () => {
      const sub = [...stripe.state.subscriptions.values()][0]!
      const events = [
        stripe.event(
          "customer.subscription.updated",
          stripe.setSubscriptionStatus(sub.id, "active")
        ),
        stripe.event(
          "customer.subscription.updated",
          stripe.setSubscriptionStatus(sub.id, "past_due")
        ),
        stripe.event(
          "customer.subscription.deleted",
          stripe.setSubscriptionStatus(sub.id, "canceled")
        ),
      ]
      const orders = [
        [0, 1, 2],
        [0, 2, 1],
        [1, 0, 2],
        [1, 2, 0],
        [2, 0, 1],
        [2, 1, 0],
      ]
      for (const order of orders) {
        await t.store.owner.delete(stripeEvents)
        await t.store.owner
          .update(subscriptions)
          .set({ status: "incomplete" })
          .where(eq(subscriptions.id_client, 1))
        for (const i of order) {
          const res = await deliver(events[i]!)
          expect(res.statusCode, res.body).toBe(200)
        }
        expect((await localSubscription(1))!.status, order.join(",")).toBe(
          "canceled"
        )
      }
      const view = await call("GET", "/subscription", acmeAuth)
      expect(view.json().data.subscription.status).toBe("canceled")
    })

    it("acknowledges an event it does not handle and ignores it", async () => {
      const before = await localSubscription(1)
      const res = await deliver({
        id: "evt_unknown_kind",
        object: "event",
        type: "charge.dispute.funds_withdrawn",
        created: 1,
        data: { object: { id: "du_1", object: "dispute" } },
      })
      expect(res.statusCode).toBe(200)
      expect(await localSubscription(1)).toEqual(before)
    })
  })

  it("sends a month's last count after the month has turned, dated within that month", async () => {
    await t.store.owner
      .update(subscriptions)
      .set({ status: "active" })
      .where(eq(subscriptions.id_client, 1))
    const zone = await acmeZone()
    const period = billingPeriod(new Date(t.clock.now()), zone)
    const [optimization] = await t.store.owner
      .select()
      .from(optimizations)
      .where(eq(optimizations.name, "Metered"))
    await t.store.owner.insert(optimizedAddresses).values({
      id_client: 1,
      id_optimization: optimization!.id_optimization,
      address_key: "19.late,-99.1",
      period,
      id_run: 1,
    })
    // Dated an hour inside the client's month, whose end Stripe's anchor may miss by an hour.
    const monthEnd = periodBounds(period, zone).end.getTime()
    t.clock.advance((monthEnd - t.clock.now()) / 1000 + 3600)
    expect(await t.app.usageReports.reportAll()).toBe(1)
    const last = stripe.state.meterEvents.at(-1)!
    expect(last.payload).toMatchObject({ value: "126" })
    expect(last.timestamp).toBe(monthEnd / 1000 - 3600 - 1)
    expect(await t.app.usageReports.reportAll()).toBe(0)
  })
})
