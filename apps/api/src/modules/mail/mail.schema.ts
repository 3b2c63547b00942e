import { integer, jsonb, pgTable, serial, text } from "drizzle-orm/pg-core"

import { at, createdAt } from "../../db/columns.ts"

export const mailOutbox = pgTable("mail_outbox", {
  id: serial("id").primaryKey(),
  id_client: integer("id_client"),
  to: text("to").notNull(),
  subject: text("subject").notNull(),
  text: text("text").notNull(),
  /** The HTML part, when the mail has one (customer notifications). */
  html: text("html"),
  /** Extra headers (List-Unsubscribe, Reply-To...). */
  headers: jsonb("headers").$type<Record<string, string>>(),
  /**
   * The mail's Message-ID header, "<random@sender's domain>", unique: a bounce report names the
   * mail by it (customer notifications keep it as their provider id). Null on mails kept before.
   */
  message_id: text("message_id").unique("mail_outbox_message_id"),
  createdAt: createdAt(),
  sentAt: at("sent_at"),
})
