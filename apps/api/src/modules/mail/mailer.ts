import { eq } from "drizzle-orm"
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

export interface Mailer {
  /** Writes the mail to the outbox in `tx`, then delivers it by SMTP when configured. */
  send(tx: Tx, mail: Mail): Promise<void>
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
    ? nodemailer.createTransport(options.smtpUrl)
    : null
  return {
    async send(tx, mail) {
      const { fromName, ...stored } = mail
      const [row] = await tx.insert(mailOutbox).values(stored).returning()
      if (!transport) {
        options.log.info(
          { mail: { to: mail.to, subject: mail.subject, text: mail.text } },
          "mail kept in the outbox (no SMTP configured)"
        )
        return
      }
      await transport.sendMail({
        from: fromName ? withName(options.from, fromName) : options.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
        ...(mail.headers ? { headers: mail.headers } : {}),
      })
      await tx
        .update(mailOutbox)
        .set({ sentAt: new Date() })
        .where(eq(mailOutbox.id, row!.id))
    },
  }
}

/** `from`'s address under another display name: "Acme <no-reply@x>". */
export function withName(from: string, name: string) {
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim()
  return `"${name.replace(/["\\\r\n]/g, "")}" <${address}>`
}
