import type { FastifyInstance } from "fastify"

import type { Config } from "../../config.ts"
import type { DataStore } from "../../db/database.ts"
import { createSecretBox } from "../../platform/crypto/secret-box.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import type { EventBus } from "../events/event-bus.ts"
import type { Mailer } from "../mail/mailer.ts"
import type { Webhooks } from "./webhook-deliveries.ts"
import { createWebhooks } from "./webhook-deliveries.ts"
import { webhookDeliveryRoutes } from "./webhook-deliveries.http.ts"
import { webhookEndpointRoutes } from "./webhook-endpoints.http.ts"

declare module "fastify" {
  interface FastifyInstance {
    /** Webhook deliveries: their queue and the job that sends them. */
    webhooks: Webhooks
  }
}

/**
 * Webhooks (docs/integrations.md): one delivery per event and endpoint, each a pg-boss job.
 * Makes them, decorates `app` with them and subscribes them to the domain events.
 */
export function startWebhooks(
  app: FastifyInstance,
  deps: {
    store: DataStore
    config: Config
    secret: Uint8Array
    mailer: Mailer
    events: EventBus
    publicUrl: string
    now: () => number
  }
) {
  const policy = { allowPrivate: deps.config.WEBHOOKS_ALLOW_PRIVATE }
  const box = createSecretBox(deps.secret)
  const webhooks = createWebhooks({
    store: deps.store,
    box,
    mailer: deps.mailer,
    policy,
    now: deps.now,
    log: app.log,
    publicUrl: deps.publicUrl,
  })
  app.decorate("webhooks", webhooks)
  deps.events.subscribe(webhooks.subscriber)
  return { webhooks, box, policy }
}

/** The webhooks' routes: the endpoints and their secrets, then their deliveries. */
export async function registerWebhookRoutes(
  api: FastifyInstance,
  started: ReturnType<typeof startWebhooks>,
  deps: { authorize: Authorize; now: () => number }
) {
  const options = {
    authorize: deps.authorize,
    webhooks: started.webhooks,
    box: started.box,
    policy: started.policy,
    now: deps.now,
  }
  await api.register(webhookEndpointRoutes, options)
  await api.register(webhookDeliveryRoutes, options)
}
