import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import { forbidden } from "../../platform/lib/errors.ts"
import type { Authorized } from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
import { invalidField } from "../../platform/lib/errors.ts"
import type { WebhookRouteDeps } from "./webhook-access.ts"
import {
  onEndpoint,
  oneRoute,
  repo,
  tags,
  webhookReaders,
} from "./webhook-access.ts"
import { ROTATION_OVERLAP_MS, newWebhookSecret } from "./webhook-signing.ts"
import type { TargetPolicy } from "./webhook-target.ts"
import {
  WebhookTargetError,
  parseTargetUrl,
  resolveTarget,
} from "./webhook-target.ts"
import { endpointOut } from "./webhooks.repository.ts"
import {
  webhookEndpointBody,
  webhookEndpointSchema,
  webhookSecretSchema,
} from "./webhooks.schemas.ts"

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

/** Adds the caller's client an endpoint; answers it with its new secret (shown once). */
async function addEndpoint(
  auth: Authorized,
  body: z.infer<typeof webhookEndpointBody>,
  { box, policy }: Pick<WebhookRouteDeps, "box" | "policy">
) {
  const id_client = clientOf(auth)
  const url = await checkUrl(body.url, policy)
  const secret = newWebhookSecret()
  const made = await repo(auth).create({
    ...body,
    url,
    id_client,
    secret: box.seal(secret),
    createdBy: auth.user.id_user,
    // The database's clock, as the events' `occurred_at`: an endpoint hears the events
    // that happen from its creation on (webhook-fan-out.ts).
  })
  await auth.audit({
    action: "create",
    entity: "webhookEndpoint",
    entityId: made.id_webhook_endpoint,
    after: endpointOut(made),
  })
  return { ...endpointOut(made), secret }
}

/** Settings → Integrations → Webhooks: the endpoints and their secrets. */
export const webhookEndpointRoutes: FastifyPluginAsyncZod<
  WebhookRouteDeps
> = async (app, { authorize, box, policy, now }) => {
  const one = oneRoute(app)

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
        response: { 201: envelope(webhookSecretSchema), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        auth.require(A.create, S.integrations)
        const made = await addEndpoint(auth, request.body, { box, policy })
        replyCreated(reply)
        return {
          data: made,
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
      authorize(
        request,
        onEndpoint(A.edit, request.params.id, async (auth, before) => {
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
          return {
            data: endpointOut(after),
            message: "Webhook endpoint saved.",
          }
        })
      )
  )

  app.delete(
    "/webhooks/:id",
    one("Removes an endpoint and its delivery log", webhookEndpointSchema),
    async (request) =>
      authorize(
        request,
        onEndpoint(A.delete, request.params.id, async (auth, before) => {
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
  )

  app.post(
    "/webhooks/:id/rotate-secret",
    one(
      "Makes a new secret, shown in this answer only; the old one also signs for 24 h",
      webhookSecretSchema
    ),
    async (request) =>
      authorize(
        request,
        onEndpoint(A.edit, request.params.id, async (auth, before) => {
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
  )
}
