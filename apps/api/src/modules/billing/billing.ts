import type { FastifyInstance } from "fastify"

import type { DataStore } from "../../db/database.ts"
import type { RefreshPolicy } from "../auth/refresh-tokens.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import type { ResolveSubscriptionToken } from "./billing-access.ts"
import { createBillingAccess } from "./billing-access.ts"
import type { CardPaymentsOptions } from "./card-payments.ts"
import { createCardPayments } from "./card-payments.ts"
import { paymentMethodsRoutes } from "./payment-methods.routes.ts"
import { subscriptionRoutes } from "./subscription.routes.ts"
import type { UsageReports } from "./usage-reports.ts"
import { createUsageReports } from "./usage-reports.ts"
import { webhooksRoutes } from "./webhooks.routes.ts"

declare module "fastify" {
  interface FastifyInstance {
    /** The meter's counts reported to Stripe (every STRIPE_USAGE_REPORT_SECONDS). */
    usageReports: UsageReports
  }
}

export interface BillingOptions {
  config: CardPaymentsOptions & { STRIPE_USAGE_REPORT_SECONDS: number }
  authorize: Authorize
  store: DataStore
  refresh: RefreshPolicy
  /** The mobile subscription links' resolver; without it only bearer sessions are accepted. */
  resolveToken?: ResolveSubscriptionToken | undefined
}

/**
 * Card payments and metered billing through Stripe (issue 14): payment methods, the
 * subscription, Stripe's webhooks, and the meter's usage reports. `api` is the prefixed API
 * scope; `app` the root, which holds the usage reports' timer.
 */
export async function registerBilling(
  app: FastifyInstance,
  api: FastifyInstance,
  options: BillingOptions
) {
  const { config, authorize, store, refresh } = options
  const now = refresh.now
  const payments = createCardPayments(config)
  const access = createBillingAccess({
    authorize,
    store,
    resolveToken: options.resolveToken,
    now,
  })
  await api.register(paymentMethodsRoutes, { access, payments })
  await api.register(subscriptionRoutes, { access, payments, store, refresh })
  await api.register(webhooksRoutes, { payments, store, now })
  const usage = createUsageReports({ store, payments, now, log: app.log })
  app.decorate("usageReports", usage)
  app.addHook("onReady", async () =>
    usage.start(config.STRIPE_USAGE_REPORT_SECONDS)
  )
  app.addHook("onClose", async () => usage.stop())
}
