import { openDB } from "idb"
import type { DBSchema, IDBPDatabase } from "idb"

import type {
  PositionBatch,
  StopArrival,
  StopCompletion,
} from "./api/driver-day.ts"

/** What a driver did on the road, as the server is to be told. */
export type VisitAction =
  /** Starting is idempotent on the server: it needs no key. */
  | { kind: "start"; id_route: number }
  | { kind: "arrive"; id_stop: number; body: StopArrival }
  | { kind: "complete"; id_stop: number; body: StopCompletion }
  /** Where the phone was on the road (`position-tracker.ts`); the server keeps each fix once. */
  | { kind: "positions"; body: PositionBatch }

/**
 * A file that goes with an action, such as a photo or a signature: IndexedDB keeps Blobs as they
 * are, so a queued visit can carry them until it is sent.
 */
export interface Attachment {
  name: string
  blob: Blob
}

/** An action recorded on the phone and waiting to reach the server. */
export type OutboxItem = VisitAction & {
  /** Its place in the queue: items are sent in this order. */
  seq: number
  /** The driver who recorded it: only their session sends it. */
  id_user: number
  /** When it was recorded, by the device's clock. */
  queued: string
  attachments: Attachment[]
}

interface OutboxSchema extends DBSchema {
  outbox: { key: number; value: OutboxItem; indexes: { by_user: number } }
}

const DB_NAME = "ruta-driver"

/** The queue of the completions the localStorage version of this queue kept. */
const LEGACY_STORAGE_KEY = "ruta.driver.completions"

/**
 * The actions a driver made that the server has not confirmed, kept in IndexedDB so that a lost
 * connection, a reload or a restart loses none. Each carries its own key, so sending one twice
 * applies it once.
 */
export async function openOutbox(name = DB_NAME) {
  const db: IDBPDatabase<OutboxSchema> = await openDB<OutboxSchema>(name, 1, {
    upgrade(database) {
      database
        .createObjectStore("outbox", { keyPath: "seq", autoIncrement: true })
        .createIndex("by_user", "id_user")
    },
  })

  const add = async (
    id_user: number,
    action: VisitAction,
    attachments: Attachment[] = []
  ) => {
    const item = {
      ...action,
      id_user,
      queued: new Date().toISOString(),
      attachments,
    } as Omit<OutboxItem, "seq">
    // The key path fills `seq` in.
    await db.add("outbox", item as OutboxItem)
  }

  return {
    add,

    /** The user's waiting actions, oldest first. */
    async pending(id_user: number): Promise<OutboxItem[]> {
      return db.getAllFromIndex("outbox", "by_user", id_user)
    },

    async remove(seq: number) {
      await db.delete("outbox", seq)
    },

    /**
     * Moves the completions an earlier version left in localStorage into the queue, once, in
     * their order and with their keys.
     */
    async migrate(storage: Storage, id_user: number) {
      const raw = storage.getItem(LEGACY_STORAGE_KEY)
      if (raw === null) return
      let legacy: { id_stop: number; body: StopCompletion }[] = []
      try {
        legacy = JSON.parse(raw)
      } catch {
        // Unreadable: nothing can be recovered from it.
      }
      for (const item of Array.isArray(legacy) ? legacy : [])
        if (item?.body?.key)
          await add(id_user, {
            kind: "complete",
            id_stop: item.id_stop,
            body: item.body,
          })
      storage.removeItem(LEGACY_STORAGE_KEY)
    },

    close: () => db.close(),
  }
}
export type Outbox = Awaited<ReturnType<typeof openOutbox>>
