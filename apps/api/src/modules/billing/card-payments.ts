import Stripe from "stripe"
import { z } from "zod"

import { AppError, ErrorCode } from "../../platform/lib/errors.ts"

/** A saved card, as the billing screens show it (spec section 3, Payment method). */
export const paymentMethodSchema = z
  .object({
    id: z.string(),
    brand: z.string(),
    last4: z.string(),
    isDefault: z.boolean(),
    exp_month: z.number().int(),
    exp_year: z.number().int(),
  })
  .meta({ id: "PaymentMethod" })
export type Card = z.infer<typeof paymentMethodSchema>

/** What a plan costs, as its Stripe price must say it (money in cents). */
export interface PlanTerms {
  id_payment_plan: number
  name: string
  from_addresses: number
  minimum_payment: number
  address_price: number
}

/** A Stripe subscription as the product keeps it. */
export interface SubscriptionState {
  id: string
  customer: string
  status: string
  /** The subscription's single item (its price changes when the plan does). */
  itemId: string
  priceId: string
  current_period_start: Date | null
  current_period_end: Date | null
  created: number
  metadata: Record<string, string>
}

export interface CardPaymentsOptions {
  STRIPE_SECRET_KEY?: string | undefined
  STRIPE_PUBLISHABLE_KEY?: string | undefined
  STRIPE_WEBHOOK_SECRET?: string | undefined
  STRIPE_API_HOST?: string | undefined
  STRIPE_API_PORT?: number | undefined
  STRIPE_API_PROTOCOL?: "https" | "http" | undefined
}

/** The meter every plan's price reads: optimized addresses, the month's last reported count. */
export const METER_EVENT_NAME = "ruta_optimized_addresses"

export const notConfigured = () =>
  new AppError(
    501,
    ErrorCode.NOT_CONFIGURED,
    "Card payments are not configured."
  )

/**
 * Stripe's failures in the product's words: a declined card 402 with Stripe's reason, an
 * unreachable Stripe 502, anything else Stripe refused 502 with its message.
 */
function translate(error: unknown): never {
  if (error instanceof AppError) throw error
  if (error instanceof Stripe.errors.StripeCardError)
    throw new AppError(
      402,
      ErrorCode.CARD_DECLINED,
      `The card was declined (${error.decline_code ?? error.code ?? "card_declined"}). Use another card or ask your bank.`
    )
  if (error instanceof Stripe.errors.StripeConnectionError)
    throw new AppError(
      502,
      ErrorCode.UPSTREAM_ERROR,
      "The card payment service could not be reached. Please try again."
    )
  if (error instanceof Stripe.errors.StripeError)
    throw new AppError(
      502,
      ErrorCode.UPSTREAM_ERROR,
      `The card payment service refused the request: ${error.message.replace(/\.$/, "")}.`
    )
  throw error
}

const missingResource = (error: unknown) =>
  error instanceof Stripe.errors.StripeInvalidRequestError &&
  error.code === "resource_missing"

const at = (seconds: number | undefined) =>
  seconds === undefined ? null : new Date(seconds * 1000)

function subscriptionState(sub: Stripe.Subscription): SubscriptionState {
  const item = sub.items.data[0]
  return {
    id: sub.id,
    customer: typeof sub.customer === "string" ? sub.customer : sub.customer.id,
    status: sub.status,
    itemId: item?.id ?? "",
    priceId: item?.price.id ?? "",
    current_period_start: at(item?.current_period_start),
    current_period_end: at(item?.current_period_end),
    created: sub.created,
    metadata: sub.metadata,
  }
}

/**
 * The plan's price terms as a short text: a price is made again when a plan's money changes, and
 * its idempotency key and metadata carry these terms.
 */
export const termsOf = (plan: PlanTerms) =>
  `${plan.from_addresses}-${plan.minimum_payment}-${plan.address_price}`

/**
 * A plan's bill as a Stripe price: metered on the optimized-address meter, graduated tiers so
 * that the minimum payment covers the band's first `from_addresses` addresses and each address
 * past them costs `address_price` (the same formula as `invoiceOf` in @ruta/validation/billing).
 */
function tiersOf(plan: PlanTerms): Stripe.PriceCreateParams.Tier[] {
  if (plan.from_addresses === 0)
    return [
      {
        up_to: "inf",
        flat_amount: plan.minimum_payment,
        unit_amount: plan.address_price,
      },
    ]
  return [
    {
      up_to: plan.from_addresses,
      flat_amount: plan.minimum_payment,
      unit_amount: 0,
    },
    { up_to: "inf", unit_amount: plan.address_price },
  ]
}

/** The card payment service: Stripe through its SDK, or refusals when no key is set. */
export interface CardPayments {
  configured: boolean
  publishableKey: string | null
  /** Creates the client's Stripe customer (once per client, by its idempotency key). */
  createCustomer(id_client: number, name: string): Promise<string>
  /** A SetupIntent to save a card with Stripe.js; answers its client secret. */
  createSetupIntent(customer: string, key: string): Promise<string>
  /** The customer's cards, the default one flagged. */
  listCards(customer: string): Promise<Card[]>
  detachCard(id: string, key: string): Promise<void>
  setDefaultCard(customer: string, id: string, key: string): Promise<void>
  /** The customer's default card, or null. */
  defaultCard(customer: string): Promise<string | null>
  /** The Stripe price that bills a plan: `known` when its terms still hold, else a new one. */
  planPrice(plan: PlanTerms, known: string | null): Promise<string>
  createSubscription(
    input: {
      customer: string
      price: string
      paymentMethod: string
      metadata: Record<string, string>
      /** The hour and minute (UTC) the client's billing months begin at. */
      anchor: { hour: number; minute: number }
    },
    key: string
  ): Promise<SubscriptionState>
  changeSubscription(
    current: { id: string; itemId: string },
    input: { price: string; metadata: Record<string, string> },
    key: string
  ): Promise<SubscriptionState>
  /** The subscription as Stripe has it now, or null when Stripe does not know it. */
  retrieveSubscription(id: string): Promise<SubscriptionState | null>
  /** Tells the meter a customer's count of the month; Stripe takes an identifier once. */
  reportUsage(input: {
    customer: string
    value: number
    identifier: string
    timestamp: number
  }): Promise<void>
  /** The event of a webhook request, its signature checked; throws on a bad one. */
  verifyEvent(payload: Buffer, signature: string, now: number): Stripe.Event
}

const refuse = () => Promise.reject(notConfigured())

const unconfigured: CardPayments = {
  configured: false,
  publishableKey: null,
  createCustomer: refuse,
  createSetupIntent: refuse,
  listCards: refuse,
  detachCard: refuse,
  setDefaultCard: refuse,
  defaultCard: refuse,
  planPrice: refuse,
  createSubscription: refuse,
  changeSubscription: refuse,
  retrieveSubscription: refuse,
  reportUsage: refuse,
  verifyEvent: () => {
    throw notConfigured()
  },
}

/** A call to Stripe, its errors in the API's terms. */
function call<T>(work: () => Promise<T>): Promise<T> {
  return work().catch(translate)
}

/** The meter of optimized addresses, created the first time it is needed. */
async function meter(stripe: Stripe): Promise<string> {
  const meters = await stripe.billing.meters.list({
    status: "active",
    limit: 100,
  })
  const found = meters.data.find((m) => m.event_name === METER_EVENT_NAME)
  if (found) return found.id
  const created = await stripe.billing.meters.create(
    {
      display_name: "Optimized addresses",
      event_name: METER_EVENT_NAME,
      default_aggregation: { formula: "last" },
      customer_mapping: {
        type: "by_id",
        event_payload_key: "stripe_customer_id",
      },
      value_settings: { event_payload_key: "value" },
    },
    { idempotencyKey: `ruta-meter-${METER_EVENT_NAME}` }
  )
  return created.id
}

/** The customer's default card, or null. */
async function defaultCard(stripe: Stripe, customer: string) {
  const found = await stripe.customers.retrieve(customer)
  if (found.deleted) return null
  const pm = found.invoice_settings.default_payment_method
  return typeof pm === "string" ? pm : (pm?.id ?? null)
}

/**
 * Card payments through the official Stripe SDK (architecture decision 9), or, without
 * STRIPE_SECRET_KEY, a service whose every call answers 501 "Card payments are not configured.".
 * Every write carries an idempotency key, so a retried request is applied once by Stripe.
 */
export function createCardPayments(options: CardPaymentsOptions): CardPayments {
  const secretKey = options.STRIPE_SECRET_KEY
  if (!secretKey) return unconfigured
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: "Ruta" },
    ...(options.STRIPE_API_HOST ? { host: options.STRIPE_API_HOST } : {}),
    ...(options.STRIPE_API_PORT ? { port: options.STRIPE_API_PORT } : {}),
    ...(options.STRIPE_API_PROTOCOL
      ? { protocol: options.STRIPE_API_PROTOCOL }
      : {}),
  })
  return {
    configured: true,
    publishableKey: options.STRIPE_PUBLISHABLE_KEY ?? null,

    ...stripeCards(stripe),
    ...stripePlans(stripe),

    verifyEvent(payload, signature, now) {
      const secret = options.STRIPE_WEBHOOK_SECRET
      if (!secret) throw notConfigured()
      try {
        return stripe.webhooks.constructEvent(
          payload,
          signature,
          secret,
          undefined,
          undefined,
          now
        )
      } catch {
        throw new AppError(
          400,
          ErrorCode.VALIDATION_ERROR,
          "The webhook's signature is not valid."
        )
      }
    },
  }
}

/** A customer's cards in Stripe: the customer, adding a card, listing, removing and choosing one. */
function stripeCards(
  stripe: Stripe
): Pick<
  CardPayments,
  | "createCustomer"
  | "createSetupIntent"
  | "listCards"
  | "detachCard"
  | "setDefaultCard"
  | "defaultCard"
> {
  return {
    createCustomer: (id_client, name) =>
      call(async () => {
        const customer = await stripe.customers.create(
          { name, metadata: { id_client: String(id_client) } },
          { idempotencyKey: `ruta-customer-${id_client}` }
        )
        return customer.id
      }),

    createSetupIntent: (customer, key) =>
      call(async () => {
        const intent = await stripe.setupIntents.create(
          {
            customer,
            usage: "off_session",
            allowed_payment_method_types: ["card"],
          },
          { idempotencyKey: key }
        )
        return intent.client_secret ?? ""
      }),

    listCards: (customer) =>
      call(async () => {
        const [cards, preferred] = await Promise.all([
          stripe.customers.listPaymentMethods(customer, {
            type: "card",
            limit: 100,
          }),
          defaultCard(stripe, customer),
        ])
        return cards.data.map((pm) => ({
          id: pm.id,
          brand: pm.card?.brand ?? "card",
          last4: pm.card?.last4 ?? "",
          isDefault: pm.id === preferred,
          exp_month: pm.card?.exp_month ?? 0,
          exp_year: pm.card?.exp_year ?? 0,
        }))
      }),

    detachCard: (id, key) =>
      call(async () => {
        await stripe.paymentMethods.detach(id, {}, { idempotencyKey: key })
      }),

    setDefaultCard: (customer, id, key) =>
      call(async () => {
        await stripe.customers.update(
          customer,
          { invoice_settings: { default_payment_method: id } },
          { idempotencyKey: key }
        )
      }),

    defaultCard: (customer) => call(() => defaultCard(stripe, customer)),
  }
}

/** Plans and subscriptions in Stripe: a plan's price, subscribing, changing plan and the meter. */
function stripePlans(
  stripe: Stripe
): Pick<
  CardPayments,
  | "planPrice"
  | "createSubscription"
  | "changeSubscription"
  | "retrieveSubscription"
  | "reportUsage"
> {
  return {
    planPrice: (plan, known) =>
      call(async () => {
        const terms = termsOf(plan)
        if (known) {
          const price = await stripe.prices
            .retrieve(known)
            .catch((error: unknown) => {
              if (missingResource(error)) return null
              throw error
            })
          if (price?.active && price.metadata.terms === terms) return known
        }
        const planKey = `ruta-plan-${plan.id_payment_plan}`
        const product = await stripe.products.create(
          {
            name: plan.name,
            metadata: { id_payment_plan: String(plan.id_payment_plan) },
          },
          { idempotencyKey: `${planKey}-product` }
        )
        const price = await stripe.prices.create(
          {
            product: product.id,
            currency: "usd",
            billing_scheme: "tiered",
            tiers_mode: "graduated",
            tiers: tiersOf(plan),
            recurring: {
              interval: "month",
              usage_type: "metered",
              meter: await meter(stripe),
            },
            metadata: {
              id_payment_plan: String(plan.id_payment_plan),
              terms,
            },
          },
          { idempotencyKey: `${planKey}-price-${terms}` }
        )
        return price.id
      }),

    createSubscription: (input, key) =>
      call(async () => {
        const sub = await stripe.subscriptions.create(
          {
            customer: input.customer,
            items: [{ price: input.price }],
            default_payment_method: input.paymentMethod,
            payment_behavior: "error_if_incomplete",
            // Stripe's periods are the client's calendar months, as the meter's billing periods
            // are: the first of the month at midnight in the client's zone.
            billing_cycle_anchor_config: {
              day_of_month: 1,
              hour: input.anchor.hour,
              minute: input.anchor.minute,
              second: 0,
            },
            proration_behavior: "none",
            metadata: input.metadata,
          },
          { idempotencyKey: key }
        )
        return subscriptionState(sub)
      }),

    changeSubscription: (current, input, key) =>
      call(async () => {
        const sub = await stripe.subscriptions.update(
          current.id,
          {
            items: [{ id: current.itemId, price: input.price }],
            metadata: input.metadata,
            proration_behavior: "none",
          },
          { idempotencyKey: key }
        )
        return subscriptionState(sub)
      }),

    retrieveSubscription: (id) =>
      call(async () => {
        try {
          return subscriptionState(await stripe.subscriptions.retrieve(id))
        } catch (error) {
          if (missingResource(error)) return null
          throw error
        }
      }),

    reportUsage: (input) =>
      call(async () => {
        await stripe.billing.meterEvents.create(
          {
            event_name: METER_EVENT_NAME,
            identifier: input.identifier,
            timestamp: input.timestamp,
            payload: {
              stripe_customer_id: input.customer,
              value: String(input.value),
            },
          },
          { idempotencyKey: input.identifier }
        )
      }),
  }
}
