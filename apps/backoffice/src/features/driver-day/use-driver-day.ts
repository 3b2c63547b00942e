import { useQuery, useQueryClient } from "@tanstack/react-query"
import { useCallback, useEffect, useMemo, useRef, useState } from "react"

import type { ApiFailure } from "../../lib/api.ts"
import { useServerToast } from "../../lib/use-server-toast.ts"
import {
  driverDayKey,
  getDriverDayQueryOptions,
  sendCompletion,
  startDriverRoute,
} from "./api/driver-day.ts"
import { applyPending } from "./apply-pending.ts"
import { createCompletionQueue } from "./completion-queue.ts"
import type { QueuedCompletion, SendOutcome } from "./completion-queue.ts"

/** How often waiting completions are tried again while the connection seems down. */
const RETRY_MS = 10_000

/** What the driver says of a visit. */
export interface VisitReport {
  failed: boolean
  id_stop_outcome: number | null
  note: string
}

async function send(item: QueuedCompletion): Promise<SendOutcome> {
  try {
    await sendCompletion(item.id_stop, item.body)
    return { kind: "sent" }
  } catch (error) {
    const status = (error as ApiFailure).statusCode ?? 0
    // No answer, or the server is down: keep it for later. An answer that refuses it is final.
    if (status === 0 || status >= 500 || status === 408 || status === 429)
      return { kind: "offline" }
    return { kind: "refused", message: (error as Error).message }
  }
}

/**
 * The driver's day: the server's routes with the device's waiting completions applied, starting
 * a route, and completing stops, which are queued on the device and sent as soon as (and as
 * often as) a connection allows.
 */
export function useDriverDay(storage: Storage = window.localStorage) {
  const queryClient = useQueryClient()
  const toast = useServerToast()
  const queue = useMemo(() => createCompletionQueue(storage), [storage])
  const [pending, setPending] = useState(queue.pending)
  const [sending, setSending] = useState(false)
  const day = useQuery({
    ...getDriverDayQueryOptions(),
    refetchInterval: 30_000,
  })

  const busy = useRef(false)

  const flush = useCallback(async () => {
    // One flush at a time; completions made meanwhile go in the next round of the loop.
    if (busy.current) return
    busy.current = true
    // Without a connection the attempt fails at once: nothing to show as sending.
    setSending(navigator.onLine)
    let answered = 0
    try {
      for (;;) {
        const result = await queue.flush(send)
        answered += result.sent + result.refused.length
        for (const { message } of result.refused)
          toast.failure(new Error(message))
        if (result.sent + result.refused.length === 0 || !result.waiting) break
      }
    } finally {
      busy.current = false
      setSending(false)
      setPending(queue.pending())
    }
    if (answered > 0)
      await queryClient.invalidateQueries({ queryKey: driverDayKey })
  }, [queue, queryClient, toast])

  useEffect(() => {
    void flush()
    const online = () => void flush()
    window.addEventListener("online", online)
    const timer = window.setInterval(online, RETRY_MS)
    return () => {
      window.removeEventListener("online", online)
      window.clearInterval(timer)
    }
  }, [flush])

  return {
    day: day.data ? applyPending(day.data, pending) : undefined,
    isLoading: day.isLoading,
    error: day.error,
    /** Completions made on the device that the server has not confirmed yet. */
    waiting: pending.length,
    sending,
    async start(id_route: number) {
      try {
        const { message } = await startDriverRoute(id_route)
        toast.success(message)
        await queryClient.invalidateQueries({ queryKey: driverDayKey })
      } catch (error) {
        toast.failure(error)
      }
    },
    complete(id_stop: number, report: VisitReport) {
      queue.enqueue({
        id_stop,
        body: {
          key: crypto.randomUUID(),
          visit_time: new Date().toISOString(),
          failed: report.failed,
          note: report.note,
          id_stop_outcome: report.id_stop_outcome,
        },
      })
      setPending(queue.pending())
      void flush()
    },
  }
}
