import { asc, eq, inArray } from "drizzle-orm"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import {
  notificationBounceReports,
  notifications,
  stopRatings,
} from "../../db/schema.ts"
import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  idParams,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import type { PlanningReads } from "./planning-reads.ts"

const logSchema = z
  .object({
    notifications: z.array(
      z.object({
        id_notification: z.number().int(),
        event: z.enum([
          "on_the_way",
          "approaching",
          "delivered",
          "not_delivered",
          "eta_updated",
        ]),
        channel: z.enum(["email", "sms"]),
        recipient: z.string(),
        language: z.string(),
        status: z
          .enum([
            "queued",
            "sending",
            "outbox",
            "sent",
            "delivered",
            "failed",
            "bounced",
          ])
          .describe(
            "queued or sending: not sent yet; outbox: kept in the mail outbox, no mail transport configured; sent: a provider (SMTP, Twilio) accepted it; delivered, bounced or failed: as the provider reported, or failed after the last try"
          ),
        reason: z.string().describe("Why it failed, or was not sent"),
        attempts: z.number().int(),
        created_at: z.string(),
        sent_at: z.string().nullable(),
        updated_at: z.string(),
        bounces: z
          .array(
            z.object({
              kind: z.enum(["permanent", "temporary"]),
              code: z.string().describe("The enhanced status code, e.g. 5.1.1"),
              reason: z.string(),
              received_at: z.string(),
            })
          )
          .describe(
            "The bounce reports about this mail, oldest first: a temporary one changes no status"
          ),
      })
    ),
    rating: z
      .object({
        rating: z.number().int(),
        comment: z.string(),
        created_at: z.string(),
      })
      .nullable()
      .describe("The customer's rating from the tracking page"),
  })
  .meta({ id: "StopNotificationLog" })

type Log = z.infer<typeof logSchema>

/** A stop's notification log and its customer's rating: whoever may read the stop. */
export const notificationLogRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  planning: PlanningReads
}> = async (app, { authorize, planning }) => {
  app.addHook("onRequest", app.authenticate)

  app.get(
    "/stops/:id/notifications",
    {
      schema: {
        tags: ["Customer notifications"],
        ...authorizedRoute,
        summary:
          "The messages sent to a stop's customer, with their status, and the customer's rating",
        params: idParams,
        response: { 200: envelope(logSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const stop = await planning.loadStop(auth, request.params.id)
        const rows = await auth.tx
          .select()
          .from(notifications)
          .where(eq(notifications.id_stop, stop.id_stop))
          .orderBy(asc(notifications.id_notification))
        const mailIds = rows.flatMap((n) =>
          n.channel === "email" && n.provider_id ? [n.provider_id] : []
        )
        const bounces =
          mailIds.length === 0
            ? []
            : await auth.tx
                .select()
                .from(notificationBounceReports)
                .where(inArray(notificationBounceReports.message_id, mailIds))
                .orderBy(asc(notificationBounceReports.id))
        const [rating] = await auth.tx
          .select()
          .from(stopRatings)
          .where(eq(stopRatings.id_stop, stop.id_stop))
        const data: Log = {
          notifications: rows.map((n) => ({
            id_notification: n.id_notification,
            event: n.event as Log["notifications"][number]["event"],
            channel: n.channel as "email" | "sms",
            recipient: n.recipient,
            language: n.language,
            status: n.status as Log["notifications"][number]["status"],
            reason: n.reason,
            attempts: n.attempts,
            created_at: n.createdAt.toISOString(),
            sent_at: n.sentAt?.toISOString() ?? null,
            updated_at: n.updatedAt.toISOString(),
            bounces: bounces
              .filter(
                (b) => n.channel === "email" && b.message_id === n.provider_id
              )
              .map((b) => ({
                kind: b.kind as "permanent" | "temporary",
                code: b.code,
                reason: b.reason,
                received_at: b.receivedAt.toISOString(),
              })),
          })),
          rating: rating
            ? {
                rating: rating.rating,
                comment: rating.comment,
                created_at: rating.createdAt.toISOString(),
              }
            : null,
        }
        return { data, message: "OK" }
      })
  )
}
