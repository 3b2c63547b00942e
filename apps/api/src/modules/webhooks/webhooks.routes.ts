import { randomUUID } from "node:crypto"

import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import { localiseMessage } from "../../platform/lib/messages-es.ts"
import { forbidden, notFound } from "../../platform/lib/errors.ts"
import type {
  Authorize,
  Authorized,
} from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  idParams,
  pageOf,
  pagingQuery,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import type { SecretBox } from "../../platform/crypto/secret-box.ts"
import { invalidField } from "../planning/planning.access.ts"
import type { Webhooks } from "./webhook-deliveries.ts"
import { messageBody } from "./webhook-deliveries.ts"
import { ROTATION_OVERLAP_MS, newWebhookSecret } from "./webhook-signing.ts"
import type { TargetPolicy } from "./webhook-target.ts"
import {
  WebhookTargetError,
  parseTargetUrl,
  resolveTarget,
} from "./webhook-target.ts"
import {
  createWebhooksRepository,
  deliveryOut,
  endpointOut,
} from "./webhooks.repository.ts"
import {
  webhookDeliverySchema,
  webhookEndpointBody,
  webhookEndpointSchema,
  webhookSecretSchema,
} from "./webhooks.schemas.ts"

export interface WebhookRouteDeps {
  authorize: Authorize
  webhooks: Webhooks
  box: SecretBox
  policy: TargetPolicy
  now: () => number
}

export const webhookReaders: [A, S][] = [
  [A.create, S.integrations],
  [A.edit, S.integrations],
  [A.delete, S.integrations],
]

const tags = ["Integrations"]

/** The caller's endpoint, or 404 (another client's ids look like missing ones). */
export async function loadEndpoint(auth: Authorized, id: number) {
  const endpoint = await createWebhooksRepository(auth.tx).find(id)
  if (!endpoint) throw notFound("Webhook endpoint not found.")
  return endpoint
}

/** An https URL whose host resolves to public addresses only (checked again at each send). */
async function checkUrl(text: string, policy: TargetPolicy) {
  try {
    const url = parseTargetUrl(text, policy)
    await resolveTarget(url.hostname, policy)
    return url.toString()
  } catch (error) {
    if (error instanceof WebhookTargetError)
      throw invalidField("url", error.reason)
    throw error
  }
}

const clientOf = (auth: Authorized) => {
  if (auth.id_client === null)
    throw forbidden("Act for a client to manage its integrations.")
  return auth.id_client
}

/** Settings → Integrations → Webhooks: endpoints, their secrets, and their test events. */
export const webhooksRoutes: FastifyPluginAsyncZod<WebhookRouteDeps> = async (
  app,
  { authorize, webhooks, box, policy, now }
) => {
  const repo = (auth: Authorized) => createWebhooksRepository(auth.tx)
  const one = <R extends z.ZodType>(summary: string, response: R) => ({
    onRequest: app.authenticate,
    schema: {
      tags,
      summary,
      ...authorizedRoute,
      params: idParams,
      response: { 200: envelope(response), ...rowErrors },
    },
  })

  app.get(
    "/webhooks",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The client's webhook endpoints (never their secrets)",
        ...authorizedRoute,
        response: {
          200: envelope(z.object({ items: z.array(webhookEndpointSchema) })),
          ...rowErrors,
        },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(webhookReaders)
        const items = (await repo(auth).list()).map(endpointOut)
        return { data: { items }, message: "OK" }
      })
  )

  app.post(
    "/webhooks",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Adds an endpoint; its signing secret is in this answer only",
        ...authorizedRoute,
        body: webhookEndpointBody,
        response: { 200: envelope(webhookSecretSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.require(A.create, S.integrations)
        const id_client = clientOf(auth)
        const url = await checkUrl(request.body.url, policy)
        const secret = newWebhookSecret()
        const made = await repo(auth).create({
          ...request.body,
          url,
          id_client,
          secret: box.seal(secret),
          createdBy: auth.user.id_user,
          // The database's clock, as the events' `occurred_at`: an endpoint hears the events
          // that happen from its creation on (webhook-deliveries.ts).
        })
        await auth.audit({
          action: "create",
          entity: "webhookEndpoint",
          entityId: made.id_webhook_endpoint,
          after: endpointOut(made),
        })
        return {
          data: { ...endpointOut(made), secret },
          message:
            "Webhook endpoint added. Copy its secret now: it will not be shown again.",
        }
      })
  )

  app.put(
    "/webhooks/:id",
    {
      onRequest: app.authenticate,
      schema: {
        ...one(
          "Changes an endpoint's URL, events or state",
          webhookEndpointSchema
        ).schema,
        body: webhookEndpointBody,
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.require(A.edit, S.integrations)
        const before = await loadEndpoint(auth, request.params.id)
        const url = await checkUrl(request.body.url, policy)
        const enabling = request.body.enabled && !before.enabled
        const after = await repo(auth).update(before.id_webhook_endpoint, {
          ...request.body,
          url,
          ...(enabling || !request.body.enabled
            ? { disabled_reason: "", failing_since: null }
            : {}),
        })
        await auth.audit({
          action: "edit",
          entity: "webhookEndpoint",
          entityId: before.id_webhook_endpoint,
          before: endpointOut(before),
          after: endpointOut(after),
        })
        return { data: endpointOut(after), message: "Webhook endpoint saved." }
      })
  )

  app.delete(
    "/webhooks/:id",
    one("Removes an endpoint and its delivery log", webhookEndpointSchema),
    async (request) =>
      authorize(request, async (auth) => {
        auth.require(A.delete, S.integrations)
        const before = await loadEndpoint(auth, request.params.id)
        await repo(auth).remove(before.id_webhook_endpoint)
        await auth.audit({
          action: "delete",
          entity: "webhookEndpoint",
          entityId: before.id_webhook_endpoint,
          before: endpointOut(before),
        })
        return {
          data: endpointOut(before),
          message: "Webhook endpoint removed.",
        }
      })
  )

  app.post(
    "/webhooks/:id/rotate-secret",
    one(
      "Makes a new secret, shown in this answer only; the old one also signs for 24 h",
      webhookSecretSchema
    ),
    async (request) =>
      authorize(request, async (auth) => {
        auth.require(A.edit, S.integrations)
        const before = await loadEndpoint(auth, request.params.id)
        const secret = newWebhookSecret()
        const after = await repo(auth).update(before.id_webhook_endpoint, {
          secret: box.seal(secret),
          previous_secret: before.secret,
          previous_secret_expires_at: new Date(now() + ROTATION_OVERLAP_MS),
        })
        await auth.audit({
          action: "rotateSecret",
          entity: "webhookEndpoint",
          entityId: before.id_webhook_endpoint,
        })
        return {
          data: { ...endpointOut(after), secret },
          message:
            "New secret made. Copy it now: the old one keeps working for 24 hours.",
        }
      })
  )

  app.post(
    "/webhooks/:id/test",
    one(
      "Sends a test event (`webhook.test`) to the endpoint",
      webhookDeliverySchema
    ),
    async (request) =>
      authorize(request, async (auth) => {
        auth.require(A.edit, S.integrations)
        const endpoint = await loadEndpoint(auth, request.params.id)
        const type = "webhook.test"
        const made = await webhooks.enqueue(auth.tx, endpoint, {
          id_event: null,
          type,
          id: `msg_${randomUUID()}`,
          body: messageBody(type, new Date(now()), {
            id_webhook_endpoint: endpoint.id_webhook_endpoint,
            message: "A test event from Ruta.",
          }),
        })
        return { data: deliveryOut(made!), message: "Test event queued." }
      })
  )

  app.get(
    "/webhooks/:id/deliveries",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "An endpoint's delivery log, newest first",
        ...authorizedRoute,
        params: idParams,
        querystring: z.object(pagingQuery),
        response: {
          200: envelope(pageOf(webhookDeliverySchema)),
          ...rowErrors,
        },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(webhookReaders)
        const endpoint = await loadEndpoint(auth, request.params.id)
        const { page, size } = request.query
        const found = await repo(auth).deliveries(
          endpoint.id_webhook_endpoint,
          page,
          size
        )
        // The log's errors are the API's sentences: in the caller's language like its messages.
        const items = found.items.map((item) => ({
          ...item,
          error: item.error && localiseMessage(item.error, request.language),
        }))
        return { data: { ...found, items, page, size }, message: "OK" }
      })
  )

  app.post(
    "/webhook-deliveries/:id/send-again",
    one('Sends a delivery again ("Send again")', webhookDeliverySchema),
    async (request) =>
      authorize(request, async (auth) => {
        auth.require(A.edit, S.integrations)
        const delivery = await repo(auth).delivery(request.params.id)
        if (!delivery) throw notFound("Webhook delivery not found.")
        if (delivery.status === "sending")
          throw invalidField("id", "This delivery is being sent right now.")
        const again = await repo(auth).resend(delivery.id_delivery)
        await webhooks.queue(auth.tx, again.id_delivery)
        return { data: deliveryOut(again), message: "Delivery queued again." }
      })
  )
}
