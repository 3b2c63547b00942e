import type { StopCompletion } from "./api/driver-day.ts"

/** A completion recorded on the device, waiting to reach the server. */
export interface QueuedCompletion {
  id_stop: number
  body: StopCompletion
}

/** What sending one completion came to. */
export type SendOutcome =
  | { kind: "sent" }
  /** No connection: kept, sent again later. */
  | { kind: "offline" }
  /** The server refused it for good (the stop was reassigned, or completed elsewhere). */
  | { kind: "refused"; message: string }

const STORAGE_KEY = "ruta.driver.completions"

/**
 * The completions a driver made that the server has not confirmed, kept in the device's storage
 * so that a lost connection (or a closed tab) loses none. Each carries its own key, so sending it
 * twice applies it once.
 */
export function createCompletionQueue(storage: Storage) {
  const read = (): QueuedCompletion[] => {
    try {
      return JSON.parse(storage.getItem(STORAGE_KEY) ?? "[]")
    } catch {
      return []
    }
  }
  const write = (items: QueuedCompletion[]) =>
    items.length
      ? storage.setItem(STORAGE_KEY, JSON.stringify(items))
      : storage.removeItem(STORAGE_KEY)

  return {
    pending: read,

    enqueue(item: QueuedCompletion) {
      write([...read().filter((q) => q.id_stop !== item.id_stop), item])
    },

    /**
     * Sends the waiting completions in the order they were made; stops at the first that finds
     * no connection. Answers the refused ones, which are dropped.
     */
    async flush(send: (item: QueuedCompletion) => Promise<SendOutcome>) {
      const refused: { item: QueuedCompletion; message: string }[] = []
      let sent = 0
      for (const item of read()) {
        const outcome = await send(item)
        if (outcome.kind === "offline") break
        if (outcome.kind === "refused")
          refused.push({ item, message: outcome.message })
        else sent++
        write(read().filter((q) => q.body.key !== item.body.key))
      }
      return { sent, refused, waiting: read().length }
    },
  }
}
export type CompletionQueue = ReturnType<typeof createCompletionQueue>
