import type {
  NotificationEvent,
  NotificationSettings,
} from "@ruta/validation/notifications"
import { and, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm"
import type { FastifyBaseLogger } from "fastify"
import type { PgBoss } from "pg-boss"

import type { DataStore, Tx } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { jobsInTransaction } from "../../db/jobs-in-transaction.ts"
import { workQueue } from "../../db/work-queue.ts"
import { notificationOptOuts, notifications } from "../../db/schema.ts"
import type { EventSubscriber } from "../events/domain-events.ts"
import type { LiveHub } from "../live/live-hub.ts"
import type { Mailer } from "../mail/mailer.ts"
import { composeMessage } from "./notification-content.ts"
import { bounceOf } from "./bounces.ts"
import { approachingByEta } from "./approaching-by-eta.ts"
import type { Told } from "./notification-plan.ts"
import {
  NotSent,
  planMessages,
  quietDelaySeconds,
  stopsToTell,
} from "./notification-plan.ts"
import { createNotificationSettingsRepository } from "./notification-settings.repository.ts"
import type { NotificationProviders } from "./notification-settings.routes.ts"
import { etaWindow, loadStopContext } from "./stop-context.ts"
import { issueTrackingToken } from "./tracking-tokens.ts"
import type { SmsSender } from "./twilio-sms.ts"

export const NOTIFY_QUEUE = "customer-notification"
/** Tries of a message before it is failed: the first and 4 retries, 5 s doubling. */
export const MAX_ATTEMPTS = 5
/** A worker's hold on a message while it sends. */
const CLAIM_MS = 60_000

type Row = typeof notifications.$inferSelect

/** Where the back office and the API are reached from outside. */
export interface PublicUrls {
  /** The back office's origin: tracking links. */
  app: string
  /** The API's root (…/api/v1): unsubscribe links and Twilio's callbacks. */
  api: string
}

export type CustomerNotifications = ReturnType<typeof createNotifications>

/**
 * Customer notifications: the domain events' subscriber that makes one row per stop, event and
 * channel (unique) and queues its job (singleton per key) in the fan-out's transaction, and the
 * job that sends it once.
 */
export function createNotifications(deps: {
  store: DataStore
  mailer: Mailer
  sms: SmsSender | null
  providers: NotificationProviders
  urls: PublicUrls
  trackingDays: number
  now: () => number
  log: FastifyBaseLogger
}) {
  const { store, now } = deps
  let boss: PgBoss | null = null
  const system = <T>(work: (tx: Tx) => Promise<T>) =>
    store.withScope(systemScope, work)
  const statusCallbackUrl = `${deps.urls.api}/notifications/twilio/status`

  /**
   * Makes the messages telling `told` (one row per stop, event and channel: a row made before
   * is left alone) and queues each new one's job, in `tx`.
   */
  async function tell(tx: Tx, id_client: number, told: readonly Told[]) {
    if (told.length === 0) return
    const settings =
      await createNotificationSettingsRepository(tx).get(id_client)
    const planned = await planMessages(
      tx,
      id_client,
      told,
      settings,
      deps.providers
    )
    const delay = quietDelaySeconds(settings, new Date(now()))
    if (planned.length === 0) return
    // One statement for the rows and one for their jobs, not two per message: a route's start
    // tells all its stops at once.
    const made = await tx
      .insert(notifications)
      .values(planned.map((m) => ({ ...m, createdAt: new Date(now()) })))
      .onConflictDoNothing()
      .returning()
    const queued = made.filter((m) => m.status === "queued")
    if (queued.length === 0) return
    if (!boss) throw new Error("The notification queue has not started.")
    await boss.insert(
      NOTIFY_QUEUE,
      queued.map((m) => ({
        data: { id_notification: m.id_notification },
        singletonKey: `${m.id_stop}:${m.event}:${m.channel}`,
        startAfter: delay,
      })),
      { db: jobsInTransaction(tx) }
    )
  }

  const subscriber: EventSubscriber = {
    name: "customer-notifications",
    async handle(tx, event) {
      if (
        !["route.started", "stop.completed", "stop.failed"].includes(event.type)
      )
        return
      await tell(tx, event.id_client, await stopsToTell(tx, event))
    },
  }

  /** Tells "approaching" to a route's visits whose ETA is now within the client's N minutes. */
  async function approachByEta(id_route: number) {
    await system(async (tx) => {
      const near = await approachingByEta(
        tx,
        id_route,
        async (id_client) => {
          const settings =
            await createNotificationSettingsRepository(tx).get(id_client)
          const on = Object.values(settings.events.approaching).some(Boolean)
          return on ? settings.approaching_minutes : 0
        },
        now()
      )
      if (near) await tell(tx, near.id_client, near.told)
    })
  }

  /**
   * Hears every route's new ETAs (the `eta` live event, in every process) and tells the visits
   * now within N minutes; the unique row per stop, event and channel makes it once whichever
   * process hears it first. Answers the function that stops listening.
   */
  function followEtas(live: LiveHub) {
    // One route at a time, in the order heard; a route already waiting is not queued twice.
    const waiting = new Set<number>()
    let chain = Promise.resolve()
    const unsubscribe = live.subscribe({
      event(event) {
        const id_route = event.ids.id_route
        if (event.kind !== "eta" || typeof id_route !== "number") return
        if (waiting.has(id_route) || !boss) return
        waiting.add(id_route)
        chain = chain.then(() => {
          waiting.delete(id_route)
          return approachByEta(id_route).catch((error: unknown) =>
            deps.log.error(
              { err: error, id_route },
              "'approaching' by ETA failed"
            )
          )
        })
      },
    })
    return () => {
      unsubscribe()
      waiting.clear()
    }
  }

  /** Takes the messages for this worker, except those done or another worker holds. */
  async function claim(tx: Tx, ids: number[]): Promise<Row[]> {
    const at = new Date(now())
    return tx
      .update(notifications)
      .set({
        status: "sending",
        claimed_until: new Date(at.getTime() + CLAIM_MS),
        attempts: sql`${notifications.attempts} + 1`,
        updatedAt: at,
      })
      .where(
        and(
          inArray(notifications.id_notification, ids),
          or(
            eq(notifications.status, "queued"),
            and(
              eq(notifications.status, "sending"),
              lt(notifications.claimed_until, at)
            )
          )
        )
      )
      .returning()
  }

  const update = (tx: Tx, id: number, values: Partial<Row>) =>
    tx
      .update(notifications)
      .set({ ...values, claimed_until: null, updatedAt: new Date(now()) })
      .where(eq(notifications.id_notification, id))

  /**
   * Writes a claimed message (a token for its link), in the batch's transaction; null when it
   * may not be sent (the recipient opted out, the stop is gone).
   */
  async function prepare(
    tx: Tx,
    row: Row,
    settingsOf: (id_client: number) => Promise<NotificationSettings>
  ) {
    const [opted] = await tx
      .select()
      .from(notificationOptOuts)
      .where(
        and(
          eq(notificationOptOuts.id_client, row.id_client),
          eq(notificationOptOuts.channel, row.channel),
          eq(notificationOptOuts.recipient, row.recipient)
        )
      )
    if (opted) {
      await update(tx, row.id_notification, {
        status: "failed",
        reason: NotSent.optedOut,
      })
      return null
    }
    const context = await loadStopContext(tx, row.id_stop)
    if (!context) return null
    const settings = await settingsOf(row.id_client)
    const language = row.language === "en" ? "en" : "es"
    const visit =
      context.stop.eta ?? context.route?.start_date ?? new Date(now())
    const token = await issueTrackingToken(
      tx,
      row,
      new Date(visit.getTime() + deps.trackingDays * 86_400_000)
    )
    const window = etaWindow(
      context.stop.eta,
      settings.window_minutes,
      settings.time_zone,
      language
    )
    const unsubscribe = `${deps.urls.api}/notifications/unsubscribe/${token}`
    const message = composeMessage(
      settings,
      row.event as NotificationEvent,
      language,
      {
        customer: context.stop.first_name.trim() || context.stop.name || "",
        company: context.company,
        window: window?.text ?? "",
        driver_first_name: context.driverFirstName,
        tracking_link: `${deps.urls.app}/track/${token}`,
      },
      unsubscribe
    )
    return { message, settings, company: context.company, unsubscribe }
  }
  type Prepared = NonNullable<Awaited<ReturnType<typeof prepare>>>

  /** Claims and writes a batch's messages in one transaction. */
  const claimAndPrepare = (ids: number[]) =>
    system(async (tx) => {
      const settings = new Map<number, Promise<NotificationSettings>>()
      const settingsOf = (id_client: number) => {
        if (!settings.has(id_client))
          settings.set(
            id_client,
            createNotificationSettingsRepository(tx).get(id_client)
          )
        return settings.get(id_client)!
      }
      const ready: { row: Row; prepared: Prepared }[] = []
      for (const row of await claim(tx, ids)) {
        const prepared = await prepare(tx, row, settingsOf)
        if (prepared) ready.push({ row, prepared })
      }
      return ready
    })

  /**
   * Sends a written message: an SMS answers the status to write (with the batch's others); an
   * email is kept in the outbox, sent and marked sent in its own transaction.
   */
  async function send(row: Row, prepared: Prepared) {
    const { message, settings, unsubscribe } = prepared
    if (row.channel === "sms") {
      if (!deps.sms) throw new Error("SMS is not configured (Twilio).")
      const sid = await deps.sms.send(
        row.recipient,
        message.sms,
        statusCallbackUrl
      )
      return {
        status: "sent",
        reason: "",
        provider_id: sid,
        sentAt: new Date(now()),
      } satisfies Partial<Row>
    }
    await system(async (tx) => {
      await deps.mailer.send(tx, {
        to: row.recipient,
        id_client: row.id_client,
        subject: message.subject,
        text: message.text,
        html: message.html,
        fromName: settings.sender_name || prepared.company,
        headers: {
          "List-Unsubscribe": `<${unsubscribe}>`,
          "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          ...(settings.reply_to ? { "Reply-To": settings.reply_to } : {}),
        },
      })
      await update(tx, row.id_notification, {
        status: "sent",
        reason: "",
        sentAt: new Date(now()),
      })
    })
    return null
  }

  /** A failed send's status: retried (queued), failed after the last try, or bounced at once. */
  function afterFailure(row: Row, error: unknown) {
    const bounce = bounceOf(error)
    const reason =
      bounce ?? (error instanceof Error ? error.message : String(error))
    const last = bounce !== null || row.attempts >= MAX_ATTEMPTS
    return {
      values: {
        status: bounce ? "bounced" : last ? "failed" : "queued",
        reason: reason.slice(0, 500),
      },
      retry: !last,
    }
  }

  /**
   * The jobs of a batch: claims and writes its messages in one transaction, sends them at once,
   * and writes the SMS sent and the failures in one more. Answers, per message, the error to
   * retry it with (a failure before its last try), or null: sent, failed for good, bounced, or
   * not this worker's. A failure is retried with backoff, then kept as failed; a permanent one
   * (a bounce) is kept as bounced at once.
   */
  async function deliverMany(ids: number[]): Promise<unknown[]> {
    const ready = await claimAndPrepare(ids)
    const retries = new Map<number, unknown>()
    // Each outcome is written as soon as its send ends, not after the batch's slowest: the
    // provider's status callback finds the message by the id written here.
    await Promise.all(
      ready.map(async ({ row, prepared }) => {
        let values: Partial<Row> | null
        try {
          values = await send(row, prepared)
        } catch (error) {
          const failure = afterFailure(row, error)
          values = failure.values
          if (failure.retry) retries.set(row.id_notification, error)
        }
        if (values) {
          const written = values
          await system((tx) => update(tx, row.id_notification, written))
        }
      })
    )
    return ids.map((id) => retries.get(id) ?? null)
  }

  /** One message's job (tests): throws when it is to be retried. */
  async function deliver(id_notification: number) {
    const [error] = await deliverMany([id_notification])
    if (error) throw error
  }

  return {
    subscriber,
    followEtas,
    deliver,
    deliverMany,
    statusCallbackUrl,

    /** Applies a provider's status to the message it sent; a status never goes back. */
    async applyStatus(
      providerId: string,
      status: "sent" | "delivered" | "failed" | "bounced",
      reason: string
    ) {
      const rank = {
        sending: 0,
        queued: 0,
        sent: 1,
        delivered: 2,
        failed: 2,
        bounced: 2,
      }
      await system(async (tx) => {
        const [row] = await tx
          .select()
          .from(notifications)
          .where(eq(notifications.provider_id, providerId))
        if (
          !row ||
          rank[status] <= (rank[row.status as keyof typeof rank] ?? 0)
        )
          return
        await update(tx, row.id_notification, { status, reason })
      })
    },

    /** Opts `recipient` out of `channel` for the client that last wrote to them (SMS STOP). */
    async optOutLatest(channel: "sms", recipient: string) {
      await system(async (tx) => {
        const [latest] = await tx
          .select({ id_client: notifications.id_client })
          .from(notifications)
          .where(
            and(
              eq(notifications.channel, channel),
              eq(notifications.recipient, recipient)
            )
          )
          .orderBy(desc(notifications.id_notification))
          .limit(1)
        if (latest) await optOut(tx, latest.id_client, channel, recipient)
      })
    },

    optOut,

    /** Creates the notification queue and works it (`workers` messages at once). */
    async start(queueBoss: PgBoss, workers: number) {
      boss = queueBoss
      await workQueue<{ id_notification: number }>(queueBoss, {
        name: NOTIFY_QUEUE,
        queue: {
          policy: "exclusive",
          retryLimit: MAX_ATTEMPTS - 1,
          retryDelay: 5,
          retryBackoff: true,
          expireInSeconds: 120,
        },
        inFlight: workers,
        handleBatch: (jobs) =>
          deliverMany(jobs.map((job) => job.id_notification)),
      })
    },
  }
}

/** Records that `recipient` wants no more messages of `channel` from the client. */
async function optOut(
  tx: Tx,
  id_client: number,
  channel: "sms" | "email",
  recipient: string
) {
  await tx
    .insert(notificationOptOuts)
    .values({ id_client, channel, recipient })
    .onConflictDoNothing()
  await tx
    .update(notifications)
    .set({ status: "failed", reason: NotSent.optedOut })
    .where(
      and(
        eq(notifications.id_client, id_client),
        eq(notifications.channel, channel),
        eq(notifications.recipient, recipient),
        eq(notifications.status, "queued"),
        isNull(notifications.claimed_until)
      )
    )
}
