import { randomUUID } from "node:crypto"

import { inArray } from "drizzle-orm"
import type { FastifyBaseLogger } from "fastify"
import nodemailer from "nodemailer"

import type { Tx } from "../../db/database.ts"
import { mailOutbox } from "../../db/schema.ts"

export interface Mail {
  to: string
  subject: string
  text: string
  id_client: number | null
  /** An HTML part besides the text (customer notifications). */
  html?: string
  /** The sender's display name, instead of MAIL_FROM's. */
  fromName?: string
  /** Extra headers: Reply-To, List-Unsubscribe... */
  headers?: Record<string, string>
}

/** A mail written to the outbox, with its row's id and its Message-ID. */
export interface KeptMail {
  id: number
  mail: Mail
  /** The Message-ID header it is sent with, "<…@…>", kept on its row: bounce reports name it. */
  messageId: string
}

export interface Mailer {
  /** Writes the mail to the outbox in `tx`, then delivers it by SMTP when configured. */
  send(tx: Tx, mail: Mail): Promise<void>
  /**
   * Writes mails to the outbox in `tx` (one statement), to be delivered outside the
   * transaction (`deliver`) and marked sent after (`markSent`).
   */
  keep(tx: Tx, mails: Mail[]): Promise<KeptMail[]>
  /**
   * Delivers a kept mail by SMTP, outside any transaction; answers whether it went (false with
   * no SMTP configured: it stays in the outbox and the log). Throws the server's refusal.
   */
  deliver(kept: KeptMail): Promise<boolean>
  /** Marks kept mails as sent, in `tx`. */
  markSent(tx: Tx, ids: number[], at: Date): Promise<void>
}

/**
 * How long an SMTP exchange may wait on the server: to connect, for its greeting, and in silence
 * at any step. A send's hold on its message (customer notifications) outlives these.
 */
export const SMTP_TIMEOUTS = {
  connectionTimeout: 10_000,
  greetingTimeout: 10_000,
  socketTimeout: 15_000,
}

/**
 * Mail goes through SMTP when `smtpUrl` is set; otherwise it stays in the outbox table and is
 * written to the log, so the embedded default can follow a reset link (architecture decision 10).
 */
export function createMailer(options: {
  smtpUrl?: string | undefined
  from: string
  log: FastifyBaseLogger
}): Mailer {
  const transport = options.smtpUrl
    ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS })
    : null
  const mailer: Mailer = {
    async send(tx, mail) {
      const [kept] = await mailer.keep(tx, [mail])
      if (await mailer.deliver(kept!))
        await mailer.markSent(tx, [kept!.id], new Date())
    },
    async keep(tx, mails) {
      if (mails.length === 0) return []
      const rows = await tx
        .insert(mailOutbox)
        .values(
          mails.map(({ fromName: _, ...stored }) => ({
            ...stored,
            message_id: newMessageId(options.from),
          }))
        )
        .returning({ id: mailOutbox.id, messageId: mailOutbox.message_id })
      return rows.map((row, i) => ({
        id: row.id,
        mail: mails[i]!,
        messageId: row.messageId!,
      }))
    },
    async deliver({ mail, messageId }) {
      if (!transport) {
        options.log.info(
          { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
          "mail kept in the outbox (no SMTP configured)"
        )
        return false
      }
      await transport.sendMail({
        from: mail.fromName
          ? withName(options.from, mail.fromName)
          : options.from,
        to: mail.to,
        messageId,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      })
      return true
    },
    async markSent(tx, ids, at) {
      if (ids.length === 0) return
      await tx
        .update(mailOutbox)
        .set({ sentAt: at })
        .where(inArray(mailOutbox.id, ids))
    },
  }
  return mailer
}

/** `from`'s address under another display name: "Acme <no-reply@x>". */
export function withName(from: string, name: string) {
  return `"${name.replace(/["\\\r\n]/g, "")}" <${addressOf(from)}>`
}

/**
 * A new Message-ID, unique: "<random UUID@the sender's domain>" (RFC 5322 wants the right side
 * to be a domain the sender controls; "ruta.local" when MAIL_FROM has none).
 */
export function newMessageId(from: string) {
  const domain = /@([A-Za-z0-9.-]+)$/.exec(addressOf(from))?.[1] ?? "ruta.local"
  return `<${randomUUID()}@${domain}>`
}

/** The address of a From header's value: "Ruta <no-reply@x>" → "no-reply@x". */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim()
