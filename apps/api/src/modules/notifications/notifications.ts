import { setTimeout as sleep } from "node:timers/promises"

import type { NotificationSettings } from "@ruta/validation/notifications"
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
import type { KeptMail, Mail, Mailer } from "../mail/mailer.ts"
import { createSubsidiariesRepository } from "../subsidiaries/subsidiaries.repository.ts"
import type { MessageEvent } from "./notification-content.ts"
import { composeMessage } from "./notification-content.ts"
import { bounceOf } from "./bounces.ts"
import { approachingByEta } from "./approaching-by-eta.ts"
import { recordWindows, windowUpdates } from "./eta-updates.ts"
import type { Told } from "./notification-plan.ts"
import {
  NotSent,
  notSentReason,
  planMessages,
  quietDelaySeconds,
  stopsToTell,
} from "./notification-plan.ts"
import { createNotificationSettingsRepository } from "./notification-settings.repository.ts"
import type { NotificationProviders } from "./notification-settings.routes.ts"
import { groupCommit } from "./group-commit.ts"
import type {
  Outcome,
  ProviderStatus,
  Reported,
} from "./notification-status.ts"
import { applyReported, writeOutcomes } from "./notification-status.ts"
import type { StopContext } from "./stop-context.ts"
import { etaWindow, loadStopContexts } from "./stop-context.ts"
import { issueTrackingTokens } from "./tracking-tokens.ts"
import type { SmsSender } from "./twilio-sms.ts"

export const NOTIFY_QUEUE = "customer-notification"
/** Tries of a message before it is failed: the first and 4 retries, 5 s doubling. */
export const MAX_ATTEMPTS = 5
/**
 * A worker's hold on a message while it sends: longer than a send may take (Twilio's requests
 * time out after 10 s; SMTP after 10 s to connect, 10 s for the greeting, 15 s of silence), and
 * shorter than the job's expiry (120 s), after which pg-boss retries a job whose worker died.
 */
const CLAIM_MS = 60_000
/**
 * The longest wait between two tries of an outcome whose write failed (each try renews the
 * claim first): the claim must not lapse while the send's outcome is still unwritten.
 */
const HOLD_RETRY_MAX_MS = 5_000

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
    store.inBackground(systemScope, work)
  const statusCallbackUrl = `${deps.urls.api}/notifications/twilio/status`
  const db = { serialized: store.kind === "pglite" }
  let stopping = false

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
    // Quiet hours are read on the clock of each stop's site.
    const zones = await createSubsidiariesRepository(tx).zonesOf(
      queued.map((m) => m.id_subsidiary)
    )
    const sentAt = new Date(now())
    await boss.insert(
      NOTIFY_QUEUE,
      queued.map((m) => ({
        data: { id_notification: m.id_notification },
        singletonKey: `${m.id_stop}:${m.event}:${m.channel}${m.seq ? `:${m.seq}` : ""}`,
        startAfter: quietDelaySeconds(
          settings,
          sentAt,
          zones.get(m.id_subsidiary) ?? settings.time_zone
        ),
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

  /**
   * Tells "approaching" to a route's visits whose ETA is now within the client's N minutes, and
   * a new window to the customers whose told window the live ETA left (the update rule).
   */
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
      const updates = await windowUpdates(tx, id_route, (id_client) =>
        createNotificationSettingsRepository(tx).get(id_client)
      )
      if (updates) await tell(tx, updates.id_client, updates.told)
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

  /** The claimed messages whose recipient opted out of their client's channel. */
  async function optedOut(tx: Tx, rows: Row[]) {
    const opted = await tx
      .select()
      .from(notificationOptOuts)
      .where(
        inArray(notificationOptOuts.recipient, [
          ...new Set(rows.map((r) => r.recipient)),
        ])
      )
    const key = (r: {
      id_client: number
      channel: string
      recipient: string
    }) => `${r.id_client}\n${r.channel}\n${r.recipient}`
    const keys = new Set(opted.map(key))
    return new Set(rows.filter((r) => keys.has(key(r))))
  }

  /** A claimed message's text, with its own tracking token and unsubscribe link. */
  function compose(
    row: Row,
    context: StopContext,
    settings: NotificationSettings,
    token: string
  ) {
    const language = row.language === "en" ? "en" : "es"
    const window = etaWindow(
      context.eta,
      settings.window_minutes,
      context.timeZone,
      language
    )
    const unsubscribe = `${deps.urls.api}/notifications/unsubscribe/${token}`
    const message = composeMessage(
      settings,
      row.event as MessageEvent,
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
    // The window this message tells its customer, when its text says one (the update rule's).
    const text = row.channel === "sms" ? message.sms : message.text
    const told = window && text.includes(window.text) ? window : null
    return { message, settings, company: context.company, unsubscribe, told }
  }
  type Composed = ReturnType<typeof compose>

  /** An email's mail: HTML and text, from the sender's name, with its unsubscribe headers. */
  const mailOf = (row: Row, composed: Composed): Mail => ({
    to: row.recipient,
    id_client: row.id_client,
    subject: composed.message.subject,
    text: composed.message.text,
    html: composed.message.html,
    fromName: composed.settings.sender_name || composed.company,
    headers: {
      "List-Unsubscribe": `<${composed.unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      ...(composed.settings.reply_to
        ? { "Reply-To": composed.settings.reply_to }
        : {}),
    },
  })

  /**
   * Claims a batch's messages and writes them, in one short transaction and a few statements
   * for the whole batch: the opted-out ones are failed, the others get their tracking tokens and
   * their text, and the emails are kept in the outbox. Nothing is sent in it: the sends run
   * after it, outside any transaction.
   */
  const claimAndPrepare = (ids: number[]) =>
    system(async (tx) => {
      const claimed = await claim(tx, ids)
      if (claimed.length === 0) return []
      const at = new Date(now())
      const opted = await optedOut(tx, claimed)
      if (opted.size > 0)
        await tx
          .update(notifications)
          .set({
            status: "failed",
            reason: NotSent.optedOut,
            claimed_until: null,
            updatedAt: at,
          })
          .where(
            inArray(
              notifications.id_notification,
              [...opted].map((r) => r.id_notification)
            )
          )
      const contexts = await loadStopContexts(
        tx,
        claimed.filter((r) => !opted.has(r)).map((r) => r.id_stop)
      )
      // A message whose stop is gone is not sent.
      const sending = claimed.filter(
        (r) => !opted.has(r) && contexts.has(r.id_stop)
      )
      const tokens = await issueTrackingTokens(
        tx,
        sending.map((row) => {
          const { stop, route } = contexts.get(row.id_stop)!
          const visit = stop.eta ?? route?.start_date ?? at
          return {
            id_client: row.id_client,
            id_stop: row.id_stop,
            expiresAt: new Date(
              visit.getTime() + deps.trackingDays * 86_400_000
            ),
          }
        })
      )
      const settings = new Map<number, NotificationSettings>()
      for (const id_client of new Set(sending.map((r) => r.id_client)))
        settings.set(
          id_client,
          await createNotificationSettingsRepository(tx).get(id_client)
        )
      const ready = sending.map((row, i) => ({
        row,
        composed: compose(
          row,
          contexts.get(row.id_stop)!,
          settings.get(row.id_client)!,
          tokens[i]!
        ),
        mail: null as KeptMail | null,
      }))
      await recordWindows(
        tx,
        ready.flatMap(({ row, composed }) =>
          composed.told ? [{ id: row.id_notification, ...composed.told }] : []
        )
      )
      const emails = ready.filter((r) => r.row.channel === "email")
      const kept = await deps.mailer.keep(
        tx,
        emails.map((r) => mailOf(r.row, r.composed))
      )
      emails.forEach((r, i) => (r.mail = kept[i]!))
      return ready
    })
  type Ready = Awaited<ReturnType<typeof claimAndPrepare>>[number]

  /**
   * Sends a written message, outside any transaction: answers its outcome (the SMS's provider
   * id; the mail kept in the outbox, marked sent with it when SMTP took it). A mail no transport
   * took (none configured) waits in the outbox: its status says so, never "sent".
   */
  async function send({ row, composed, mail }: Ready) {
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
  function afterFailure(row: Row, error: unknown) {
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

  /**
   * Writes each send's outcome as soon as it ends, together with those that ended while the
   * write before ran (one transaction and two or three statements for them all), and marks the
   * mails sent.
   */
  const record = groupCommit<Outcome & { id_mail: number | null }>((outcomes) =>
    system(async (tx) => {
      const at = new Date(now())
      await writeOutcomes(tx, outcomes, at, db)
      await deps.mailer.markSent(
        tx,
        outcomes.flatMap((o) => (o.id_mail === null ? [] : [o.id_mail])),
        at
      )
    })
  )

  /**
   * Extends the claim an unwritten outcome was sent under, and answers whether it still holds it
   * (not when another worker took the message, or the outcome was written after all).
   */
  async function renewClaim(outcome: {
    id_notification: number
    claimed: Date
  }) {
    const until = new Date(now() + CLAIM_MS)
    const renewed = await system((tx) =>
      tx
        .update(notifications)
        .set({ claimed_until: until })
        .where(
          and(
            eq(notifications.id_notification, outcome.id_notification),
            eq(notifications.claimed_until, outcome.claimed)
          )
        )
        .returning({ id: notifications.id_notification })
    )
    if (renewed.length > 0) outcome.claimed = until
    return renewed.length > 0
  }

  /**
   * Writes a send's outcome, and holds its claim until it is written: a write that fails (after
   * the group commit's own tries) is tried again, the claim renewed before each try, so no other
   * worker sends the message again while its outcome is unwritten. It gives up only when the
   * claim is no longer this worker's, or when the process stops.
   */
  async function recordHolding(outcome: Parameters<typeof record>[0]) {
    for (let wait = 100; ; wait = Math.min(2 * wait, HOLD_RETRY_MAX_MS)) {
      try {
        return await record(outcome)
      } catch (error) {
        deps.log.error(
          { err: error, id_notification: outcome.id_notification },
          "a notification's outcome could not be written; its claim is held"
        )
      }
      if (stopping) return
      await sleep(wait)
      const held = await renewClaim(outcome).catch(() => true)
      if (!held) return
    }
  }

  /**
   * The jobs of a batch: claims and writes its messages in one short transaction, sends them
   * at once outside it, and writes each outcome as soon as its send ends. Answers, per message,
   * the error to retry it with (a failure before its last try), or null: sent, failed for good,
   * bounced, or not this worker's. A failure is retried with backoff, then kept as failed; a
   * permanent one (a bounce) is kept as bounced at once. The claim (CLAIM_MS) outlives the
   * providers' timeouts, so no other worker takes a message while it is being sent.
   */
  async function deliverMany(ids: number[]): Promise<unknown[]> {
    const ready = await claimAndPrepare(ids)
    const retries = new Map<number, unknown>()
    // Each outcome is written as soon as its send ends, not after the batch's slowest: the
    // provider's status callback finds the message by the id written here.
    await Promise.all(
      ready.map(async (message) => {
        const { row } = message
        const claimed = row.claimed_until!
        let outcome: Parameters<typeof record>[0]
        try {
          const sent = await send(message)
          outcome = {
            id_notification: row.id_notification,
            claimed,
            reason: "",
            sent: sent.status === "sent",
            ...sent,
          }
        } catch (error) {
          const failure = afterFailure(row, error)
          if (failure.retry) retries.set(row.id_notification, error)
          outcome = {
            id_notification: row.id_notification,
            claimed,
            status: failure.status,
            reason: failure.reason,
            provider_id: null,
            sent: false,
            id_mail: null,
          }
        }
        await recordHolding(outcome)
      })
    )
    return ids.map((id) => retries.get(id) ?? null)
  }

  /** One message's job (tests): throws when it is to be retried. */
  async function deliver(id_notification: number) {
    const [error] = await deliverMany([id_notification])
    if (error) throw error
  }

  /** Providers' statuses, written together as they come (a status never goes back). */
  const report = groupCommit<Reported>((reported) =>
    system((tx) => applyReported(tx, reported, new Date(now()), db))
  )

  return {
    subscriber,
    followEtas,
    deliver,
    deliverMany,
    statusCallbackUrl,

    /**
     * Applies a provider's status to the message it sent; a status never goes back. One that
     * comes before the message's provider id is written is kept until it is.
     */
    applyStatus(provider_id: string, status: ProviderStatus, reason: string) {
      return report({ provider_id, status, reason })
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

    /** Stops holding the claims of outcomes that could not be written (the process closes). */
    stop() {
      stopping = true
    },

    /**
     * Creates the notification queue and works it: two batches of `workers` messages at once.
     * A batch's claim, fetch and completion cost about the same whatever its size (a count on
     * PGlite: some 35 ms of its one connection per batch), so batches of 8, not 4, halve them.
     */
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
        inFlight: 2 * workers,
        handleBatch: (jobs) =>
          deliverMany(jobs.map((job) => job.id_notification)),
      })
    },
  }
}

/**
 * Records that `recipient` gets no more messages of `channel` from the client: they asked, or
 * (`bounce`, its reason) their address bounced for good. Their queued messages are not sent.
 */
export async function optOut(
  tx: Tx,
  id_client: number,
  channel: "sms" | "email",
  recipient: string,
  bounce = ""
) {
  await tx
    .insert(notificationOptOuts)
    .values({ id_client, channel, recipient, reason: bounce.slice(0, 500) })
    .onConflictDoNothing()
  await tx
    .update(notifications)
    .set({ status: "failed", reason: notSentReason(bounce) })
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
