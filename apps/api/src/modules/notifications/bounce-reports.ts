import { and, eq, inArray } from "drizzle-orm"
import { z } from "zod"

import type { Tx } from "../../db/database.ts"
import { notificationBounceReports, notifications } from "../../db/schema.ts"
import type { Dsn } from "./delivery-status.ts"
import { optOut } from "./opt-outs.ts"

/** One recipient's bounce of one mail, whichever form reported it. */
export interface BounceReport {
  /** The bounced mail's Message-ID, "<…>". */
  message_id: string
  /**
   * The addresses that bounced as the report names them, lower case: the JSON's recipient, or a
   * DSN's Original-Recipient and Final-Recipient (a forward); one of them must be the mail's.
   */
  recipients: string[]
  /** permanent (5.x.x: the address will never get mail) or temporary (4.x.x: still trying). */
  kind: "permanent" | "temporary"
  /** The enhanced status code, e.g. "5.1.1"; empty when not given. */
  code: string
  /** The server's or the provider's words, e.g. "550 5.1.1 <x@y>: no such user". */
  reason: string
}

/** What a report did: the message marked bounced, a temporary failure kept, or no mail of ours. */
export type BounceOutcome = "bounced" | "temporary" | "unknown"

const reportSchema = z
  .object({
    message_id: z
      .string()
      .trim()
      .max(998, "The message_id must be a Message-ID, such as <id@domain>.")
      .regex(
        /^<?[^<>\s]+@[^<>\s]+>?$/,
        "The message_id must be a Message-ID, such as <id@domain>."
      )
      .describe(
        "The Message-ID header of the mail that bounced, with or without its angle brackets"
      ),
    recipient: z
      .email({ error: "The recipient must be an email address." })
      .max(320, "The recipient must be an email address.")
      .describe("The address that bounced: the mail's recipient"),
    type: z
      .enum(["permanent", "temporary"], {
        error: "The type must be permanent or temporary.",
      })
      .describe(
        "permanent (a hard bounce, 5.x.x: the address is suppressed) or temporary (a soft bounce, 4.x.x: only logged)"
      ),
    status: z
      .string()
      .regex(
        /^[245]\.\d{1,3}\.\d{1,3}$/,
        "The status must be an enhanced status code, such as 5.1.1."
      )
      .optional()
      .describe("The enhanced status code (RFC 3463), e.g. 5.1.1"),
    reason: z
      .string()
      .max(1000, "The reason must be at most 1000 characters.")
      .optional()
      .describe(
        "The diagnostic: the remote server's answer or the provider's words"
      ),
  })
  .meta({ id: "EmailBounceReport" })

/** The JSON form: a list of 1 to 100 reports (one alone is read as a list of one). */
export const jsonReportsSchema = z
  .array(reportSchema, {
    error: "The body must be a bounce report or a list of them.",
  })
  .min(1, "Send 1 to 100 reports.")
  .max(100, "Send 1 to 100 reports.")

/** `<id>` whether or not the report wrote the angle brackets. */
export const normalMessageId = (id: string) =>
  `<${id.trim().replace(/^<|>$/g, "")}>`

/** The reports a JSON body holds. */
export function reportsOfJson(
  body: z.infer<typeof jsonReportsSchema>
): BounceReport[] {
  return body.map((r) => ({
    message_id: normalMessageId(r.message_id),
    recipients: [r.recipient.toLowerCase()],
    kind: r.type,
    code: r.status ?? "",
    reason: (r.reason ?? "").trim(),
  }))
}

/**
 * The bounces a DSN reports: each recipient whose delivery failed (5.x.x, permanent) or is
 * delayed (4.x.x, temporary); a "delivered", "relayed" or "expanded" recipient is no bounce.
 * The status code's class decides, then the action.
 */
export function reportsOfDsn(dsn: Dsn): BounceReport[] {
  return dsn.recipients.flatMap((r): BounceReport[] => {
    const kind = r.status.startsWith("5.")
      ? "permanent"
      : r.status.startsWith("4.")
        ? "temporary"
        : r.action === "failed"
          ? "permanent"
          : r.action === "delayed"
            ? "temporary"
            : null
    if (!kind || !["failed", "delayed", ""].includes(r.action)) return []
    return [
      {
        message_id: normalMessageId(dsn.originalMessageId ?? ""),
        recipients: [r.recipient, r.finalRecipient].filter(Boolean),
        kind,
        code: r.status,
        reason: r.diagnostic,
      },
    ]
  })
}

/** A bounced message's reason, as its log shows it: "Bounce report 5.1.1: 550 …". */
export const bounceReason = (r: BounceReport) =>
  `Bounce report${r.code ? ` ${r.code}` : ""}: ${r.reason || (r.kind === "permanent" ? "permanent failure" : "temporary failure")}`.slice(
    0,
    500
  )

/**
 * Applies bounce reports in `tx` (the system's scope): each is matched to the customer mail sent
 * with its Message-ID (its notification's provider id, written when the server took it) and to
 * its recipient, when the report names one (a DSN's Original-Recipient or Final-Recipient), and
 * kept for the stop's log, once. A permanent one also marks the message bounced with its reason,
 * even after "delivered" (for mail, a relay's "delivered" is one hop, and the last server may
 * still refuse), and suppresses the address for that client, as an opt-out does; a temporary one
 * changes no status. Answers each report's outcome, in order.
 */
export async function applyBounceReports(
  tx: Tx,
  reports: BounceReport[],
  at: Date
): Promise<BounceOutcome[]> {
  if (reports.length === 0) return []
  const mails = await tx
    .select({
      id_notification: notifications.id_notification,
      message_id: notifications.provider_id,
      id_client: notifications.id_client,
      recipient: notifications.recipient,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.channel, "email"),
        inArray(notifications.provider_id, [
          ...new Set(reports.map((r) => r.message_id)),
        ])
      )
    )
  const byId = new Map(mails.map((m) => [m.message_id!, m]))
  const outcomes: BounceOutcome[] = []
  for (const report of reports) {
    const mail = byId.get(report.message_id)
    const to = mail?.recipient.toLowerCase() ?? ""
    if (
      !mail ||
      (report.recipients.length > 0 && !report.recipients.includes(to))
    ) {
      outcomes.push("unknown")
      continue
    }
    await keepReport(tx, mail.id_client, to, report, at)
    if (report.kind === "permanent") {
      const reason = bounceReason(report)
      // Forward only, but over "delivered" too: sent or delivered become bounced.
      await tx
        .update(notifications)
        .set({ status: "bounced", reason, updatedAt: at })
        .where(
          and(
            eq(notifications.id_notification, mail.id_notification),
            inArray(notifications.status, ["sent", "delivered"])
          )
        )
      await optOut(tx, mail.id_client, "email", to, reason)
    }
    outcomes.push(report.kind === "permanent" ? "bounced" : "temporary")
  }
  return outcomes
}

/** Keeps a report for the stop's log, unless the same report was kept before (a provider's retry). */
async function keepReport(
  tx: Tx,
  id_client: number,
  recipient: string,
  report: BounceReport,
  at: Date
) {
  const t = notificationBounceReports
  const [seen] = await tx
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.message_id, report.message_id),
        eq(t.kind, report.kind),
        eq(t.code, report.code),
        eq(t.reason, report.reason.slice(0, 1000))
      )
    )
    .limit(1)
  if (seen) return
  await tx.insert(t).values({
    id_client,
    message_id: report.message_id,
    recipient,
    kind: report.kind,
    code: report.code,
    reason: report.reason.slice(0, 1000),
    receivedAt: at,
  })
}
