import { readEventStream } from "@ruta/api-client/event-stream"
import { useEffect, useState } from "react"

import { getAccessToken } from "../../lib/session.ts"
import type { OptimizationRun } from "./api/optimizations.ts"
import { getRun } from "./api/optimizations.ts"

const FINAL = ["done", "failed", "cancelled"]

/** Whether a run has ended. */
export const runEnded = (run: OptimizationRun | null) =>
  run !== null && FINAL.includes(run.status)

/**
 * Follows a run: its event stream (`GET /optimization-runs/{id}/events`), resumed from the last
 * event if the connection drops, and polling the run when the stream cannot be had.
 *
 * @param idRun - the run to follow, or null for none
 * @param language - the language its failure reason is wanted in
 * @returns the run as last reported
 */
export function useRunProgress(idRun: number | null, language: string) {
  const [run, setRun] = useState<OptimizationRun | null>(null)
  useEffect(() => {
    if (idRun === null) return
    const abort = new AbortController()
    let lastId = -1
    let latest: OptimizationRun | null = null
    const report = (next: OptimizationRun) => {
      latest = next
      setRun(next)
    }
    async function stream() {
      const response = await fetch(
        `/api/v1/optimization-runs/${idRun}/events`,
        {
          headers: {
            authorization: `Bearer ${getAccessToken() ?? ""}`,
            "accept-language": language,
            ...(lastId >= 0 ? { "last-event-id": String(lastId) } : {}),
          },
          signal: abort.signal,
        }
      )
      if (!response.ok || !response.body) throw new Error("no stream")
      await readEventStream(response.body, (event) => {
        lastId = event.id
        report(JSON.parse(event.data) as OptimizationRun)
      })
    }
    async function poll() {
      while (!abort.signal.aborted && !runEnded(latest)) {
        report(await getRun(idRun!))
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
    }
    void (async () => {
      try {
        await stream()
        if (!runEnded(latest)) await stream()
      } catch {
        // The stream could not be had (or broke): the run itself is the fallback.
      }
      if (!abort.signal.aborted && !runEnded(latest))
        await poll().catch(() => {})
    })()
    return () => abort.abort()
  }, [idRun, language])
  return run
}
