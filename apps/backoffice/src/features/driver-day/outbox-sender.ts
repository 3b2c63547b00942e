import { backoffDelay } from "../../lib/backoff.ts"

import type { OutboxItem } from "./outbox.ts"

/** What sending one action came to. */
export type SendOutcome =
  | { kind: "sent" }
  /** No answer at all: the phone has no network, whatever `navigator.onLine` says. Kept. */
  | { kind: "offline" }
  /** The server answered that it cannot take it now (5xx, 408, 429): kept, tried again soon. */
  | { kind: "busy" }
  /** The server refused it for good (the stop was reassigned, or done elsewhere). */
  | { kind: "refused"; message: string }

/** After a busy server, the first retry waits about this long; each failure doubles it. */
export const RETRY_BASE_MS = 1_000
/**
 * After a request that could not leave the phone, the first retry waits about this long: a phone
 * without network (in a basement, or on a network that lets nothing through while the phone
 * believes it is online) stays so for a while, and the `online` event or a Background Sync says
 * sooner when it is back. At most three tries in any 20 s.
 */
export const UNREACHABLE_BASE_MS = 8_000
/** No retry waits longer than this. */
export const RETRY_CAP_MS = 60_000

/**
 * How long to wait before the next try after `failures` failed ones: exponential, capped, and
 * jittered ("equal jitter": between half and all of it) so that phones coming back online
 * together do not knock on the server at the same instant.
 */
export function retryDelay(
  failures: number,
  random: () => number,
  base = RETRY_BASE_MS
) {
  return backoffDelay(failures, base, RETRY_CAP_MS, random)
}

export interface SenderDeps {
  /** The waiting actions, oldest first. */
  pending: () => Promise<OutboxItem[]>
  /** Takes an action off the queue: `delivered` when the server took it, not when it refused. */
  remove: (seq: number, delivered: boolean) => Promise<void>
  send: (item: OutboxItem) => Promise<SendOutcome>
  /** Whether the device believes it has a connection (`navigator.onLine`). */
  isOnline: () => boolean
  /** Called after each change of what is waiting, and when sending starts or stops. */
  onChange: (state: { waiting: OutboxItem[]; sending: boolean }) => void
  onRefused: (item: OutboxItem, message: string) => void
  /** Called once a round has sent or dropped anything, with what it was. */
  onDelivered: (items: OutboxItem[]) => void
  random?: () => number
  setTimer?: (run: () => void, ms: number) => unknown
  clearTimer?: (timer: unknown) => void
}

/**
 * Sends the queue in order, one action at a time: never while the device is offline, at once when
 * asked (a new action, the `online` event, a Background Sync), and after a failure again on a
 * timer with exponential backoff. An action that finds no connection stops the round, so none
 * overtakes an earlier one.
 */
export function createOutboxSender(deps: SenderDeps) {
  const random = deps.random ?? Math.random
  const setTimer = deps.setTimer ?? ((run, ms) => setTimeout(run, ms))
  const clearTimer =
    deps.clearTimer ?? ((timer) => clearTimeout(timer as number))
  let running: Promise<void> | null = null
  let again = false
  let failures = 0
  let timer: unknown = null
  let stopped = false

  const report = async (sending: boolean) =>
    deps.onChange({ waiting: await deps.pending(), sending })

  const retryLater = (base: number) => {
    failures++
    timer = setTimer(
      () => {
        timer = null
        void flush()
      },
      retryDelay(failures, random, base)
    )
  }

  /** One round: sends what waits until the queue is empty or a send finds no connection. */
  async function round() {
    const delivered: OutboxItem[] = []
    try {
      for (;;) {
        const [item] = await deps.pending()
        if (!item || stopped) break
        if (!deps.isOnline()) break
        const outcome = await deps.send(item)
        if (outcome.kind === "offline" || outcome.kind === "busy") {
          retryLater(
            outcome.kind === "offline" ? UNREACHABLE_BASE_MS : RETRY_BASE_MS
          )
          break
        }
        failures = 0
        await deps.remove(item.seq, outcome.kind === "sent")
        delivered.push(item)
        if (outcome.kind === "refused") deps.onRefused(item, outcome.message)
        await report(true)
      }
    } finally {
      await report(false)
    }
    if (delivered.length > 0) deps.onDelivered(delivered)
  }

  /** Sends now, unless offline or a retry is already set; a call during a round runs another. */
  async function flush(): Promise<void> {
    if (stopped || !deps.isOnline() || timer !== null) return
    if (running) {
      again = true
      return running
    }
    running = (async () => {
      do {
        again = false
        await report(true)
        await round()
      } while (again && timer === null && !stopped)
    })()
    try {
      await running
    } finally {
      running = null
    }
  }

  return {
    flush,

    /** Tells `onChange` what waits now (after an action is queued, or on opening). */
    refresh: () => report(running !== null),

    /** The connection is back: what was waiting for it goes now, from a fresh backoff. */
    reconnected() {
      if (timer !== null) clearTimer(timer)
      timer = null
      failures = 0
      return flush()
    },

    /** Whether a retry is set, and after how many failures (for the screen and the tests). */
    get failures() {
      return failures
    },

    stop() {
      stopped = true
      if (timer !== null) clearTimer(timer)
      timer = null
    },
  }
}
export type OutboxSender = ReturnType<typeof createOutboxSender>
