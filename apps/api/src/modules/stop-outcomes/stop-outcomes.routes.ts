import type { Action, Subject } from "@ruta/permissions/catalog"
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { stopOutcomeSchema } from "@ruta/validation/fleet"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import { conflict, notFound } from "../../platform/lib/errors.ts"
import type {
  Authorize,
  Authorized,
} from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  idParams,
  rowErrors,
  statusBody,
} from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
import { createClientsRepository } from "../clients/clients.repository.ts"
import {
  activeFilter,
  activeFilterQuery,
  targetClient,
} from "../skills/skills.routes.ts"
import type { StopOutcomeRow } from "./stop-outcomes.repository.ts"
import {
  createStopOutcomesRepository,
  stopOutcomeRowSchema,
} from "./stop-outcomes.repository.ts"

/** Who reads a client's stop outcomes: their screen, and the route screens that record them. */
const readers: [Action, Subject][] = [
  [A.menuStopOutcomes, S.sideMenu],
  [A.create, S.stopOutcomes],
  [A.edit, S.stopOutcomes],
  [A.menuRoutes, S.sideMenu],
]

const createBody = stopOutcomeSchema
const updateBody = stopOutcomeSchema.pick({ name: true }).extend({
  kind: stopOutcomeSchema.shape.kind.removeDefault().optional(),
})

const tags = ["Stop outcomes"]
const routeSchema = { tags, ...authorizedRoute }

async function loadStopOutcome(
  auth: Authorized,
  id: number,
  action: Action
): Promise<StopOutcomeRow> {
  auth.require(action, S.stopOutcomes)
  const found = await createStopOutcomesRepository(auth.tx).findById(id)
  return auth.ensure(action, S.stopOutcomes, found, "Stop outcome not found.")
}

/** Stop outcomes of a client (spec section 7, "Skills and stop outcomes"). */
export const stopOutcomesRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
}> = async (app, { authorize }) => {
  app.addHook("onRequest", app.authenticate)

  app.get(
    "/stop-outcomes/client/:id",
    {
      schema: {
        ...routeSchema,
        summary:
          "The stop outcomes of a client (active=1: inactive only, active=2: active only)",
        params: idParams,
        querystring: activeFilterQuery,
        response: {
          200: envelope(z.array(stopOutcomeRowSchema)),
          ...rowErrors,
        },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(readers)
        const client = await createClientsRepository(auth.tx).findRow(
          request.params.id
        )
        if (!client) throw notFound("Client not found.")
        const data = await createStopOutcomesRepository(auth.tx).listByClient(
          client.id_client,
          activeFilter(request.query.active)
        )
        return { data, message: "OK" }
      })
  )

  app.post(
    "/stop-outcomes",
    {
      schema: {
        ...routeSchema,
        summary: "Create a stop outcome",
        body: createBody,
        response: { 201: envelope(stopOutcomeRowSchema), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        auth.require(A.create, S.stopOutcomes)
        const id_client = await targetClient(auth, request.body.id_client)
        auth.ensure(
          A.create,
          S.stopOutcomes,
          { id_client },
          "Client not found."
        )
        const repo = createStopOutcomesRepository(auth.tx)
        if (await repo.nameTaken(id_client, request.body.name))
          throw conflict("A stop outcome with this name already exists.")
        const outcome = await repo.create(
          id_client,
          request.body.name,
          request.body.kind
        )
        await auth.audit({
          id_client,
          action: "stopOutcome.create",
          entity: "stopOutcome",
          entityId: outcome.id_stop_outcome,
          after: outcome,
        })
        replyCreated(reply)
        return { data: outcome, message: "Stop outcome created." }
      })
  )

  app.put(
    "/stop-outcomes/:id",
    {
      schema: {
        ...routeSchema,
        summary: "Rename a stop outcome, or change its kind",
        params: idParams,
        body: updateBody,
        response: { 200: envelope(stopOutcomeRowSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadStopOutcome(auth, request.params.id, A.edit)
        const repo = createStopOutcomesRepository(auth.tx)
        if (
          await repo.nameTaken(
            before.id_client,
            request.body.name,
            before.id_stop_outcome
          )
        )
          throw conflict("A stop outcome with this name already exists.")
        const renamed = request.body.name !== before.name
        const after = await repo.update(before.id_stop_outcome, {
          name: request.body.name,
          ...(request.body.kind && { kind: request.body.kind }),
          // A name the client typed is shown as typed.
          ...(renamed && { preset: null }),
        })
        await auth.audit({
          id_client: before.id_client,
          action: "stopOutcome.update",
          entity: "stopOutcome",
          entityId: before.id_stop_outcome,
          before,
          after,
        })
        return { data: after, message: "Stop outcome updated." }
      })
  )

  app.put(
    "/stop-outcomes/:id/status",
    {
      schema: {
        ...routeSchema,
        summary: "Activate or deactivate a stop outcome",
        params: idParams,
        body: statusBody,
        response: { 200: envelope(stopOutcomeRowSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadStopOutcome(
          auth,
          request.params.id,
          A.enableDisable
        )
        const after = await createStopOutcomesRepository(auth.tx).update(
          before.id_stop_outcome,
          { active: request.body.isActive }
        )
        await auth.audit({
          id_client: before.id_client,
          action: request.body.isActive
            ? "stopOutcome.enable"
            : "stopOutcome.disable",
          entity: "stopOutcome",
          entityId: before.id_stop_outcome,
          before: { active: before.active },
          after: { active: after.active },
        })
        return {
          data: after,
          message: request.body.isActive
            ? "Stop outcome activated."
            : "Stop outcome deactivated.",
        }
      })
  )

  app.delete(
    "/stop-outcomes/:id",
    {
      schema: {
        ...routeSchema,
        summary: "Delete a stop outcome",
        params: idParams,
        response: { 200: envelope(z.null()), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadStopOutcome(auth, request.params.id, A.delete)
        await createStopOutcomesRepository(auth.tx).remove(
          before.id_stop_outcome
        )
        await auth.audit({
          id_client: before.id_client,
          action: "stopOutcome.delete",
          entity: "stopOutcome",
          entityId: before.id_stop_outcome,
          before,
        })
        return { data: null, message: "Stop outcome deleted." }
      })
  )
}
