// The routes that switch a row on or off and delete it, as a module's lists and records share
// them (a client's skills, its sites, the clients themselves): each checks the caller's right on
// the row, changes it, records the change in the audit log and answers the module's sentence.
// A module gives its path, entity, loader and store; the shape is written once here.
import type { Action } from "@ruta/permissions/catalog"
import { Action as A } from "@ruta/permissions/catalog"
import type { z } from "zod"
import { z as zod } from "zod"

import type { Authorize, Authorized } from "../authorization/authorization.ts"
import type { authorizedRoute } from "../authorization/schemas.ts"
import { idParams, rowErrors, statusBody } from "../authorization/schemas.ts"
import { envelope } from "../lib/envelope.ts"
import { builtBy } from "./built-routes.ts"
import type { ZodApp } from "./zod-app.ts"

/** The config of every route this builder registers: it records that the builder made it. */
const config = builtBy("row-lifecycle.http.ts")

/** A row the routes change: where it lives, how it is found and whose audit log it goes to. */
export interface LifecycleRow<Row> {
  /** The collection's path, e.g. "/subsidiaries". */
  path: string
  routeSchema: { tags: string[] } & typeof authorizedRoute
  /** The audit log's entity, e.g. "subsidiary" (actions "subsidiary.enable"...). */
  entity: string
  /** The row `id` for `action`, 404 when the caller may not touch it. */
  load: (auth: Authorized, id: number, action: Action) => Promise<Row>
  idOf: (row: Row) => number
  /** The client whose audit log records a change of the row. */
  clientOf: (row: Row) => number
}

/** PUT <path>/:id/status, as a module declares it. */
export interface RowStatus<Row, After> extends LifecycleRow<Row> {
  summary: string
  rowSchema: z.ZodType<After>
  /** The row's on/off field, as its audit records it ("active", "isActive"). */
  activeField: string
  /** Switches the row on or off; answers it as it is now. */
  setActive: (auth: Authorized, row: Row, active: boolean) => Promise<After>
  sentences: { activated: string; deactivated: string }
}

/** DELETE <path>/:id, as a module declares it. */
export interface RowDelete<Row> extends LifecycleRow<Row> {
  summary: string
  /** Deletes the row (refusing with a conflict where the module keeps it). */
  remove: (auth: Authorized, row: Row) => Promise<void>
  deleted: string
  /** The audit log the deletion goes to, when not the row's client's (null: the provider's). */
  deletedInto?: (row: Row) => number | null
}

/** PUT <path>/:id/status: a row switched on or off. */
export function rowStatusRoute<Row, After>(
  app: ZodApp,
  authorize: Authorize,
  rows: RowStatus<Row, After>
) {
  app.put(
    `${rows.path}/:id/status`,
    {
      config,
      schema: {
        ...rows.routeSchema,
        summary: rows.summary,
        params: idParams,
        body: statusBody,
        response: { 200: envelope(rows.rowSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await rows.load(auth, request.params.id, A.enableDisable)
        const { isActive } = request.body
        const after = await rows.setActive(auth, before, isActive)
        const field = rows.activeField
        await auth.audit({
          id_client: rows.clientOf(before),
          action: `${rows.entity}.${isActive ? "enable" : "disable"}`,
          entity: rows.entity,
          entityId: rows.idOf(before),
          before: { [field]: (before as Record<string, unknown>)[field] },
          after: { [field]: isActive },
        })
        const { activated, deactivated } = rows.sentences
        return { data: after, message: isActive ? activated : deactivated }
      })
  )
}

/** DELETE <path>/:id: a row deleted. */
export function rowDeleteRoute<Row>(
  app: ZodApp,
  authorize: Authorize,
  rows: RowDelete<Row>
) {
  app.delete(
    `${rows.path}/:id`,
    {
      config,
      schema: {
        ...rows.routeSchema,
        summary: rows.summary,
        params: idParams,
        response: { 200: envelope(zod.null()), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await rows.load(auth, request.params.id, A.delete)
        await rows.remove(auth, before)
        await auth.audit({
          id_client: (rows.deletedInto ?? rows.clientOf)(before),
          action: `${rows.entity}.delete`,
          entity: rows.entity,
          entityId: rows.idOf(before),
          before,
        })
        return { data: null, message: rows.deleted }
      })
  )
}
