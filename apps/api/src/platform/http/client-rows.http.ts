// The routes of a list a client names and keeps (skills, stop outcomes): list a client's rows with
// the spec's active filter, create one, rename it, switch it on or off and delete it, each checked
// against the caller's rights and recorded in the audit log. A module gives its path, subject,
// schemas, repository and sentences; the shape is written once here.
import type { Action, Subject } from "@ruta/permissions/catalog"
import { Action as A } from "@ruta/permissions/catalog"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import type { Tx } from "../../db/database.ts"
import type { Authorize, Authorized } from "../authorization/authorization.ts"
import {
  authorizedRoute,
  idParams,
  rowErrors,
} from "../authorization/schemas.ts"
import { envelope } from "../lib/envelope.ts"
import { conflict, notFound } from "../lib/errors.ts"
import { builtBy } from "./built-routes.ts"
import { replyCreated } from "./created.ts"
import { rowDeleteRoute, rowStatusRoute } from "./row-lifecycle.http.ts"
import type { ZodApp } from "./zod-app.ts"

/**
 * The spec's active filter: `active=1` lists the inactive rows, `active=2` the active ones, and
 * anything else every row.
 */
export const activeFilterQuery = z.object({
  active: z.string().max(10).optional(),
})
export const activeFilter = (value: string | undefined) =>
  value === "1" ? false : value === "2" ? true : undefined

/** A row of a client's list: its client, its name and whether it is on. */
export interface ClientRow {
  id_client: number
  name: string
  active: boolean
}

/** What the routes read and write, over one scoped transaction. */
export interface ClientRowsStore<Row extends ClientRow, Created> {
  listByClient(id_client: number, active: boolean | undefined): Promise<Row[]>
  findById(id: number): Promise<Row | undefined>
  /** Whether another row of the client already has this name. */
  nameTaken(id_client: number, name: string, except?: number): Promise<boolean>
  create(id_client: number, body: Created): Promise<Row>
  update(id: number, changes: Partial<Row>): Promise<Row>
  remove(id: number): Promise<void>
}

/** The sentences a caller reads, each written out by the module (and translated). */
export interface ClientRowsSentences {
  notFound: string
  nameTaken: string
  created: string
  updated: string
  activated: string
  deactivated: string
  deleted: string
}

/** One list's routes, as a module declares them. */
export interface ClientRows<
  Row extends ClientRow,
  Created extends { name: string; id_client?: number | undefined },
  Renamed extends { name: string },
> {
  /** The collection's path, e.g. "/skills". */
  path: string
  tags: string[]
  subject: Subject
  /** Who may read a client's rows: the list's screen and the screens that pick from it. */
  readers: [Action, Subject][]
  /** The audit log's entity, e.g. "skill" (actions "skill.create", "skill.enable"...). */
  entity: string
  summaries: { list: string; create: string; update: string; delete: string }
  /** The summary of the status route: "Activate or deactivate a skill". */
  statusSummary: string
  rowSchema: z.ZodType<Row>
  createBody: z.ZodType<Created>
  updateBody: z.ZodType<Renamed>
  sentences: ClientRowsSentences
  idOf: (row: Row) => number
  store: (tx: Tx) => ClientRowsStore<Row, Created>
  /** The client a caller reads, 404 when it cannot be seen. */
  findClient: (tx: Tx, id: number) => Promise<{ id_client: number } | undefined>
  /** The client a new row is for, 404 when it cannot be seen. */
  targetClient: (auth: Authorized, asked?: number) => Promise<number>
  /** What a rename changes: the name, unless the module says more. */
  changes?: (before: Row, body: Renamed) => Partial<Row>
}

type Named = { name: string; id_client?: number | undefined }
type Renaming = { name: string }

/** The config of every route this builder registers: it records that the builder made it. */
const config = builtBy("client-rows.http.ts")

/** What each route of a list is built from. */
interface RouteContext<
  Row extends ClientRow,
  Created extends Named,
  Renamed extends { name: string },
> {
  app: ZodApp
  authorize: Authorize
  rows: ClientRows<Row, Created, Renamed>
  routeSchema: { tags: string[] } & typeof authorizedRoute
  /** The row `id` for `action`, 404 when the caller may not touch it. */
  load: (auth: Authorized, id: number, action: Action) => Promise<Row>
}

/** The routes of one client list, as a Fastify plugin. */
export function clientRowsRoutes<
  Row extends ClientRow,
  Created extends Named,
  Renamed extends { name: string },
>(
  rows: ClientRows<Row, Created, Renamed>
): FastifyPluginAsyncZod<{ authorize: Authorize }> {
  return async (app, { authorize }) => {
    app.addHook("onRequest", app.authenticate)
    const load = async (auth: Authorized, id: number, action: Action) => {
      auth.require(action, rows.subject)
      const found = await rows.store(auth.tx).findById(id)
      return auth.ensure(action, rows.subject, found, rows.sentences.notFound)
    }
    const context = {
      app,
      authorize,
      rows,
      routeSchema: { tags: rows.tags, ...authorizedRoute },
      load,
    }
    listRoute(context)
    createRoute(context)
    renameRoute(context)
    lifecycleRoutes(context)
  }
}

/** GET <path>/client/:id: a client's rows, with the spec's active filter. */
function listRoute<R extends ClientRow, C extends Named, U extends Renaming>(
  context: RouteContext<R, C, U>
) {
  const { app, authorize, rows, routeSchema } = context
  app.get(
    `${rows.path}/client/:id`,
    {
      config,
      schema: {
        ...routeSchema,
        summary: rows.summaries.list,
        params: idParams,
        querystring: activeFilterQuery,
        response: { 200: envelope(z.array(rows.rowSchema)), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(rows.readers)
        const client = await rows.findClient(auth.tx, request.params.id)
        if (!client) throw notFound("Client not found.")
        const data = await rows
          .store(auth.tx)
          .listByClient(client.id_client, activeFilter(request.query.active))
        return { data, message: "OK" }
      })
  )
}

/** POST <path>: a new row, for the caller's client (or the one staff ask for). */
function createRoute<R extends ClientRow, C extends Named, U extends Renaming>(
  context: RouteContext<R, C, U>
) {
  const { app, authorize, rows, routeSchema } = context
  const { sentences, subject } = rows
  app.post(
    rows.path,
    {
      config,
      schema: {
        ...routeSchema,
        summary: rows.summaries.create,
        body: rows.createBody,
        response: { 201: envelope(rows.rowSchema), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        auth.require(A.create, subject)
        const body = request.body as C
        const id_client = await rows.targetClient(auth, body.id_client)
        auth.ensure(A.create, subject, { id_client }, "Client not found.")
        const store = rows.store(auth.tx)
        if (await store.nameTaken(id_client, body.name))
          throw conflict(sentences.nameTaken)
        const created = await store.create(id_client, body)
        await auth.audit({
          id_client,
          action: `${rows.entity}.create`,
          entity: rows.entity,
          entityId: rows.idOf(created),
          after: created,
        })
        replyCreated(reply)
        return { data: created, message: sentences.created }
      })
  )
}

/** PUT <path>/:id: a row renamed (and whatever else the module lets a rename change). */
function renameRoute<R extends ClientRow, C extends Named, U extends Renaming>(
  context: RouteContext<R, C, U>
) {
  const { app, authorize, rows, routeSchema, load } = context
  const { sentences } = rows
  app.put(
    `${rows.path}/:id`,
    {
      config,
      schema: {
        ...routeSchema,
        summary: rows.summaries.update,
        params: idParams,
        body: rows.updateBody,
        response: { 200: envelope(rows.rowSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await load(auth, request.params.id, A.edit)
        const body = request.body as U
        const id = rows.idOf(before)
        const store = rows.store(auth.tx)
        if (await store.nameTaken(before.id_client, body.name, id))
          throw conflict(sentences.nameTaken)
        const changes =
          rows.changes?.(before, body) ?? ({ name: body.name } as Partial<R>)
        const after = await store.update(id, changes)
        await auth.audit({
          id_client: before.id_client,
          action: `${rows.entity}.update`,
          entity: rows.entity,
          entityId: id,
          before,
          after,
        })
        return { data: after, message: sentences.updated }
      })
  )
}

/** PUT <path>/:id/status and DELETE <path>/:id: a row switched on or off, and deleted. */
function lifecycleRoutes<
  R extends ClientRow,
  C extends Named,
  U extends Renaming,
>(context: RouteContext<R, C, U>) {
  const { app, authorize, rows, routeSchema, load } = context
  const { sentences } = rows
  const row = {
    path: rows.path,
    routeSchema,
    entity: rows.entity,
    load,
    idOf: rows.idOf,
    clientOf: (found: R) => found.id_client,
  }
  rowStatusRoute(app, authorize, {
    ...row,
    summary: rows.statusSummary,
    rowSchema: rows.rowSchema,
    activeField: "active",
    setActive: (auth, found, active) =>
      rows.store(auth.tx).update(rows.idOf(found), { active } as Partial<R>),
    sentences,
  })
  rowDeleteRoute(app, authorize, {
    ...row,
    summary: rows.summaries.delete,
    remove: (auth, found) => rows.store(auth.tx).remove(rows.idOf(found)),
    deleted: sentences.deleted,
  })
}
