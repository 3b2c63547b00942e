import type { StopNotificationLog } from "./notification-log.tsx"

const at = "2026-11-23T16:05:00.000Z"

/**
 * A stop's log with one of each: delivered, opted out, bounced by a later report, suppressed,
 * a temporary bounce, and a rating.
 */
export const notificationLog: StopNotificationLog = {
  notifications: [
    {
      id_notification: 1,
      event: "on_the_way",
      channel: "sms",
      recipient: "+525597792542",
      language: "es",
      status: "delivered",
      reason: "",
      attempts: 1,
      created_at: at,
      sent_at: at,
      updated_at: at,
      bounces: [],
    },
    {
      id_notification: 2,
      event: "on_the_way",
      channel: "email",
      recipient: "ana@example.com",
      language: "es",
      status: "failed",
      reason: "The recipient opted out.",
      attempts: 0,
      created_at: at,
      sent_at: null,
      updated_at: at,
      bounces: [],
    },
    {
      id_notification: 3,
      event: "on_the_way",
      channel: "email",
      recipient: "bob@example.com",
      language: "en",
      status: "bounced",
      reason: "Bounce report 5.1.1: 550 5.1.1 <bob@example.com>: User unknown",
      attempts: 1,
      created_at: at,
      sent_at: at,
      updated_at: at,
      bounces: [
        {
          kind: "permanent",
          code: "5.1.1",
          reason: "550 5.1.1 <bob@example.com>: User unknown",
          received_at: at,
        },
      ],
    },
    {
      id_notification: 4,
      event: "delivered",
      channel: "email",
      recipient: "bob@example.com",
      language: "en",
      status: "failed",
      reason:
        "The address bounced before: Bounce report 5.1.1: 550 5.1.1 <bob@example.com>: User unknown",
      attempts: 0,
      created_at: at,
      sent_at: null,
      updated_at: at,
      bounces: [],
    },
    {
      id_notification: 5,
      event: "on_the_way",
      channel: "email",
      recipient: "carla@example.com",
      language: "es",
      status: "sent",
      reason: "",
      attempts: 1,
      created_at: at,
      sent_at: at,
      updated_at: at,
      bounces: [
        {
          kind: "temporary",
          code: "4.2.2",
          reason: "452 4.2.2 Mailbox full",
          received_at: at,
        },
      ],
    },
  ],
  rating: { rating: 4, comment: "Muy amable", created_at: at },
}
