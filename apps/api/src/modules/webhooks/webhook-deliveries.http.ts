import { randomUUID } from "node:crypto"

import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import { localiseMessage } from "../../platform/lib/messages-es.ts"
import { notFound } from "../../platform/lib/errors.ts"
import {
  authorizedRoute,
  idParams,
  pageOf,
  pagingQuery,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { invalidField } from "../../platform/lib/errors.ts"
import type { WebhookRouteDeps } from "./webhook-access.ts"
import {
  loadEndpoint,
  onEndpoint,
  oneRoute,
  repo,
  tags,
  webhookReaders,
} from "./webhook-access.ts"
import { messageBody } from "./webhook-fan-out.ts"
import { deliveryOut } from "./webhooks.repository.ts"
import { webhookDeliverySchema } from "./webhooks.schemas.ts"

/** Settings → Integrations → Webhooks: test events, the delivery log and "Send again". */
export const webhookDeliveryRoutes: FastifyPluginAsyncZod<
  WebhookRouteDeps
> = async (app, { authorize, webhooks, now }) => {
  const one = oneRoute(app)

  app.post(
    "/webhooks/:id/test",
    one(
      "Sends a test event (`webhook.test`) to the endpoint",
      webhookDeliverySchema
    ),
    async (request) =>
      authorize(
        request,
        onEndpoint(A.edit, request.params.id, async (auth, endpoint) => {
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
