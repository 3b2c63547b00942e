import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core"

import {
  at,
  createdAt,
  updatedAt,
  blank,
  extending,
  clientColumn,
  tenant,
} from "../../db/columns.ts"
import { clients } from "../clients/clients.schema.ts"
import { stopColumn, stops } from "../planning/planning.schema.ts"

/** A client's customer notification settings (issue 33): a `NotificationSettings`. */
export const notificationSettings = pgTable("notification_settings", {
  id_client: extending("id_client", () => clients.id_client),
  settings: jsonb("settings").notNull(),
  updatedAt: updatedAt(),
})

/**
 * One message to a stop's contact: one row per stop, event and channel (unique), so a message is
 * made once whatever the retries; its job sends it once (claimed) and its status follows the
 * provider's callbacks.
 */
export const notifications = pgTable(
  "notifications",
  {
    id_notification: bigserial("id_notification", {
      mode: "number",
    }).primaryKey(),
    ...tenant(),
    id_stop: stopColumn(),
    event: text("event").notNull(),
    /** Numbers a stop's messages of one event and channel: its new windows (`eta_updated`) 1, 2... */
    seq: integer("seq").notNull().default(0),
    channel: text("channel").notNull(),
    /** The window the message told its customer (from the live ETA when it was written), if any. */
    window_from: at("window_from"),
    window_to: at("window_to"),
    /** The address or E.164 number; as written when it could not be read. */
    recipient: text("recipient").notNull(),
    language: text("language").notNull(),
    /** queued, sending, sent, delivered, failed, bounced. */
    status: text("status").notNull().default("queued"),
    reason: blank("reason"),
    attempts: integer("attempts").notNull().default(0),
    claimed_until: at("claimed_until"),
    /** The provider's id of the message (Twilio's MessageSid). */
    provider_id: text("provider_id"),
    createdAt: createdAt(),
    sentAt: at("sent_at"),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("notifications_stop_event_channel").on(
      t.id_stop,
      t.event,
      t.channel,
      t.seq
    ),
    index("notifications_provider_id").on(t.provider_id),
    index("notifications_recipient").on(t.channel, t.recipient),
  ]
)

/**
 * A provider's status callback that came before its message's provider id was written (Twilio
 * may call back before its answer to the send is read): applied when the id is written.
 */
export const notificationEarlyStatuses = pgTable(
  "notification_early_statuses",
  {
    provider_id: text("provider_id").primaryKey(),
    status: text("status").notNull(),
    reason: blank("reason"),
    receivedAt: at("received_at").notNull(),
  }
)

/**
 * A recipient who is sent no more messages of a client: they asked (SMS "STOP", email
 * unsubscribe; no reason kept) or their address bounced for good (the bounce, as `reason`).
 */
export const notificationOptOuts = pgTable(
  "notification_opt_outs",
  {
    id_client: clientColumn(),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    /** Why they are not sent to, when they did not ask: "Bounced: …". Empty for an opt-out. */
    reason: blank("reason"),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("notification_opt_outs_key").on(
      t.id_client,
      t.channel,
      t.recipient
    ),
  ]
)

/**
 * A bounce report about a customer mail (a provider's or a mail server's, after it took the
 * mail): permanent ones also mark the message bounced; temporary ones are only kept here. The
 * stop's notification log shows them under the message whose provider id is `message_id`.
 */
export const notificationBounceReports = pgTable(
  "notification_bounce_reports",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    id_client: clientColumn(),
    /** The bounced mail's Message-ID (its notification's provider id). */
    message_id: text("message_id").notNull(),
    recipient: text("recipient").notNull(),
    /** permanent (5.x.x) or temporary (4.x.x). */
    kind: text("kind").notNull(),
    /** The enhanced status code, e.g. "5.1.1", when the report gave one. */
    code: blank("code"),
    reason: blank("reason"),
    receivedAt: at("received_at").notNull(),
  },
  (t) => [index("notification_bounce_reports_message").on(t.message_id)]
)

/** A tracking link's token: 128 random bits, kept as their SHA-256; each opens one stop's page. */
export const trackingTokens = pgTable(
  "tracking_tokens",
  {
    token_hash: text("token_hash").primaryKey(),
    id_client: clientColumn(),
    id_stop: stopColumn(),
    expiresAt: at("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("tracking_tokens_stop").on(t.id_stop)]
)

/** The recipient's rating of a visit from its tracking page: once per stop. */
export const stopRatings = pgTable("stop_ratings", {
  id_stop: extending("id_stop", () => stops.id_stop),
  ...tenant(),
  rating: smallint("rating").notNull(),
  comment: blank("comment"),
  createdAt: createdAt(),
})
