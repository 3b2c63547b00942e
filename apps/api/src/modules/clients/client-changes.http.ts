// Clients created, edited, switched on or off and deleted, each audited.
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  idParams,
  rowErrors,
  statusBody,
} from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
import { clientSchema, createClientsRepository } from "./clients.repository.ts"
import { clientBody, routeSchema } from "./clients.schemas.ts"
import { loadClient } from "./clients.access.ts"
import type { ZodApp } from "../../platform/http/zod-app.ts"

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

/** A client switched on or off, or deleted. */
export function clientLifecycleRoutes(app: ZodApp, authorize: Authorize) {
  app.put(
    "/clients/:id/status",
    {
      schema: {
        ...routeSchema,
        summary: "Enable or disable a client",
        params: idParams,
        body: statusBody,
        response: { 200: envelope(clientSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadClient(auth, request.params.id, [
          [A.enableDisable, S.clients],
        ])
        const repo = createClientsRepository(auth.tx)
        await repo.update(before.id_client, {
          isActive: request.body.isActive,
        })
        const after = await repo.findById(before.id_client, auth.user.id_user)
        await auth.audit({
          id_client: before.id_client,
          action: request.body.isActive ? "client.enable" : "client.disable",
          entity: "client",
          entityId: before.id_client,
          before: { isActive: before.isActive },
          after: { isActive: request.body.isActive },
        })
        return {
          data: after!,
          message: request.body.isActive
            ? "Client enabled."
            : "Client disabled.",
        }
      })
  )

  app.delete(
    "/clients/:id",
    {
      schema: {
        ...routeSchema,
        summary: "Delete a client and everything it owns",
        params: idParams,
        response: { 200: envelope(z.null()), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadClient(auth, request.params.id, [
          [A.delete, S.clients],
        ])
        await createClientsRepository(auth.tx).remove(before.id_client)
        // The client's own audit rows go with it: keep this one with the provider.
        await auth.audit({
          id_client: null,
          action: "client.delete",
          entity: "client",
          entityId: before.id_client,
          before,
        })
        return { data: null, message: "Client deleted." }
      })
  )
}
