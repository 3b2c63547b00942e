import type { PgBoss } from "pg-boss"

import type { Tx } from "../../db/database.ts"
import { jobsInTransaction } from "../../db/jobs-in-transaction.ts"
import { notifications } from "../../db/schema.ts"
import type { EventSubscriber } from "../events/domain-events.ts"
import type { LiveHub } from "../live/live-hub.ts"
import { approachingByEta } from "./approaching-by-eta.ts"
import { windowUpdates } from "./eta-updates.ts"
import type { NotificationDeps } from "./notification-deps.ts"
import { inSystemScope } from "./notification-deps.ts"
import type { Told } from "./notification-plan.ts"
import {
  planMessages,
  quietDelaySeconds,
  stopsToTell,
} from "./notification-plan.ts"
import { NOTIFY_QUEUE } from "./notification-queue.ts"
import { createNotificationSettingsRepository } from "./notification-settings.repository.ts"
import { createSubsidiariesRepository } from "../subsidiaries/subsidiaries.repository.ts"

/**
 * Planning the messages: the domain events' subscriber and the live ETAs' follower that make
 * one row per stop, event and channel (unique) and queue its job (singleton per key) in the
 * transaction that told it. `queue` answers the started queue, or null before it starts.
 */
export function createMessagePlanning(
  deps: Pick<NotificationDeps, "store" | "providers" | "now" | "log">,
  queue: () => PgBoss | null
) {
  const { now } = deps
  const system = inSystemScope(deps.store)

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
    const boss = queue()
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
        if (waiting.has(id_route) || !queue()) return
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

  return { subscriber, followEtas }
}
