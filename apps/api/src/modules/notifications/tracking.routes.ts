import { ratingSchema } from "@ruta/validation/notifications"
import { and, count, eq, isNull, lt } from "drizzle-orm"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import type { DataStore, Tx } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { stopRatings, stops } from "../../db/schema.ts"
import { envelope, errorBodySchema } from "../../lib/envelope.ts"
import { conflict, notFound } from "../../lib/errors.ts"
import { acceptFormBodies } from "./form-body.ts"
import type { CustomerNotifications } from "./notifications.ts"
import { createNotificationSettingsRepository } from "./notification-settings.repository.ts"
import { etaWindow, loadStopContext, stopLanguage } from "./stop-context.ts"
import { findTrackedStop } from "./tracking-tokens.ts"

const INVALID_LINK = "This tracking link is not valid or has expired."

const tokenParams = z.object({ token: z.string().max(100) })

const trackingSchema = z
  .object({
    company: z.string(),
    language: z.enum(["en", "es"]),
    status: z.enum([
      "scheduled",
      "on_the_way",
      "stops_away",
      "delivered",
      "not_delivered",
    ]),
    stops_away: z
      .number()
      .int()
      .nullable()
      .describe("Visits before this one still to do, once the route started"),
    window: z
      .object({ from: z.string(), to: z.string() })
      .nullable()
      .describe("The ETA window"),
    time_zone: z.string(),
    driver_first_name: z.string(),
    rating: z
      .object({ rating: z.number().int(), comment: z.string() })
      .nullable(),
  })
  .meta({ id: "Tracking" })

/** A public page's limit: this many calls a minute from one address. */
const rateLimit = {
  max: 60,
  timeWindow: 60_000,
  allowList: () => false,
  keyGenerator: (request: { ip: string }) => `track:${request.ip}`,
}

/** What a tracking page shows of its stop, and nothing of any other. */
async function tracking(tx: Tx, id_stop: number) {
  const context = await loadStopContext(tx, id_stop)
  if (!context) return null
  const { stop, route } = context
  const settings = await createNotificationSettingsRepository(tx).get(
    stop.id_client
  )
  const language = stopLanguage(stop, settings.default_language)
  let stopsAway: number | null = null
  if (route?.started && !stop.completed && stop.order != null) {
    const [before] = await tx
      .select({ n: count() })
      .from(stops)
      .where(
        and(
          eq(stops.id_route, route.id_route),
          isNull(stops.completed),
          lt(stops.order, stop.order)
        )
      )
    stopsAway = before?.n ?? 0
  }
  const status = stop.completed
    ? stop.failed
      ? "not_delivered"
      : "delivered"
    : stopsAway === null
      ? "scheduled"
      : stopsAway === 0
        ? "on_the_way"
        : "stops_away"
  const window = stop.completed
    ? null
    : etaWindow(stop.eta, settings.window_minutes, settings.time_zone, language)
  const [rating] = await tx
    .select({ rating: stopRatings.rating, comment: stopRatings.comment })
    .from(stopRatings)
    .where(eq(stopRatings.id_stop, id_stop))
  return {
    stop,
    page: {
      company: context.company,
      language,
      status,
      stops_away: stopsAway,
      window: window
        ? { from: window.from.toISOString(), to: window.to.toISOString() }
        : null,
      time_zone: settings.time_zone,
      driver_first_name: context.driverFirstName,
      rating: rating ?? null,
    } satisfies z.infer<typeof trackingSchema>,
  }
}

/**
 * The customer's tracking page (`/track/{token}` in the back office) and its rating, and the
 * one-click unsubscribe of the mails: public, the token is the credential, rate-limited, no
 * session and no cookie.
 */
export const trackingRoutes: FastifyPluginAsyncZod<{
  store: DataStore
  notifications: CustomerNotifications
  now: () => number
}> = async (app, { store, notifications, now }) => {
  acceptFormBodies(app)
  const withToken = async <T>(
    token: string,
    work: (tx: Tx, stop: { id_client: number; id_stop: number }) => Promise<T>
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
