// Webhook payloads tell times with the offset of the event's site (issue 43): an integrator reads
// the site's wall clock and the instant alike from `2026-03-08T09:00:00-07:00`.
import { zonedIso } from "@ruta/validation/zoned-time"

/** An ISO 8601 date-time with a zone or offset, as PostgreSQL's JSON and `toISOString` write it. */
const INSTANT =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/

/** `data` with each top-level instant re-expressed in `zone`'s offset (the same instants). */
export function zonedPayload(
  data: Record<string, unknown>,
  zone: string
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(data).map(([key, value]) => [
      key,
      typeof value === "string" && INSTANT.test(value)
        ? zonedIso(new Date(value), zone)
        : value,
    ])
  )
}
