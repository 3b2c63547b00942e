import type { Tx } from "../../db/database.ts"
import { auditEvents } from "../../db/schema.ts"

export interface AuditEvent {
  id_client: number | null
  id_user: number | null
  action: string
  entity: string
  entityId?: string | number | null
  before?: unknown
  after?: unknown
  requestId?: string | null
  /** The name of the API key the change came through, if any. */
  apiKey?: string | null
}

/** Records who did what, to what, with the state before and after. */
export async function recordAudit(tx: Tx, event: AuditEvent): Promise<void> {
  await tx.insert(auditEvents).values({
    ...event,
    entityId:
      event.entityId === undefined || event.entityId === null
        ? null
        : String(event.entityId),
    before: event.before ?? null,
    after: event.after ?? null,
    requestId: event.requestId ?? null,
    apiKey: event.apiKey ?? null,
  })
}
