import { eq } from "drizzle-orm"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import type { DataStore } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { clients } from "../../db/schema.ts"
import {
  envelope,
  errorBodySchema,
  errorResponses,
} from "../../platform/lib/envelope.ts"
import { forbidden, notFound } from "../../platform/lib/errors.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import {
  issueSubscriptionToken,
  requestToken,
  resolveSubscriptionToken,
  SUBSCRIPTION_TOKEN_HEADER,
  useSubscriptionToken,
} from "./mobile-tokens.ts"

const tags = ["Subscription"]

const generatedSchema = z
  .object({
    token: z.string(),
    link: z.string().meta({ description: "The page to open on a phone" }),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: "MobileToken" })

// Token data of spec section 3, with what the page shows.
const tokenDataSchema = z
  .object({
    token: z.string(),
    id_client: z.number().int(),
    retrieved: z.literal(true),
    clientName: z.string(),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: "SubscriptionTokenData" })

const tokenHeaders = z.object({
  [SUBSCRIPTION_TOKEN_HEADER]: z
    .string()
    .optional()
    .meta({ description: "The link's token (or the `token` query value)" }),
})

const tokenErrors = { ...errorResponses, 410: errorBodySchema }

/**
 * Mobile subscription links (spec section 7, Subscription): a provider administrator generates a
 * one-time, expiring link for a client; the page validates it without signing in, and uses it up.
 */
export const mobileSubscriptionRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  store: DataStore
  publicUrl: string
  ttlSeconds: number
  now: () => number
}> = async (app, { authorize, store, publicUrl, ttlSeconds, now }) => {
  app.post(
    "/subscription/mobile-token",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        ...authorizedRoute,
        summary:
          "A provider administrator generates a one-time, expiring mobile subscription link for a client",
        body: z.object({ id_client: z.number().int().positive() }),
        response: { 200: envelope(generatedSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        // The provider's own administrators, not one acting for a client.
        if (!auth.staff)
          throw forbidden(
            "Only a provider administrator can generate a mobile subscription link."
          )
        const { id_client } = request.body
        const [client] = await auth.tx
          .select({ id_client: clients.id_client })
          .from(clients)
          .where(eq(clients.id_client, id_client))
        if (!client) throw notFound("Client not found.")
        const expiresAt = new Date(now() + ttlSeconds * 1000)
        const token = await issueSubscriptionToken(
          auth.tx,
          { id_client, created_by: auth.user.id_user },
          expiresAt
        )
        await auth.audit({
          id_client,
          action: "subscription.mobile-token",
          entity: "client",
          entityId: id_client,
        })
        const link = new URL("/mobile-subscriptions", publicUrl)
        link.searchParams.set("token", token)
        return {
          data: { token, link: link.href, expiresAt: expiresAt.toISOString() },
          message: "The mobile subscription link was generated.",
        }
      })
  )

  app.get(
    "/subscription/validate-token",
    {
      schema: {
        tags,
        summary:
          "Validate a mobile subscription link's token (query `token` or header), without signing in",
        querystring: z.object({ token: z.string().optional() }),
        headers: tokenHeaders,
        response: { 200: envelope(tokenDataSchema), ...tokenErrors },
      },
    },
    async (request) => {
      const token = requestToken(request.headers, request.query.token)
      const found = await store.withScope(systemScope, (tx) =>
        resolveSubscriptionToken(tx, token, new Date(now()))
      )
      return {
        data: {
          token: token!,
          id_client: found.id_client,
          retrieved: true as const,
          clientName: found.clientName,
          expiresAt: found.expiresAt.toISOString(),
        },
        message: "Token is valid.",
      }
    }
  )

  app.delete(
    "/subscription/token",
    {
      schema: {
        tags,
        summary:
          "Use up a mobile subscription link (header `x-subscription-token`): it then fails with 410",
        headers: tokenHeaders,
        response: { 200: envelope(z.null()), ...tokenErrors },
      },
    },
    async (request) => {
      await store.withScope(systemScope, (tx) =>
        useSubscriptionToken(tx, requestToken(request.headers), new Date(now()))
      )
      return { data: null, message: "The subscription link was used." }
    }
  )
}
