import type { Action, Subject } from "@ruta/permissions/catalog"

import type { Authorized } from "../../platform/authorization/authorization.ts"

/**
 * What the notifications' routes read of planning, passed in by `start-up/` (planning's
 * `planning.access.ts`), so that notifications import none of planning's code.
 */
export interface PlanningReads {
  /** Who may read the planning screens (and so the ratings of their stops). */
  readers: [Action, Subject][]
  /** A stop the caller may read (404 otherwise). */
  loadStop(auth: Authorized, id: number): Promise<{ id_stop: number }>
}
