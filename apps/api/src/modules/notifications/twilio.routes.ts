import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { errorBodySchema } from "../../platform/lib/envelope.ts"
import { forbidden } from "../../platform/lib/errors.ts"
import { isTwilioBounce } from "./bounces.ts"
import { acceptFormBodies } from "./form-body.ts"
import type { CustomerNotifications } from "./notifications.ts"
import type { SmsSender } from "./twilio-sms.ts"

/** Words that opt a number out (Twilio's own list), and those that opt it back in. */
const STOP_WORDS = new Set([
  "STOP",
  "STOPALL",
  "UNSUBSCRIBE",
  "CANCEL",
  "END",
  "QUIT",
])

const STATUS: Record<string, "sent" | "delivered" | "failed"> = {
  sent: "sent",
  delivered: "delivered",
  undelivered: "failed",
  failed: "failed",
}

const formSchema = z.record(z.string(), z.string())
const routeSchema = {
  tags: ["Customer notifications"],
  security: [{}],
  // Twilio posts its callbacks form-encoded: so the document says (fastify parses either).
  consumes: ["application/x-www-form-urlencoded"],
  headers: z.object({ "x-twilio-signature": z.string().optional() }),
  body: formSchema,
}

/**
 * Twilio's callbacks: message statuses and incoming messages, form-encoded and signed with the
 * account's token (`X-Twilio-Signature`); a forged one gets 403 and changes nothing.
 */
export const twilioRoutes: FastifyPluginAsyncZod<{
  notifications: CustomerNotifications
  sms: SmsSender | null
  apiUrl: string
}> = async (app, { notifications, sms, apiUrl }) => {
  acceptFormBodies(app)

  const verified = (
    url: string,
    signature: string | undefined,
    body: Record<string, string>
  ) => {
    if (!sms || !signature || !sms.verify(signature, url, body))
      throw forbidden("The request's Twilio signature is not valid.")
  }

  app.post(
    "/notifications/twilio/status",
    {
      schema: {
        ...routeSchema,
        summary:
          "Twilio's status callback for a customer SMS (no session; the signature is the credential)",
        response: { 204: z.null(), 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const body = request.body
      verified(
        notifications.statusCallbackUrl,
        request.headers["x-twilio-signature"],
        body
      )
      const reported = STATUS[body.MessageStatus ?? ""]
      // A failure whose code says the number will never receive is a bounce.
      const status =
        reported === "failed" && isTwilioBounce(body.ErrorCode)
          ? "bounced"
          : reported
      if (body.MessageSid && status)
        await notifications.applyStatus(
          body.MessageSid,
          status,
          status === "failed" || status === "bounced"
            ? `Twilio: ${body.MessageStatus} (error ${body.ErrorCode ?? "unknown"})`
            : ""
        )
      return reply.code(204).send(null)
    }
  )

  app.post(
    "/notifications/twilio/incoming",
    {
      schema: {
        ...routeSchema,
        summary:
          "Twilio's incoming-message webhook: STOP opts the number out of the client that wrote to it",
        response: { 200: z.string(), 403: errorBodySchema },
      },
    },
    async (request, reply) => {
      const body = request.body
      verified(
        `${apiUrl}/notifications/twilio/incoming`,
        request.headers["x-twilio-signature"],
        body
      )
      const word = (body.Body ?? "").trim().toUpperCase()
      if (body.From && STOP_WORDS.has(word))
        await notifications.optOutLatest("sms", body.From)
      return reply
        .type("text/xml")
        .send('<?xml version="1.0" encoding="UTF-8"?><Response></Response>')
    }
  )
}
