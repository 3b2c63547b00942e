import type { NotificationDeps } from "./notification-deps.ts"
import { bounceOf } from "./bounces.ts"
import type { NotificationRow } from "./message-claims.ts"
import type { Ready } from "./message-preparation.ts"
import { MAX_ATTEMPTS } from "./notification-queue.ts"

/**
 * Sends a written message, outside any transaction: answers its outcome (the SMS's provider
 * id; the mail kept in the outbox, marked sent with it when SMTP took it). A mail no transport
 * took (none configured) waits in the outbox: its status says so, never "sent".
 */
export async function send(
  deps: Pick<NotificationDeps, "mailer" | "sms">,
  statusCallbackUrl: string,
  { row, composed, mail }: Ready
) {
  if (row.channel === "sms") {
    if (!deps.sms) throw new Error("SMS is not configured (Twilio).")
    const sid = await deps.sms.send(
      row.recipient,
      composed.message.sms,
      statusCallbackUrl
    )
    return { status: "sent" as const, provider_id: sid, id_mail: null }
  }
  const delivered = await deps.mailer.deliver(mail!)
  // A mail's provider id is its Message-ID: bounce reports name it.
  return {
    status: delivered ? ("sent" as const) : ("outbox" as const),
    provider_id: mail!.messageId,
    id_mail: delivered ? mail!.id : null,
  }
}

/** A failed send's status: retried (queued), failed after the last try, or bounced at once. */
export function afterFailure(row: NotificationRow, error: unknown) {
  const bounce = bounceOf(error)
  const reason =
    bounce ?? (error instanceof Error ? error.message : String(error))
  const last = bounce !== null || row.attempts >= MAX_ATTEMPTS
  return {
    status: bounce ? "bounced" : last ? "failed" : "queued",
    reason: reason.slice(0, 500),
    retry: !last,
  } as const
}
