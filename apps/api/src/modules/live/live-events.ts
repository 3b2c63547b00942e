import { z } from "zod"

import { sseEvent } from "../../platform/sse/event-stream.ts"

/** The channel the database triggers announce changes on (drizzle/0018_live-events-triggers.sql). */
export const LIVE_CHANNEL = "ruta_live"

/**
 * What changed. Each kind names its ids: `optimization` (id_optimization), `route` and `stop`
 * (id_optimization, id_route), `run` (id_run, id_optimization, status, seq), `position`
 * (id_optimization, id_route, id_user, and the route's latest latitude, longitude and `at`, so
 * a map moves without a refetch), `eta` (id_optimization, id_route: its predicted arrivals
 * changed). New kinds add a value here and a trigger or a `pg_notify` of their own.
 */
export const LIVE_KINDS = [
  "optimization",
  "route",
  "stop",
  "run",
  "position",
  "eta",
] as const

export const liveEventSchema = z
  .object({
    /** Numbers the event (the stream's `id:`); resume after it with `Last-Event-ID`. */
    id: z.number().int(),
    kind: z.string(),
    id_client: z.number().int(),
    id_subsidiary: z.number().int(),
    ids: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
  })
  .meta({ id: "LiveEvent" })
export type LiveEvent = z.infer<typeof liveEventSchema>

/** Who a stream is for: one client (or every client: the provider's staff), and its sites. */
export interface Viewer {
  /** null: every client. */
  clientId: number | null
  /** null: every site of the client. */
  sites: number[] | null
}

export const visibleTo = (event: LiveEvent, viewer: Viewer) =>
  (viewer.clientId === null || event.id_client === viewer.clientId) &&
  (viewer.sites === null || viewer.sites.includes(event.id_subsidiary))

/** An event from a notification's payload or a row of the log; null when it is not one. */
export function readEvent(value: unknown): LiveEvent | null {
  const parsed = liveEventSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/** Each event's text on the wire, made once however many streams send it. */
const wireText = new WeakMap<LiveEvent, string>()

/** A live event as a Server-Sent Event: serialised once, then shared by every stream. */
export function sseOfEvent(event: LiveEvent): string {
  let text = wireText.get(event)
  if (text === undefined) {
    text = sseEvent(event.id, event.kind, event)
    wireText.set(event, text)
  }
  return text
}
