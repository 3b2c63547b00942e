import type { FastifyBaseLogger } from "fastify"
import type { PgBoss } from "pg-boss"

import type { DataStore, Tx } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { jobsInTransaction } from "../../db/jobs-in-transaction.ts"
import { workQueue } from "../../db/work-queue.ts"
import type { Unlisten } from "../../db/listen.ts"
import type { DomainEvent, EventSubscriber } from "./domain-events.ts"
import { EVENTS_CHANNEL } from "./domain-events.ts"
import { createEventsRepository } from "./events.repository.ts"

/** The pg-boss queue of fan-out jobs: one job per event. */
export const FAN_OUT_QUEUE = "domain-event"

/**
 * Events handed over at once per fan-out worker: a batch is a few statements whatever its size
 * (the webhooks'), so the events of a burst go in fewer, larger transactions.
 */
const EVENTS_PER_WORKER = 4
/** Events queued per relay transaction. */
const RELAY_BATCH = 200
/** The relay's net when a notification is missed (a lost LISTEN connection). */
const RELAY_EVERY_MS = 5000
/** How long dispatched events are kept. */
const KEEP_DAYS = 30
const PRUNE_EVERY_MS = 3_600_000

export type EventBus = ReturnType<typeof createEventBus>

/**
 * The domain events' bus. The outbox triggers record each event in its change's transaction;
 * the relay (woken by `ruta_events`, and every 5 s as a net) queues one fan-out job per event and
 * marks it dispatched in one transaction, so an event gets exactly one job whichever process
 * relays it. The fan-out job hands the event to every subscriber in one transaction.
 */
export function createEventBus(options: {
  store: DataStore
  log: FastifyBaseLogger
}) {
  const { store, log } = options
  const subscribers: EventSubscriber[] = []
  let boss: PgBoss | null = null
  let unlisten: Unlisten = async () => {}
  let timers: NodeJS.Timeout[] = []
  let relaying: Promise<void> | null = null
  let again = false
  let stopped = false

  async function relayBatch(queue: PgBoss): Promise<number> {
    return store.inBackground(systemScope, async (tx) => {
      const repo = createEventsRepository(tx)
      const ids = await repo.claimUndispatched(RELAY_BATCH)
      if (ids.length === 0) return 0
      await queue.insert(
        FAN_OUT_QUEUE,
        ids.map((id_event) => ({ data: { id_event } })),
        { db: jobsInTransaction(tx) }
      )
      await repo.markDispatched(ids)
      return ids.length
    })
  }

  /** Queues every undispatched event; a wake during a pass runs one more pass after it. */
  function relay(): Promise<void> {
    if (!boss || stopped) return Promise.resolve()
    if (relaying) {
      again = true
      return relaying
    }
    const queue = boss
    relaying = (async () => {
      do {
        again = false
        while (!stopped && (await relayBatch(queue)) === RELAY_BATCH);
      } while (again && !stopped)
    })()
      .catch((error: unknown) =>
        log.error({ err: error }, "domain events could not be relayed")
      )
      .finally(() => {
        relaying = null
      })
    return relaying
  }

  /** Hands `events` to every subscriber: at once to those that take a batch. */
  async function handOver(tx: Tx, events: DomainEvent[]) {
    for (const subscriber of subscribers)
      if (subscriber.handleMany) await subscriber.handleMany(tx, events)
      else for (const event of events) await subscriber.handle(tx, event)
  }

  /**
   * Hands a batch's events to every subscriber in one transaction: all of them at once in a
   * savepoint, and when that fails, each event in a savepoint of its own, so an event whose
   * subscriber fails is retried alone. Answers each event's error, or null.
   */
  async function fanOut(ids: number[]): Promise<unknown[]> {
    return store.inBackground(systemScope, async (tx) => {
      const together = await tx
        .transaction(async (all) =>
          handOver(all, await createEventsRepository(all).findMany(ids))
        )
        .then(
          () => true,
          () => false
        )
      if (together) return ids.map(() => null)
      const outcomes: unknown[] = []
      for (const id_event of ids)
        outcomes.push(
          await tx
            .transaction(async (one) =>
              handOver(
                one,
                await createEventsRepository(one).findMany([id_event])
              )
            )
            .then(
              () => null,
              (error: unknown) => error ?? "failed"
            )
        )
      return outcomes
    })
  }

  return {
    /** Adds a subscriber; each event's fan-out job calls every subscriber. */
    subscribe(subscriber: EventSubscriber) {
      subscribers.push(subscriber)
    },

    /**
     * Creates the fan-out queue, works it (`workers` × 4 events at once, in two transactions)
     * and starts relaying.
     */
    async start(queue: PgBoss, workers: number) {
      boss = queue
      await workQueue<{ id_event: number }>(queue, {
        name: FAN_OUT_QUEUE,
        queue: { retryLimit: 10, retryDelay: 2, retryBackoff: true },
        inFlight: workers * EVENTS_PER_WORKER,
        handleBatch: (jobs) => fanOut(jobs.map((job) => job.id_event)),
      })
      unlisten = await store.listen(EVENTS_CHANNEL, {
        payload: () => void relay(),
        up: () => void relay(),
      })
      const prune = () =>
        store
          .inBackground(systemScope, (tx) =>
            createEventsRepository(tx).prune(KEEP_DAYS)
          )
          .catch((error: unknown) =>
            log.error({ err: error }, "domain events could not be pruned")
          )
      timers = [
        setInterval(() => void relay(), RELAY_EVERY_MS),
        setInterval(() => void prune(), PRUNE_EVERY_MS),
      ]
      for (const timer of timers) timer.unref()
      // What was recorded while no process relayed (the server was down) goes now, without
      // holding up the start.
      void relay()
    },

    /** Queues what is waiting now (tests, and after a burst). */
    relay,

    async stop() {
      stopped = true
      for (const timer of timers) clearInterval(timer)
      await unlisten()
      await relaying
    },
  }
}
