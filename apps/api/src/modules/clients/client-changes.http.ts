// Clients created, edited, switched on or off and deleted, each audited.
import type { Action } from "@ruta/permissions/catalog"
import { Action as A, Subject as S } from "@ruta/permissions/catalog"

import { envelope } from "../../platform/lib/envelope.ts"
import type {
  Authorize,
  Authorized,
} from "../../platform/authorization/authorization.ts"
import { idParams, rowErrors } from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
import type { ClientOut } from "./clients.repository.ts"
import { clientSchema, createClientsRepository } from "./clients.repository.ts"
import { clientBody, routeSchema } from "./clients.schemas.ts"
import { loadClient } from "./clients.access.ts"
import type { ZodApp } from "../../platform/http/zod-app.ts"
import {
  rowDeleteRoute,
  rowStatusRoute,
} from "../../platform/http/row-lifecycle.http.ts"

/** A client created (with its main site) or edited. */
export function clientEditRoutes(app: ZodApp, authorize: Authorize) {
  app.post(
    "/clients",
    {
      schema: {
        ...routeSchema,
        summary: "Create a client (with its main site)",
        body: clientBody,
        response: { 201: envelope(clientSchema), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        auth.require(A.create, S.clients)
        const repo = createClientsRepository(auth.tx)
        const id = await repo.create(request.body)
        const after = await repo.findById(id, auth.user.id_user)
        await auth.audit({
          id_client: id,
          action: "client.create",
          entity: "client",
          entityId: id,
          after,
        })
        replyCreated(reply, `/clients/${id}`)
        return { data: after!, message: "Client created." }
      })
  )

  app.put(
    "/clients/:id",
    {
      schema: {
        ...routeSchema,
        summary: "Edit a client's details",
        params: idParams,
        body: clientBody,
        response: { 200: envelope(clientSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadClient(auth, request.params.id, [
          [A.edit, S.clients],
          [A.edit, S.client],
          [A.saveDetails, S.client],
        ])
        const repo = createClientsRepository(auth.tx)
        await repo.update(before.id_client, request.body)
        const after = await repo.findById(before.id_client, auth.user.id_user)
        await auth.audit({
          id_client: before.id_client,
          action: "client.update",
          entity: "client",
          entityId: before.id_client,
          before,
          after,
        })
        return { data: after!, message: "Client updated." }
      })
  )
}

/** A client switched on or off, or deleted (its audit row kept in the provider's log). */
export function clientLifecycleRoutes(app: ZodApp, authorize: Authorize) {
  const row = {
    path: "/clients",
    routeSchema,
    entity: "client",
    load: (auth: Authorized, id: number, action: Action) =>
      loadClient(auth, id, [[action, S.clients]]),
    idOf: (client: ClientOut) => client.id_client,
    clientOf: (client: ClientOut) => client.id_client,
  }
  rowStatusRoute(app, authorize, {
    ...row,
    summary: "Enable or disable a client",
    rowSchema: clientSchema,
    activeField: "isActive",
    setActive: async (auth, client, isActive) => {
      const repo = createClientsRepository(auth.tx)
      await repo.update(client.id_client, { isActive })
      return (await repo.findById(client.id_client, auth.user.id_user))!
    },
    sentences: {
      activated: "Client enabled.",
      deactivated: "Client disabled.",
    },
  })
  rowDeleteRoute(app, authorize, {
    ...row,
    summary: "Delete a client and everything it owns",
    remove: (auth, client) =>
      createClientsRepository(auth.tx).remove(client.id_client),
    deleted: "Client deleted.",
    // The client's own audit rows go with it: keep this one with the provider.
    deletedInto: () => null,
  })
}
