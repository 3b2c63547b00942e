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
} from "../../platform/authorization/schemas.ts"
import {
  clientSchema,
  clientSummarySchema,
  createClientsRepository,
} from "./clients.repository.ts"
import { listQuery, routeSchema, searchQuery } from "./clients.schemas.ts"
import { loadClient, readers } from "./clients.access.ts"
import {
  clientEditRoutes,
  clientLifecycleRoutes,
} from "./client-changes.http.ts"
import type { ZodApp } from "../../platform/http/zod-app.ts"

/** Clients: the three lists, one client, create, edit, status, assignment and deletion. */
export const clientsRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
}> = async (app, { authorize }) => {
  app.addHook("onRequest", app.authenticate)
  clientReadRoutes(app, authorize)
  clientEditRoutes(app, authorize)
  clientLifecycleRoutes(app, authorize)
  clientListRoutes(app, authorize)
}

/** Clients listed, searched and read one by one. */
function clientReadRoutes(app: ZodApp, authorize: Authorize) {
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
}

/** A client added to or removed from the signed-in user's own list. */
function clientListRoutes(app: ZodApp, authorize: Authorize) {
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
