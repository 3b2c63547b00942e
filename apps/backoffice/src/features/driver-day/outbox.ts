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

/** Where an action sits on the phone. */
interface Queued {
  /** Its place in the queue: items are sent in this order. */
  seq: number
  /** The driver who recorded it: only their session sends it. */
  id_user: number
  /** When it was recorded, by the device's clock. */
  queued: string
}

/** An action recorded on the phone and waiting to reach the server. */
export type OutboxItem = VisitAction & Queued & { attachments: Attachment[] }

/**
 * An action the server took, kept until the day the phone shows has it too (`apply-pending.ts`
 * `reflects`): the phone may close before it reads the day again, and the day it then keeps
 * offline is the one from before the action. Its files are not kept.
 */
export type DeliveredItem = VisitAction &
  Queued & {
    /** When the server took it, by the device's clock. */
    delivered: string
  }

interface OutboxSchema extends DBSchema {
  outbox: { key: number; value: OutboxItem; indexes: { by_user: number } }
  delivered: {
    key: number
    value: DeliveredItem
    indexes: { by_user: number }
  }
}

const DB_NAME = "ruta-driver"

/** The queue of the completions the localStorage version of this queue kept. */
const LEGACY_STORAGE_KEY = "ruta.driver.completions"

/**
 * The actions a driver made that the server has not confirmed, kept in IndexedDB so that a lost
 * connection, a reload or a restart loses none. Each carries its own key, so sending one twice
 * applies it once. Those the server took stay aside until the day on the phone shows them.
 */
export async function openOutbox(name = DB_NAME) {
  const db: IDBPDatabase<OutboxSchema> = await openDB<OutboxSchema>(name, 2, {
    upgrade(database, oldVersion) {
      if (oldVersion < 1)
        database
          .createObjectStore("outbox", { keyPath: "seq", autoIncrement: true })
          .createIndex("by_user", "id_user")
      // Version 2: the delivered actions the day on the phone may not show yet.
      if (oldVersion < 2)
        database
          .createObjectStore("delivered", { keyPath: "seq" })
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

    /**
     * Takes an action off the queue. One the server took (`delivered`) is kept aside, unless it
     * is positions (they change nothing the day shows), until `forget` lets it go.
     */
    async remove(seq: number, delivered = false) {
      const tx = db.transaction(["outbox", "delivered"], "readwrite")
      const item = await tx.objectStore("outbox").get(seq)
      await tx.objectStore("outbox").delete(seq)
      if (item && delivered && item.kind !== "positions") {
        const { attachments: _files, ...action } = item
        await tx.objectStore("delivered").put({
          ...action,
          delivered: new Date().toISOString(),
        } as DeliveredItem)
      }
      await tx.done
    },

    /** The user's delivered actions still kept, oldest first. */
    async delivered(id_user: number): Promise<DeliveredItem[]> {
      return db.getAllFromIndex("delivered", "by_user", id_user)
    },

    /** Lets every delivered action go (on sign-out: they are the day's data). */
    clearDelivered: () => db.clear("delivered"),

    /** Lets delivered actions go: the day shows them now, or their day is over. */
    async forget(seqs: readonly number[]) {
      const tx = db.transaction("delivered", "readwrite")
      await Promise.all([...seqs.map((seq) => tx.store.delete(seq)), tx.done])
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
