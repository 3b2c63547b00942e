// A local stand-in of the subset of Stripe's REST API that billing uses (customers, setup
// intents, card payment methods, products, prices, billing meters and meter events,
// subscriptions), so the real `stripe` SDK can be pointed at it by host and port. It reads
// Stripe's form-encoded requests, answers Stripe's object and error shapes, replays a request
// sent again with the same Idempotency-Key, and signs webhook events the way Stripe does. The
// API tests and the back office's browser tests both start it.
import { createHmac, randomBytes } from "node:crypto"
import { createServer } from "node:http"
import type { IncomingMessage, ServerResponse } from "node:http"

import { listenOnLoopback } from "./listen.ts"

/** Stripe's test cards by number, and what the stand-in does with each. */
export const TestCard = {
  /** Attaches, and every charge succeeds. */
  visa: "4242424242424242",
  mastercard: "5555555555554444",
  /** Declined when it is set up: card_declined, generic_decline. */
  declined: "4000000000000002",
  /** Declined when it is set up: card_declined, insufficient_funds. */
  insufficientFunds: "4000000000009995",
  /** Attaches, but a charge to it is declined (a subscription that must be paid at once). */
  chargeDeclined: "4000000000000341",
} as const

/** Stripe's test payment method ids, as the number they stand for. */
const testPaymentMethods: Record<string, string> = {
  pm_card_visa: TestCard.visa,
  pm_card_mastercard: TestCard.mastercard,
  pm_card_chargeDeclined: TestCard.declined,
  pm_card_chargeDeclinedInsufficientFunds: TestCard.insufficientFunds,
  pm_card_chargeCustomerFail: TestCard.chargeDeclined,
}

type StripeObject = Record<string, unknown> & { id: string }

/** A request the stand-in received. */
export interface StandInRequest {
  method: string
  path: string
  idempotencyKey: string | undefined
  body: Record<string, unknown>
  /** Answered from the idempotency cache, not executed again. */
  replayed: boolean
}

class StripeError extends Error {
  constructor(
    public readonly status: number,
    public readonly body: Record<string, unknown>
  ) {
    super(String(body.message))
  }
}

const invalid = (message: string, param?: string, status = 400) =>
  new StripeError(status, {
    type: "invalid_request_error",
    message,
    ...(param ? { param } : {}),
  })

const missing = (kind: string, id: string) =>
  new StripeError(404, {
    type: "invalid_request_error",
    code: "resource_missing",
    message: `No such ${kind}: '${id}'`,
    param: "id",
  })

const declined = (declineCode: string) =>
  new StripeError(402, {
    type: "card_error",
    code: "card_declined",
    decline_code: declineCode,
    message:
      declineCode === "insufficient_funds"
        ? "Your card has insufficient funds."
        : "Your card was declined.",
    param: "",
  })

/**
 * Reads Stripe's form encoding (`a[b][0][c]=1`) into nested objects; a key made only of digits
 * makes an array.
 */
export function parseStripeForm(raw: string): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [key, value] of new URLSearchParams(raw)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "")
    let node: Record<string, unknown> = root
    path.forEach((part, i) => {
      if (i === path.length - 1) {
        node[part] = value
        return
      }
      const nextIsIndex = /^\d+$/.test(path[i + 1]!)
      node[part] ??= nextIsIndex ? [] : {}
      node = node[part] as Record<string, unknown>
    })
  }
  return root
}

const newId = (prefix: string) => `${prefix}_${randomBytes(12).toString("hex")}`

const month = 30 * 24 * 3600

/** The objects the stand-in keeps, by id. */
export interface StandInState {
  customers: Map<string, StripeObject>
  setupIntents: Map<string, StripeObject>
  paymentMethods: Map<string, StripeObject>
  products: Map<string, StripeObject>
  prices: Map<string, StripeObject>
  meters: Map<string, StripeObject>
  subscriptions: Map<string, StripeObject>
  /** Meter events taken, each identifier once. */
  meterEvents: StripeObject[]
}

export interface StripeStandIn {
  /** Base URL, e.g. http://127.0.0.1:51234 */
  url: string
  host: string
  port: number
  /** The settings that point the API server at the stand-in. */
  env: Record<string, string>
  requests: StandInRequest[]
  state: StandInState
  /** Confirms a setup intent with a card, as Stripe.js does in the browser. */
  confirmSetupIntent(
    clientSecret: string,
    card: string
  ): Promise<{ status: number; body: Record<string, unknown> }>
  /** Stripe changes a subscription by itself (a failed payment, a cancellation...). */
  setSubscriptionStatus(id: string, status: string): StripeObject
  /** An event of `type` carrying a copy of `object` as it is now. */
  event(type: string, object: StripeObject): StripeObject
  stop(): Promise<void>
}

export const STAND_IN_SECRET_KEY = "sk_test_stand_in"
export const STAND_IN_PUBLISHABLE_KEY = "pk_test_stand_in"
export const STAND_IN_WEBHOOK_SECRET = "whsec_stand_in"

/**
 * The `Stripe-Signature` header Stripe sends with a webhook: `t=<unix seconds>,v1=<hex HMAC-SHA256
 * of "<t>.<payload>" under the endpoint's signing secret>`.
 */
export function signWebhook(
  payload: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000)
): string {
  const signature = createHmac("sha256", secret)
    .update(`${timestamp}.${payload}`, "utf8")
    .digest("hex")
  return `t=${timestamp},v1=${signature}`
}

function list(data: StripeObject[], url: string) {
  return { object: "list", data, has_more: false, url }
}

function cardFromNumber(number: string) {
  const brand = number.startsWith("5") ? "mastercard" : "visa"
  return {
    brand,
    last4: number.slice(-4),
    exp_month: 12,
    exp_year: new Date().getUTCFullYear() + 3,
    funding: "credit",
    country: "US",
  }
}

/** Starts the stand-in on a free loopback port. */
export async function startStripeStandIn(port = 0): Promise<StripeStandIn> {
  const state: StandInState = {
    customers: new Map(),
    setupIntents: new Map(),
    paymentMethods: new Map(),
    products: new Map(),
    prices: new Map(),
    meters: new Map(),
    subscriptions: new Map(),
    meterEvents: [],
  }
  const requests: StandInRequest[] = []
  const idempotent = new Map<
    string,
    { fingerprint: string; status: number; body: unknown }
  >()
  const cardNumbers = new Map<string, string>()
  const now = () => Math.floor(Date.now() / 1000)

  const find = (kind: string, store: Map<string, StripeObject>, id: string) => {
    const found = store.get(id)
    if (!found) throw missing(kind, id)
    return found
  }

  function attach(pm: StripeObject, customer: string) {
    pm.customer = customer
    state.paymentMethods.set(pm.id, pm)
  }

  function cardPaymentMethod(number: string): StripeObject {
    const digits = number.replace(/\s/g, "")
    if (digits === TestCard.declined) throw declined("generic_decline")
    if (digits === TestCard.insufficientFunds)
      throw declined("insufficient_funds")
    if (!/^\d{16}$/.test(digits))
      throw new StripeError(402, {
        type: "card_error",
        code: "incorrect_number",
        message: "Your card number is incorrect.",
        param: "number",
      })
    const pm = {
      id: newId("pm"),
      object: "payment_method",
      type: "card",
      created: now(),
      customer: null,
      livemode: false,
      metadata: {},
      billing_details: {},
      card: cardFromNumber(digits),
    }
    cardNumbers.set(pm.id, digits)
    return pm
  }

  function confirm(intent: StripeObject, body: Record<string, unknown>) {
    const data = body.payment_method_data as
      { card?: { number?: string } } | undefined
    const given = body.payment_method as string | undefined
    const number =
      data?.card?.number ??
      (given ? testPaymentMethods[given] : undefined) ??
      (given ? cardNumbers.get(given) : undefined)
    if (!number) throw invalid("Provide a payment method.", "payment_method")
    try {
      const pm = cardPaymentMethod(number)
      attach(pm, intent.customer as string)
      Object.assign(intent, { status: "succeeded", payment_method: pm.id })
      return intent
    } catch (error) {
      if (error instanceof StripeError)
        Object.assign(intent, {
          status: "requires_payment_method",
          last_setup_error: error.body,
        })
      throw error
    }
  }

  function defaultPaymentMethod(customer: StripeObject): string | null {
    const settings = customer.invoice_settings as {
      default_payment_method: string | null
    }
    return settings.default_payment_method
  }

  /** The first of the next month at the anchor's hour and minute (UTC), as Stripe anchors `day_of_month: 1`. */
  function nextMonthStart(seconds: number, anchor: unknown) {
    const at = new Date(seconds * 1000)
    const { hour = 0, minute = 0 } = (anchor ?? {}) as {
      hour?: string | number
      minute?: string | number
    }
    const first = (month: number) =>
      Date.UTC(at.getUTCFullYear(), month, 1, Number(hour), Number(minute)) /
      1000
    return first(at.getUTCMonth()) > seconds
      ? first(at.getUTCMonth())
      : first(at.getUTCMonth() + 1)
  }

  function subscriptionItem(price: StripeObject, start: number, end: number) {
    return {
      id: newId("si"),
      object: "subscription_item",
      price,
      quantity: undefined,
      current_period_start: start,
      current_period_end: end,
      metadata: {},
    }
  }

  function createSubscription(body: Record<string, unknown>) {
    const customer = find(
      "customer",
      state.customers,
      String(body.customer ?? "")
    )
    const items = (body.items ?? []) as { price?: string }[]
    if (items.length !== 1 || !items[0]?.price)
      throw invalid("Give one item with a price.", "items")
    const price = find("price", state.prices, items[0].price)
    const pm =
      (body.default_payment_method as string | undefined) ??
      defaultPaymentMethod(customer)
    if (!pm)
      throw invalid(
        "This customer has no attached payment source or default payment method.",
        "default_payment_method"
      )
    const card = find("payment_method", state.paymentMethods, pm)
    if (card.customer !== customer.id)
      throw invalid(
        "The payment method must be attached to the customer.",
        "default_payment_method"
      )
    // The stand-in checks the card when a subscription must be paid at once.
    if (
      body.payment_behavior === "error_if_incomplete" &&
      cardNumbers.get(pm) === TestCard.chargeDeclined
    )
      throw declined("generic_decline")
    const start = now()
    const subscription: StripeObject = {
      id: newId("sub"),
      object: "subscription",
      customer: customer.id,
      status: "active",
      created: start,
      start_date: start,
      cancel_at_period_end: false,
      canceled_at: null,
      default_payment_method: pm,
      metadata: body.metadata ?? {},
      items: {
        object: "list",
        data: [
          subscriptionItem(
            price,
            start,
            body.billing_cycle_anchor_config
              ? nextMonthStart(start, body.billing_cycle_anchor_config)
              : start + month
          ),
        ],
        has_more: false,
      },
      livemode: false,
    }
    state.subscriptions.set(subscription.id, subscription)
    return subscription
  }

  function updateSubscription(
    subscription: StripeObject,
    body: Record<string, unknown>
  ) {
    if (subscription.status === "canceled")
      throw invalid(
        "A canceled subscription can only update its cancellation_details and metadata."
      )
    const items = (body.items ?? []) as { id?: string; price?: string }[]
    const list = subscription.items as { data: Record<string, unknown>[] }
    for (const item of items) {
      const target = list.data.find((existing) => existing.id === item.id)
      if (!target) throw missing("subscription_item", String(item.id))
      if (item.price)
        target.price = find("price", state.prices, String(item.price))
    }
    if (body.metadata)
      subscription.metadata = {
        ...(subscription.metadata as object),
        ...(body.metadata as object),
      }
    return subscription
  }

  function meterEvent(body: Record<string, unknown>) {
    const eventName = String(body.event_name ?? "")
    const meter = [...state.meters.values()].find(
      (m) => m.event_name === eventName && m.status === "active"
    )
    if (!meter) throw invalid(`No active meter for ${eventName}.`, "event_name")
    const payload = (body.payload ?? {}) as Record<string, string>
    find("customer", state.customers, payload.stripe_customer_id ?? "")
    if (!/^\d+$/.test(payload.value ?? ""))
      throw invalid("The value must be a whole number.", "payload[value]")
    const identifier = String(body.identifier ?? newId("mevt"))
    const event: StripeObject = {
      id: identifier,
      object: "billing.meter_event",
      event_name: eventName,
      identifier,
      payload,
      timestamp: Number(body.timestamp ?? now()),
      created: now(),
      livemode: false,
    }
    // Stripe takes an identifier once; a duplicate is dropped.
    if (!state.meterEvents.some((e) => e.identifier === identifier))
      state.meterEvents.push(event)
    return event
  }

  /** The route table: method and path pattern to a handler. */
  const routes: [
    string,
    RegExp,
    (match: string[], body: Record<string, unknown>, url: URL) => unknown,
  ][] = [
    [
      "POST",
      /^\/v1\/customers$/,
      (_, body) => {
        const customer: StripeObject = {
          id: newId("cus"),
          object: "customer",
          created: now(),
          name: body.name ?? null,
          email: body.email ?? null,
          metadata: body.metadata ?? {},
          invoice_settings: { default_payment_method: null },
          livemode: false,
        }
        state.customers.set(customer.id, customer)
        return customer
      },
    ],
    [
      "GET",
      /^\/v1\/customers\/([^/]+)$/,
      ([id]) => find("customer", state.customers, id!),
    ],
    [
      "POST",
      /^\/v1\/customers\/([^/]+)$/,
      ([id], body) => {
        const customer = find("customer", state.customers, id!)
        const settings = body.invoice_settings as
          { default_payment_method?: string } | undefined
        const pm = settings?.default_payment_method
        if (pm !== undefined) {
          const card = find("payment_method", state.paymentMethods, pm)
          if (card.customer !== customer.id)
            throw invalid(
              "The payment method must be attached to the customer.",
              "invoice_settings[default_payment_method]"
            )
          customer.invoice_settings = { default_payment_method: pm }
        }
        return customer
      },
    ],
    [
      "GET",
      /^\/v1\/customers\/([^/]+)\/payment_methods$/,
      ([id], _, url) => {
        find("customer", state.customers, id!)
        return list(
          [...state.paymentMethods.values()]
            .filter((pm) => pm.customer === id)
            .sort((a, b) => Number(b.created) - Number(a.created)),
          url.pathname
        )
      },
    ],
    [
      "GET",
      /^\/v1\/payment_methods\/([^/]+)$/,
      ([id]) => find("payment_method", state.paymentMethods, id!),
    ],
    [
      "POST",
      /^\/v1\/payment_methods\/([^/]+)\/detach$/,
      ([id]) => {
        const pm = find("payment_method", state.paymentMethods, id!)
        if (!pm.customer)
          throw invalid(
            "The payment method you provided is not attached to a customer so detachment is impossible."
          )
        const customer = state.customers.get(String(pm.customer))
        if (customer && defaultPaymentMethod(customer) === pm.id)
          customer.invoice_settings = { default_payment_method: null }
        pm.customer = null
        return pm
      },
    ],
    [
      "POST",
      /^\/v1\/setup_intents$/,
      (_, body) => {
        const customer = find(
          "customer",
          state.customers,
          String(body.customer ?? "")
        )
        const id = newId("seti")
        const intent: StripeObject = {
          id,
          object: "setup_intent",
          client_secret: `${id}_secret_${randomBytes(12).toString("hex")}`,
          customer: customer.id,
          status: "requires_payment_method",
          usage: body.usage ?? "off_session",
          payment_method: null,
          created: now(),
          livemode: false,
        }
        state.setupIntents.set(id, intent)
        return intent
      },
    ],
    [
      "POST",
      /^\/v1\/setup_intents\/([^/]+)\/confirm$/,
      ([id], body) => {
        const intent = find("setup_intent", state.setupIntents, id!)
        if (body.client_secret && body.client_secret !== intent.client_secret)
          throw invalid("The client_secret does not match.", "client_secret")
        return confirm(intent, body)
      },
    ],
    [
      "POST",
      /^\/v1\/products$/,
      (_, body) => {
        const product: StripeObject = {
          id: newId("prod"),
          object: "product",
          name: body.name,
          metadata: body.metadata ?? {},
          active: true,
          created: now(),
        }
        state.products.set(product.id, product)
        return product
      },
    ],
    [
      "POST",
      /^\/v1\/prices$/,
      (_, body) => {
        find("product", state.products, String(body.product ?? ""))
        const recurring = body.recurring as
          { usage_type?: string; meter?: string; interval?: string } | undefined
        if (recurring?.usage_type === "metered")
          find("billing.meter", state.meters, String(recurring.meter ?? ""))
        const price: StripeObject = {
          id: newId("price"),
          object: "price",
          active: true,
          currency: body.currency,
          product: body.product,
          billing_scheme: body.billing_scheme ?? "per_unit",
          tiers_mode: body.tiers_mode ?? null,
          tiers: body.tiers ?? null,
          unit_amount: body.unit_amount ?? null,
          recurring: recurring ?? null,
          metadata: body.metadata ?? {},
          created: now(),
        }
        state.prices.set(price.id, price)
        return price
      },
    ],
    [
      "GET",
      /^\/v1\/prices\/([^/]+)$/,
      ([id]) => find("price", state.prices, id!),
    ],
    [
      "GET",
      /^\/v1\/billing\/meters$/,
      (_, __, url) => list([...state.meters.values()], url.pathname),
    ],
    [
      "POST",
      /^\/v1\/billing\/meters$/,
      (_, body) => {
        const taken = [...state.meters.values()].some(
          (m) => m.event_name === body.event_name && m.status === "active"
        )
        if (taken)
          throw invalid(
            "An active meter with this event_name already exists.",
            "event_name"
          )
        const meter: StripeObject = {
          id: newId("mtr"),
          object: "billing.meter",
          display_name: body.display_name,
          event_name: body.event_name,
          default_aggregation: body.default_aggregation,
          customer_mapping: {
            event_payload_key: "stripe_customer_id",
            type: "by_id",
          },
          value_settings: { event_payload_key: "value" },
          status: "active",
          created: now(),
        }
        state.meters.set(meter.id, meter)
        return meter
      },
    ],
    ["POST", /^\/v1\/billing\/meter_events$/, (_, body) => meterEvent(body)],
    ["POST", /^\/v1\/subscriptions$/, (_, body) => createSubscription(body)],
    [
      "GET",
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([id]) => find("subscription", state.subscriptions, id!),
    ],
    [
      "POST",
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([id], body) =>
        updateSubscription(
          find("subscription", state.subscriptions, id!),
          body
        ),
    ],
  ]

  function execute(method: string, url: URL, body: Record<string, unknown>) {
    for (const [m, pattern, handle] of routes) {
      const match = m === method ? pattern.exec(url.pathname) : null
      if (match) return handle(match.slice(1), body, url)
    }
    throw invalid(`Unrecognized request URL (${method}: ${url.pathname}).`)
  }

  /** Stripe's API answers browsers from any origin (Stripe.js calls it from the page). */
  const cors = {
    "access-control-allow-origin": "*",
    "access-control-allow-headers":
      "authorization, content-type, idempotency-key, stripe-version",
    "access-control-allow-methods": "GET, POST, DELETE, OPTIONS",
  }

  function answer(res: ServerResponse, status: number, body: unknown) {
    res
      .writeHead(status, {
        ...cors,
        "content-type": "application/json",
        "request-id": newId("req"),
      })
      .end(JSON.stringify(body))
  }

  function handle(req: IncomingMessage, res: ServerResponse, raw: string) {
    const url = new URL(req.url ?? "/", "http://stand-in")
    const method = req.method ?? "GET"
    const body = parseStripeForm(
      method === "GET" ? url.searchParams.toString() : raw
    )
    const header = req.headers["idempotency-key"]
    const idempotencyKey = Array.isArray(header) ? header[0] : header
    const fingerprint = `${method} ${url.pathname} ${raw}`
    const cached = idempotencyKey ? idempotent.get(idempotencyKey) : undefined
    requests.push({
      method,
      path: url.pathname,
      idempotencyKey,
      body,
      replayed: cached !== undefined,
    })
    if (method === "OPTIONS") {
      res.writeHead(204, cors).end()
      return
    }
    // The server sends its secret key as a bearer token; Stripe.js in the browser sends the
    // publishable key, as a bearer token or as the form's `key` field.
    const bearer = /^Bearer (sk|pk)_/.test(req.headers.authorization ?? "")
    if (!bearer && !/^pk_/.test(String(body.key ?? ""))) {
      answer(res, 401, {
        error: {
          type: "invalid_request_error",
          message: "Invalid API Key provided.",
        },
      })
      return
    }
    if (cached) {
      if (cached.fingerprint !== fingerprint) {
        answer(res, 400, {
          error: {
            type: "idempotency_error",
            message:
              "Keys for idempotent requests can only be used with the same parameters they were first used with.",
          },
        })
        return
      }
      res.setHeader("idempotent-replayed", "true")
      answer(res, cached.status, cached.body)
      return
    }
    let status = 200
    let result: unknown
    try {
      result = execute(method, url, body)
    } catch (error) {
      if (!(error instanceof StripeError)) throw error
      status = error.status
      result = { error: error.body }
    }
    if (idempotencyKey && method === "POST")
      idempotent.set(idempotencyKey, {
        fingerprint,
        status,
        body: structuredClone(result),
      })
    answer(res, status, result)
  }

  const server = createServer((req, res) => {
    let raw = ""
    req.on("data", (chunk: Buffer) => (raw += String(chunk)))
    req.on("end", () => handle(req, res, raw))
  })
  const listening = await listenOnLoopback(server, port)
  const url = `http://127.0.0.1:${listening}`

  return {
    url,
    host: "127.0.0.1",
    port: listening,
    env: {
      STRIPE_SECRET_KEY: STAND_IN_SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: STAND_IN_PUBLISHABLE_KEY,
      STRIPE_WEBHOOK_SECRET: STAND_IN_WEBHOOK_SECRET,
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: String(listening),
      STRIPE_API_PROTOCOL: "http",
    },
    requests,
    state,
    async confirmSetupIntent(clientSecret, card) {
      const id = clientSecret.split("_secret_")[0]!
      const response = await fetch(`${url}/v1/setup_intents/${id}/confirm`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          key: STAND_IN_PUBLISHABLE_KEY,
          client_secret: clientSecret,
          "payment_method_data[type]": "card",
          "payment_method_data[card][number]": card,
        }).toString(),
      })
      return {
        status: response.status,
        body: (await response.json()) as Record<string, unknown>,
      }
    },
    setSubscriptionStatus(id, status) {
      const subscription = find("subscription", state.subscriptions, id)
      subscription.status = status
      if (status === "canceled") subscription.canceled_at = now()
      return subscription
    },
    event(type, object) {
      return {
        id: newId("evt"),
        object: "event",
        type,
        api_version: "2026-10-28.endive",
        created: now(),
        livemode: false,
        pending_webhooks: 1,
        data: { object: structuredClone(object) },
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
