import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect, useRef, useState } from "react"

import { useServerToast } from "../../lib/use-server-toast.ts"
import { useSiteZone } from "../../lib/use-units.ts"
import { driverDayKey, getDriverDayQueryOptions } from "./api/driver-day.ts"
import type { DriverDay, PositionBatch } from "./api/driver-day.ts"
import { applyPending, reflects } from "./apply-pending.ts"
import { useKeptUnits } from "./kept-units.ts"
import { onBackgroundSync, requestBackgroundSync } from "./background-sync.ts"
import { currentPosition } from "./current-position.ts"
import { openOutbox } from "./outbox.ts"
import type {
  Attachment,
  DeliveredItem,
  Outbox,
  OutboxItem,
  VisitAction,
} from "./outbox.ts"
import { createOutboxSender } from "./outbox-sender.ts"
import type { OutboxSender } from "./outbox-sender.ts"
import { sendAction } from "./send-action.ts"

/** What the driver says of a visit, with its proof. */
export interface VisitReport {
  failed: boolean
  id_stop_outcome: number | null
  note: string
  /** Who received it ("" when not asked). */
  recipient_name: string
  /** The recipient's signature as a PNG. */
  signature: Blob | null
  /** The photos, ready to send (resized JPEGs without Exif). */
  photos: Blob[]
}

/** A visit's photos and signature as the queue keeps them, by the form field each goes in. */
const proofAttachments = (report: VisitReport): Attachment[] => [
  ...report.photos.map((blob) => ({ name: "photos[]", blob })),
  ...(report.signature ? [{ name: "signature", blob: report.signature }] : []),
]

interface Queue {
  outbox: Outbox
  sender: OutboxSender
  /** Reads the delivered actions still kept into the hook's state. */
  showDelivered: () => Promise<void>
}

/** A delivered action the day never shows (its stop went to another driver) goes after a day. */
const DELIVERED_KEPT_MS = 86_400_000

/**
 * Opens the driver's queue and sends it: at once, on `online`, on a Background Sync, and after a
 * failure on a backoff timer; never while offline.
 */
function useOutbox(id_user: number, storage: Storage) {
  const queryClient = useQueryClient()
  const toast = useServerToast()
  // The toast's functions change with every render; the queue must not restart with them.
  const toastRef = useRef(toast)
  toastRef.current = toast
  const [waiting, setWaiting] = useState<OutboxItem[]>([])
  const [delivered, setDelivered] = useState<DeliveredItem[]>([])
  const [sending, setSending] = useState(false)
  const queue = useRef<Promise<Queue> | null>(null)

  useEffect(() => {
    let closed = false
    const ready = (async () => {
      const outbox = await openOutbox()
      await outbox.migrate(storage, id_user)
      const showDelivered = async () => {
        const kept = await outbox.delivered(id_user)
        if (!closed) setDelivered(kept)
      }
      const sender = createOutboxSender({
        pending: async () => (closed ? [] : outbox.pending(id_user)),
        remove: async (seq, sent) =>
          closed ? undefined : outbox.remove(seq, sent),
        send: async (item) => {
          const outcome = await sendAction(item)
          if (outcome.kind === "offline") void requestBackgroundSync()
          return outcome
        },
        isOnline: () => navigator.onLine,
        onChange: (state) => {
          if (closed) return
          setWaiting(state.waiting)
          setSending(state.sending)
        },
        onRefused: (_item, message) =>
          toastRef.current.failure(new Error(message)),
        // Positions change nothing of the day the phone shows: no refetch every 10 s for them.
        onDelivered: (items) => {
          if (items.some((item) => item.kind !== "positions")) {
            void showDelivered()
            void queryClient.invalidateQueries({ queryKey: driverDayKey })
          }
        },
      })
      await showDelivered()
      return { outbox, sender, showDelivered }
    })()
    queue.current = ready
    const reconnected = () =>
      void ready.then(({ sender }) => sender.reconnected())
    window.addEventListener("online", reconnected)
    const stopSync = onBackgroundSync(reconnected)
    void ready.then(async ({ sender }) => {
      await sender.refresh()
      await sender.flush()
    })
    return () => {
      closed = true
      window.removeEventListener("online", reconnected)
      stopSync()
      void ready.then(({ outbox, sender }) => {
        sender.stop()
        outbox.close()
      })
    }
  }, [id_user, storage, queryClient])

  /** Queues an action and sends it now if the connection allows. */
  async function record(action: VisitAction, attachments: Attachment[] = []) {
    let ready: Queue
    try {
      ready = await queue.current!
      await ready.outbox.add(id_user, action, attachments)
    } catch (error) {
      // The phone's storage refused it (full, or private browsing): say so, lose nothing quietly.
      toastRef.current.failure(error)
      return
    }
    const { sender } = ready
    await sender.refresh()
    if (!navigator.onLine) void requestBackgroundSync()
    await sender.flush()
  }

  /**
   * Lets go of the delivered actions `day` shows (it came from the server after them), and of
   * those a day old: the day the phone keeps next has them.
   */
  async function settle(day: DriverDay) {
    const { outbox, showDelivered } = await queue.current!
    const now = Date.now()
    const settled = (await outbox.delivered(id_user)).filter(
      (item) =>
        reflects(day, item) ||
        now - Date.parse(item.delivered) > DELIVERED_KEPT_MS
    )
    if (settled.length === 0) return
    await outbox.forget(settled.map((item) => item.seq))
    await showDelivered()
  }

  return { waiting, delivered, sending, record, settle }
}

/**
 * The driver's day: the server's routes with the device's waiting actions applied; starting a
 * route, arriving at a stop and completing it are queued on the device and sent as soon as a
 * connection allows.
 */
export function useDriverDay(
  id_user: number,
  storage: Storage = window.localStorage
) {
  const { waiting, delivered, sending, record, settle } = useOutbox(
    id_user,
    storage
  )
  // The site's zone kept with the day: today is the site's from the first render, offline too.
  useKeptUnits(id_user, storage)
  const day = useQuery({
    ...getDriverDayQueryOptions(useSiteZone()),
    // Offline, a refetch could only find what the service worker answered already.
    refetchInterval: () => (navigator.onLine ? 30_000 : false),
    // Without a connection the service worker still answers the day it last saw.
    networkMode: "offlineFirst",
  })
  // A day from the server shows what it took: those actions need not be kept aside any more.
  useEffect(() => {
    if (day.data) void settle(day.data)
    // `settle` reads the queue anew each time: the day is what changes.
  }, [day.data])

  return {
    // The server's day, with what the server took since (the day the phone kept may be older
    // than it) and what still waits on the phone applied.
    day: day.data
      ? applyPending(day.data, [...delivered, ...waiting])
      : undefined,
    isLoading: day.isLoading,
    error: day.error,
    /** Actions made on the device that the server has not confirmed yet, oldest first. */
    waiting,
    sending,
    start: (id_route: number) => record({ kind: "start", id_route }),
    /** Queues a batch of the phone's positions (`position-tracker.ts`). */
    recordPositions: (body: PositionBatch) =>
      void record({ kind: "positions", body }),
    async arrive(id_stop: number) {
      const arrived = new Date().toISOString()
      const position = await currentPosition()
      await record({
        kind: "arrive",
        id_stop,
        body: {
          key: crypto.randomUUID(),
          arrived,
          latitude: position?.latitude ?? null,
          longitude: position?.longitude ?? null,
        },
      })
    },
    async complete(id_stop: number, report: VisitReport) {
      const visit_time = new Date().toISOString()
      // Where the phone is, so the planner sees a visit finished far from its stop.
      const position = await currentPosition()
      await record(
        {
          kind: "complete",
          id_stop,
          body: {
            key: crypto.randomUUID(),
            visit_time,
            failed: report.failed,
            note: report.note,
            id_stop_outcome: report.id_stop_outcome,
            ...(report.recipient_name
              ? { recipient_name: report.recipient_name }
              : {}),
            ...(position ?? {}),
          },
        },
        proofAttachments(report)
      )
    },
  }
}
