import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import type { FastifyInstance } from "fastify"
import type { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import { notFound } from "../../platform/lib/errors.ts"
import type {
  Authorize,
  Authorized,
} from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  idParams,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import type { SecretBox } from "../../platform/crypto/secret-box.ts"
import type { Webhooks } from "./webhook-deliveries.ts"
import type { Endpoint } from "./delivery-outcomes.ts"
import type { TargetPolicy } from "./webhook-target.ts"
import { createWebhooksRepository } from "./webhooks.repository.ts"

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

export const tags = ["Integrations"]

/** The caller's endpoint, or 404 (another client's ids look like missing ones). */
export async function loadEndpoint(auth: Authorized, id: number) {
  const endpoint = await createWebhooksRepository(auth.tx).find(id)
  if (!endpoint) throw notFound("Webhook endpoint not found.")
  return endpoint
}

/** The options of a route of one endpoint or delivery (`:id`), answering `response`. */
export const oneRoute =
  (app: FastifyInstance) =>
  <R extends z.ZodType>(summary: string, response: R) => ({
    onRequest: app.authenticate,
    schema: {
      tags,
      summary,
      ...authorizedRoute,
      params: idParams,
      response: { 200: envelope(response), ...rowErrors },
    },
  })

/** The webhooks' repository in the caller's transaction. */
export const repo = (auth: Authorized) => createWebhooksRepository(auth.tx)

/**
 * The work of a route on the caller's endpoint `id` (or 404), once the caller may `action` the
 * client's integrations: for `authorize`.
 */
export const onEndpoint =
  <T>(
    action: A,
    id: number,
    work: (auth: Authorized, endpoint: Endpoint) => Promise<T>
  ) =>
  async (auth: Authorized) => {
    auth.require(action, S.integrations)
    return work(auth, await loadEndpoint(auth, id))
  }
