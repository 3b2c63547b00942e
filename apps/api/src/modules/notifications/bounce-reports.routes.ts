import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { Webhook } from "standardwebhooks"
import { z } from "zod"

import type { DataStore } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { envelope, errorBodySchema } from "../../platform/lib/envelope.ts"
import {
  AppError,
  ErrorCode,
  forbidden,
  notFound,
} from "../../platform/lib/errors.ts"
import type { BounceReport } from "./bounce-reports.ts"
import {
  applyBounceReports,
  jsonReportsSchema,
  reportsOfDsn,
  reportsOfJson,
} from "./bounce-reports.ts"
import { contentType, readDsn } from "./delivery-status.ts"

/** The media types a report comes in: JSON, or a DSN (the whole mail, or its report body). */
const RAW_TYPES = ["application/json", "message/rfc822", "multipart/report"]

const receiptSchema = z
  .object({
    reports: z.array(
      z.object({
        message_id: z.string(),
        kind: z.enum(["permanent", "temporary"]),
        outcome: z
          .enum(["bounced", "temporary", "unknown"])
          .describe(
            "bounced: the message is marked bounced and the address suppressed; temporary: kept in the stop's log; unknown: no customer mail of ours has this Message-ID and recipient"
          ),
      })
    ),
  })
  .meta({ id: "EmailBounceReceipt" })

const notConfigured = () =>
  new AppError(
    501,
    ErrorCode.NOT_CONFIGURED,
    "Bounce reports are not configured (EMAIL_EVENTS_SECRET)."
  )

const invalidReport = (message: string, details?: unknown) =>
  new AppError(400, ErrorCode.VALIDATION_ERROR, message, details)

/** The reports a verified body holds, by its media type. */
function reportsOf(raw: string, type: string | undefined): BounceReport[] {
  if (contentType(type).type === "application/json") {
    let json: unknown
    try {
      json = JSON.parse(raw)
    } catch {
      throw invalidReport("The request body is not valid JSON.")
    }
    const list = Array.isArray(json)
    const parsed = jsonReportsSchema.safeParse(list ? json : [json])
    if (!parsed.success) {
      const details = parsed.error.issues.map((issue) => ({
        // A report sent alone is named by its fields, not as the list's first.
        field: (list ? issue.path : issue.path.slice(1)).join(".") || "body",
        message: issue.message,
      }))
      throw invalidReport(details[0]!.message, details)
    }
    return reportsOfJson(parsed.data)
  }
  const dsn = readDsn(raw, type)
  if (!dsn)
    throw invalidReport(
      "The body is no delivery status notification (multipart/report; report-type=delivery-status)."
    )
  if (!dsn.originalMessageId && dsn.recipients.length > 0)
    throw notFound(
      "The report does not return the original mail's headers, so its Message-ID is unknown."
    )
  return reportsOfDsn(dsn)
}

/**
 * Bounce reports about customer mails, from a mail provider or a bounce mailbox: signed with
 * EMAIL_EVENTS_SECRET by the Standard Webhooks scheme (the one the outgoing webhooks use); a
 * forged or missing signature gets 403 and changes nothing. The body is a JSON report (or a list
 * of them), or an RFC 3464 delivery status notification as it came: the whole mail
 * (`message/rfc822`) or its body (`multipart/report`).
 */
export const bounceReportRoutes: FastifyPluginAsyncZod<{
  store: DataStore
  secret: string | undefined
  now: () => number
}> = async (app, { store, secret, now }) => {
  // The signature is over the exact bytes sent, so every body stays raw.
  app.addContentTypeParser(
    RAW_TYPES,
    { parseAs: "string", bodyLimit: 1_048_576 },
    (_request, body, done) => done(null, body)
  )
  const webhook = secret ? new Webhook(secret) : null

  app.post(
    "/notifications/email/bounces",
    {
      schema: {
        tags: ["Customer notifications"],
        summary:
          "A bounce report about a customer mail: JSON or an RFC 3464 DSN (no session; the Standard Webhooks signature with EMAIL_EVENTS_SECRET is the credential)",
        description: [
          "Bodies: `application/json`, `{ message_id, recipient, type: permanent|temporary, status?, reason? }` or a list of up to 100",
          "`message/rfc822`, the whole DSN mail",
          "`multipart/report; report-type=delivery-status; boundary=…`, its body",
          "signed with `webhook-id`, `webhook-timestamp` (within 5 minutes) and `webhook-signature` over the raw body (docs/notifications.md)",
        ].join("; "),
        security: [{}],
        headers: z.object({
          "webhook-id": z.string().optional(),
          "webhook-timestamp": z.string().optional(),
          "webhook-signature": z.string().optional(),
        }),
        response: {
          200: envelope(receiptSchema),
          400: errorBodySchema,
          403: errorBodySchema,
          404: errorBodySchema,
          501: errorBodySchema,
        },
      },
    },
    async (request) => {
      if (!webhook) throw notConfigured()
      const raw = typeof request.body === "string" ? request.body : ""
      try {
        webhook.verify(
          raw,
          {
            "webhook-id": request.headers["webhook-id"] ?? "",
            "webhook-timestamp": request.headers["webhook-timestamp"] ?? "",
            "webhook-signature": request.headers["webhook-signature"] ?? "",
          },
          // A DSN is no JSON: the body is read below, by its type.
          { jsonParse: false }
        )
      } catch {
        throw forbidden("The bounce report's signature is not valid.")
      }
      const reports = reportsOf(raw, request.headers["content-type"])
      const outcomes = await store.withScope(systemScope, (tx) =>
        applyBounceReports(tx, reports, new Date(now()))
      )
      request.log.info(
        {
          bounces: reports.map((r, i) => ({
            message_id: r.message_id,
            kind: r.kind,
            outcome: outcomes[i],
          })),
        },
        "email bounce report"
      )
      if (reports.length > 0 && outcomes.every((o) => o === "unknown"))
        throw notFound(
          "No customer mail of ours has this Message-ID and recipient."
        )
      return {
        data: {
          reports: reports.map((r, i) => ({
            message_id: r.message_id,
            kind: r.kind,
            outcome: outcomes[i]!,
          })),
        },
        message: "OK",
      }
    }
  )
}
