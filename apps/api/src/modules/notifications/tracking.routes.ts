import { ratingSchema } from "@ruta/validation/notifications"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import type { DataStore, Tx } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { stopRatings } from "../../db/schema.ts"
import { envelope, errorBodySchema } from "../../platform/lib/envelope.ts"
import { conflict, notFound } from "../../platform/lib/errors.ts"
import { acceptFormBodies } from "./form-body.ts"
import type { CustomerNotifications } from "./notifications.ts"
import type { FileLinks } from "../files/file-links.ts"
import type { LiveHub } from "../live/live-hub.ts"
import { eventStreamRoute } from "../../platform/sse/event-stream.ts"
import { trackingPage, trackingSchema } from "./tracking-page.ts"
import { streamTracking } from "./tracking-stream.ts"
import { findTrackedStop } from "./tracking-tokens.ts"

const INVALID_LINK = "This tracking link is not valid or has expired."

const tokenParams = z.object({ token: z.string().max(100) })

/** A public page's limit: this many calls a minute from one address. */
const rateLimit = {
  max: 60,
  timeWindow: 60_000,
  allowList: () => false,
  keyGenerator: (request: { ip: string }) => `track:${request.ip}`,
}

/**
 * The customer's tracking page (`/track/{token}` in the back office) and its rating, and the
 * one-click unsubscribe of the mails: public, the token is the credential, rate-limited, no
 * session and no cookie.
 */
export const trackingRoutes: FastifyPluginAsyncZod<{
  store: DataStore
  notifications: CustomerNotifications
  live: LiveHub
  links: FileLinks
  now: () => number
}> = async (app, { store, notifications, live, links, now }) => {
  acceptFormBodies(app)
  const tracking = (tx: Tx, id_stop: number) => trackingPage(tx, id_stop, links)
  const withToken = async <T>(
    token: string,
    work: (
      tx: Tx,
      stop: { id_client: number; id_stop: number; expiresAt: Date }
    ) => Promise<T>
  ) =>
    store.withScope(systemScope, async (tx) => {
      const found = await findTrackedStop(tx, token, new Date(now()))
      if (!found) throw notFound(INVALID_LINK)
      return work(tx, found)
    })
  const publicRoute = {
    tags: ["Customer notifications"],
    security: [{}],
    params: tokenParams,
  }

  app.get(
    "/track/:token",
    {
      config: { rateLimit },
      schema: {
        ...publicRoute,
        summary:
          "A customer's tracking page: company, status, ETA window and driver of one visit (the token is the credential)",
        response: { 200: envelope(trackingSchema), 404: errorBodySchema },
      },
    },
    async (request) =>
      withToken(request.params.token, async (tx, found) => {
        const result = await tracking(tx, found.id_stop)
        if (!result) throw notFound(INVALID_LINK)
        return { data: result.page, message: "OK" }
      })
  )

  app.get(
    "/track/:token/events",
    {
      config: { rateLimit },
      schema: {
        ...publicRoute,
        summary:
          "A customer's tracking page, pushed: the page at once and again whenever it changes (Server-Sent Events, `tracking`)",
        response: {
          ...eventStreamRoute.response,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const found = await withToken(request.params.token, async (_, f) => f)
      streamTracking(reply, { store, live, links, found, now })
    }
  )

  app.post(
    "/track/:token/rating",
    {
      config: { rateLimit },
      schema: {
        ...publicRoute,
        summary: "Rate a delivered visit 1 to 5, with a comment: once",
        body: ratingSchema,
        response: {
          200: envelope(trackingSchema),
          400: errorBodySchema,
          404: errorBodySchema,
          409: errorBodySchema,
        },
      },
    },
    async (request) =>
      withToken(request.params.token, async (tx, found) => {
        const before = await tracking(tx, found.id_stop)
        if (!before) throw notFound(INVALID_LINK)
        if (before.page.status !== "delivered")
          throw conflict("A visit can be rated once it is delivered.")
        const [made] = await tx
          .insert(stopRatings)
          .values({
            id_stop: found.id_stop,
            id_client: found.id_client,
            id_subsidiary: before.stop.id_subsidiary,
            rating: request.body.rating,
            comment: request.body.comment,
            createdAt: new Date(now()),
          })
          .onConflictDoNothing()
          .returning()
        if (!made) throw conflict("This visit was rated already.")
        const after = await tracking(tx, found.id_stop)
        return { data: after!.page, message: "Thank you for your rating." }
      })
  )

  const unsubscribed = (language: "en" | "es") =>
    language === "es"
      ? '<!doctype html><html lang="es"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Baja</title><p>Ya no recibirás más correos de esta empresa.</p></html>'
      : '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Unsubscribed</title><p>You will receive no more emails from this company.</p></html>'

  /** Opts the token's stop's email out; answers the page in the stop's language. */
  const unsubscribe = (token: string) =>
    withToken(token, async (tx, found) => {
      const result = await tracking(tx, found.id_stop)
      const email = result?.stop.email.trim().toLowerCase() ?? ""
      if (email) await notifications.optOut(tx, found.id_client, "email", email)
      return unsubscribed(result?.page.language ?? "en")
    })

  for (const method of ["GET", "POST"] as const)
    app.route({
      method,
      url: "/notifications/unsubscribe/:token",
      config: { rateLimit },
      schema: {
        ...publicRoute,
        summary:
          method === "POST"
            ? "One-click unsubscribe (RFC 8058, List-Unsubscribe-Post) of a customer's emails"
            : "The unsubscribe link of a customer's emails",
        response: { 200: z.string(), 404: errorBodySchema },
      },
      handler: async (request, reply) =>
        reply
          .type("text/html; charset=utf-8")
          .send(await unsubscribe(request.params.token)),
    })
}
