import { setImmediate } from "node:timers/promises"

import type { Job, JobResult, PgBoss } from "pg-boss"

/** What a queue is created with (pg-boss's `createQueue` options). */
export type QueueOptions = NonNullable<Parameters<PgBoss["createQueue"]>[1]>

/**
 * Creates a queue unless another process has (or just did). A queue that exists already is left
 * as it is, except that a queue asked to `notify` is switched to it (queues made before the
 * option), so every process's workers are woken by the jobs sent to it.
 */
export async function ensureQueue(
  boss: PgBoss,
  name: string,
  options: QueueOptions
) {
  const existing = await boss.getQueue(name)
  if (existing) {
    if (options.notify && !existing.notify)
      await boss.updateQueue(name, { notify: true })
    return
  }
  try {
    await boss.createQueue(name, options)
  } catch (err) {
    // Another process created it between the check and here.
    if (!(await boss.getQueue(name))) throw err
  }
}

/** How a queue's jobs are fetched: idle poll, and how the jobs in flight are split. */
export interface Polling {
  /** Fetching loops per process; each holds one batch at a time. */
  pollers: number
  /** Jobs per fetch. */
  batchSize: number
}

/** At most two loops, sharing `inFlight` (the jobs this process works at once) between them. */
export function pollingFor(inFlight: number): Polling {
  const pollers = Math.min(2, inFlight)
  return { pollers, batchSize: Math.max(1, Math.floor(inFlight / pollers)) }
}

/**
 * Seconds between fetches while a queue is empty. A job sent to the queue wakes the workers at
 * once (LISTEN/NOTIFY, in this process and in the others), so the poll is only the net for jobs
 * whose `startAfter` comes due (retries), and for a missed notification.
 */
export const IDLE_POLL_SECONDS = 2

interface WorkBase {
  name: string
  /** The queue's options when it is created; `notify` is always on. */
  queue: QueueOptions
  /** Jobs this process works at once (0: none, only the queue is made). */
  inFlight: number
  /** The idle poll, in seconds (tests). */
  idlePollSeconds?: number
}

/** Works one job; a throw fails that job alone (pg-boss retries it per the queue's policy). */
export type HandleOne<T> = (data: T, job: Job<T>) => Promise<void>
/**
 * Works a batch's jobs together (one transaction for what they share); answers, for each job in
 * order, the error that fails it (retried alone), or null when it is done. A throw fails them all.
 */
export type HandleBatch<T> = (data: T[]) => Promise<unknown[]>

export type WorkSpec<T extends object> = WorkBase &
  ({ handle: HandleOne<T> } | { handleBatch: HandleBatch<T> })

/** Works each job of a batch at once: the batch's outcomes, one per job. */
export const eachOnItsOwn =
  <T extends object>(handle: HandleOne<T>) =>
  async (jobs: Job<T>[]): Promise<unknown[]> =>
    (await Promise.allSettled(jobs.map((job) => handle(job.data, job)))).map(
      (outcome) =>
        outcome.status === "fulfilled" ? null : (outcome.reason ?? "failed")
    )

/** Tells pg-boss each job's own outcome: completed, or failed with its error. */
export function settleEach<T extends object>(
  work: (jobs: Job<T>[]) => Promise<unknown[]>
) {
  return async (jobs: Job<T>[]): Promise<JobResult[]> => {
    // A backlog is fetched back to back, and on PGlite each statement resolves without a turn
    // of the event loop: without this wait, a burst would hold off the API's requests and the
    // responses of the sends in flight (a webhook's would time out) until the queue is empty.
    await setImmediate()
    let outcomes: unknown[]
    try {
      outcomes = await work(jobs)
    } catch (error) {
      outcomes = jobs.map(() => error)
    }
    return jobs.map((job, i) => {
      const error = outcomes[i]
      return error === null || error === undefined
        ? { id: job.id, status: "completed" }
        : { id: job.id, status: "failed", output: failure(error) }
    })
  }
}

const failure = (reason: unknown) =>
  reason instanceof Error
    ? { name: reason.name, message: reason.message, stack: reason.stack }
    : { message: String(reason) }

/**
 * Creates the queue unless it exists and works it: batches of `batchSize` per fetch, fetched
 * again at once while they come back full (a backlog drains without the poll's wait), each job
 * settled on its own, at most `inFlight` jobs at once in this process, and a slow idle poll
 * that a new job cuts short. Answers the id of the work (pg-boss `offWork`), or null without
 * workers.
 */
export async function workQueue<T extends object>(
  boss: PgBoss,
  spec: WorkSpec<T>
): Promise<string | null> {
  await ensureQueue(boss, spec.name, { ...spec.queue, notify: true })
  // pg-boss reads a queue's row on first use through its own connection; on PGlite that would
  // wait for the transaction a send runs in, so the queue is read here, before any transaction.
  await boss.findJobs(spec.name, { limit: 1 })
  if (spec.inFlight <= 0) return null
  const { pollers, batchSize } = pollingFor(spec.inFlight)
  const idle = spec.idlePollSeconds ?? IDLE_POLL_SECONDS
  return boss.work<T>(
    spec.name,
    {
      localConcurrency: pollers,
      batchSize,
      burstWhenBatchFull: true,
      perJobResults: true,
      pollingIntervalSeconds: idle,
      notifyPollingIntervalSeconds: idle,
    },
    settleEach<T>(
      "handle" in spec
        ? eachOnItsOwn(spec.handle)
        : (jobs) => spec.handleBatch(jobs.map((job) => job.data))
    )
  )
}
