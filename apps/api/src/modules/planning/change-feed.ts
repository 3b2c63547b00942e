/**
 * What planning needs from the channel that announces changes (the live module's hub
 * implements it; `start-up/` passes it in): to hear that a route, a stop, a position or a run
 * changed, whichever process changed it. Declared here so that planning imports no module that
 * reacts to it.
 */

/** One announced change: its kind (`run`, `stop`, `position`, ...) and the ids it names. */
export interface Change {
  kind: string
  ids: Record<string, number | string | null>
}

/** A latch set by matching changes: `wait` returns at once if one came since the last wait. */
export interface ChangeWake {
  /** Waits for a matching change or `ms`; false once the channel has stopped. */
  wait(ms: number): Promise<boolean>
  close(): void
}

export interface ChangeFeed {
  /** Whether changes are heard now (a reader falls back to polling when not). */
  readonly listening: boolean
  /** Hears every change until the returned function is called. */
  subscribe(subscriber: { event(change: Change): void }): () => void
  /** Wakes a waiting loop when a change matching `filter` arrives. */
  wake(filter: (change: Change) => boolean): ChangeWake
}
