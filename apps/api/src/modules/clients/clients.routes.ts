import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  idParams,
  pageOf,
  queryFlag,
  rowErrors,
  statusBody,
} from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
import {
  clientSchema,
  clientSummarySchema,
  createClientsRepository,
} from "./clients.repository.ts"
import {
  clientBody,
  listQuery,
  routeSchema,
  searchQuery,
} from "./clients.schemas.ts"
import { loadClient, readers } from "./clients.access.ts"

/** Clients: the three lists, one client, create, edit, status, assignment and deletion. */
export const clientsRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
}> = async (app, { authorize }) => {
  app.addHook("onRequest", app.authenticate)

  app.get(
    "/clients",
    {
      schema: {
        ...routeSchema,
        summary:
          "Clients by list: my list (1), unassigned (2), others (3); paged",
        querystring: listQuery,
        response: {
          200: envelope(pageOf(clientSummarySchema)),
          ...rowErrors,
        },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.require(A.menuClients, S.sideMenu)
        const { page, size, isActive, scope, term } = request.query
        const data = await createClientsRepository(auth.tx).list(
          {
            scope: scope as 1 | 2 | 3 | undefined,
            term,
            isActive: queryFlag(isActive),
            id_client: auth.id_client,
          },
          auth.user.id_user,
          page,
          size
        )
        return { data, message: "OK" }
      })
  )

  app.get(
    "/clients/search",
    {
      schema: {
        ...routeSchema,
        summary: "Clients whose name holds the term (at most 20)",
        querystring: searchQuery,
        response: {
          200: envelope(z.array(clientSummarySchema)),
          ...rowErrors,
        },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.require(A.menuClients, S.sideMenu)
        const { items } = await createClientsRepository(auth.tx).list(
          { term: request.query.term, id_client: auth.id_client },
          auth.user.id_user,
          0,
          20
        )
        return { data: items, message: "OK" }
      })
  )

  app.get(
    "/clients/:id",
    {
      schema: {
        ...routeSchema,
        summary: "One client with its sites, activities and configuration",
        params: idParams,
        response: { 200: envelope(clientSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => ({
        data: await loadClient(auth, request.params.id, readers),
        message: "OK",
      }))
  )

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

  for (const [verb, action] of [
    ["assign", A.assign],
    ["unassign", A.unassign],
  ] as const) {
    app.put(
      `/clients/:id/${verb}`,
      {
        schema: {
          ...routeSchema,
          summary:
            verb === "assign"
              ? "Add a client to the signed-in user's list"
              : "Remove a client from the signed-in user's list",
          params: idParams,
          response: { 200: envelope(clientSchema), ...rowErrors },
        },
      },
      async (request) =>
        authorize(request, async (auth) => {
          const client = await loadClient(auth, request.params.id, [
            [action, S.clients],
          ])
          const repo = createClientsRepository(auth.tx)
          if (verb === "assign")
            await repo.assign(client.id_client, auth.user.id_user)
          else await repo.unassign(client.id_client, auth.user.id_user)
          await auth.audit({
            id_client: client.id_client,
            action: `client.${verb}`,
            entity: "client",
            entityId: client.id_client,
            before: { isAssignedToMe: client.isAssignedToMe },
            after: { isAssignedToMe: verb === "assign" },
          })
          return {
            data: (await repo.findById(client.id_client, auth.user.id_user))!,
            message:
              verb === "assign"
                ? "Client added to your list."
                : "Client removed from your list.",
          }
        })
    )
  }
}
