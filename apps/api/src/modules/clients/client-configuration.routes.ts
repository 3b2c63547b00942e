import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { PermissionMessage } from "@ruta/permissions/messages"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"

import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import { idParams, rowErrors } from "../../platform/authorization/schemas.ts"
import {
  configurationSchema,
  createClientsRepository,
} from "./clients.repository.ts"
import { configurationBody, routeSchema } from "./clients.schemas.ts"
import { loadClient } from "./clients.access.ts"
import { unitsOf, unitsSchema } from "./units.ts"

/** A client's units of distance, measure and weight. */
export const clientConfigurationRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
}> = async (app, { authorize }) => {
  app.addHook("onRequest", app.authenticate)

  app.get(
    "/units",
    {
      schema: {
        ...routeSchema,
        summary:
          "The units every screen labels distances, weights and volumes with: the caller's client's (the active site's in one-site mode), and each of the caller's sites'",
        description:
          "Any signed-in user reads them: labels only, stored numbers never change with them.",
        response: { 200: envelope(unitsSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => ({
        data: await unitsOf(auth.tx, auth.id_client, auth.sites),
        message: "OK",
      }))
  )

  app.get(
    "/clients/:id/configuration",
    {
      schema: {
        ...routeSchema,
        summary: "A client's units of distance, measure and weight",
        params: idParams,
        response: { 200: envelope(configurationSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const client = await loadClient(auth, request.params.id, [
          [A.tabConfiguration, S.client],
          [A.menuConfiguration, S.sideMenu],
        ])
        return { data: client.configuration, message: "OK" }
      })
  )

  app.put(
    "/clients/:id/configuration",
    {
      schema: {
        ...routeSchema,
        summary: "Change a client's units of distance, measure and weight",
        params: idParams,
        body: configurationBody,
        response: { 200: envelope(configurationSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const pairs: [A, S][] = [
          [A.saveDetails, S.configuration],
          [A.saveDetails, S.clientConfiguration],
        ]
        auth.requireAny(pairs, PermissionMessage.configurationForbidden)
        const before = await loadClient(auth, request.params.id, pairs)
        const repo = createClientsRepository(auth.tx)
        await repo.update(before.id_client, request.body)
        await auth.audit({
          id_client: before.id_client,
          action: "client.configure",
          entity: "client",
          entityId: before.id_client,
          before: before.configuration,
          after: request.body,
        })
        return { data: request.body, message: "Configuration saved." }
      })
  )
}
