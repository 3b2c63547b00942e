import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { PermissionMessage } from "@ruta/permissions/messages"
import { stableTerritoriesSchema } from "@ruta/validation/planning"
import { eq } from "drizzle-orm"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"

import { clients } from "../../db/schema.ts"
import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import { idParams, rowErrors } from "../../platform/authorization/schemas.ts"
import { loadClient } from "./clients.access.ts"
import { stableTerritoriesOf } from "./stable-territories.ts"
import { routeSchema } from "./clients.schemas.ts"

/** Who reads the setting: the settings screen, or whoever may change a client's configuration. */
const readers: [A, S][] = [
  [A.menuConfiguration, S.sideMenu],
  [A.saveDetails, S.configuration],
  [A.saveDetails, S.clientConfiguration],
]
const editors: [A, S][] = [
  [A.saveDetails, S.configuration],
  [A.saveDetails, S.clientConfiguration],
]

/** Settings → stable territories (issue 45): keeping each customer with last time's driver. */
export const stableTerritoriesRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
}> = async (app, { authorize }) => {
  app.addHook("onRequest", app.authenticate)

  app.get(
    "/clients/:id/stable-territories",
    {
      schema: {
        ...routeSchema,
        summary:
          "How much a client's optimizations keep each customer with the driver who served it last (seconds; 0 is off)",
        params: idParams,
        response: { 200: envelope(stableTerritoriesSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const client = await loadClient(auth, request.params.id, readers)
        const weight = await stableTerritoriesOf(auth.tx, client.id_client)
        return { data: { stable_territories: weight }, message: "OK" }
      })
  )

  app.put(
    "/clients/:id/stable-territories",
    {
      schema: {
        ...routeSchema,
        summary:
          "Choose how much optimizations keep each customer with last time's driver: what serving it with another driver adds, in seconds (0 is off)",
        params: idParams,
        body: stableTerritoriesSchema,
        response: { 200: envelope(stableTerritoriesSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(editors, PermissionMessage.configurationForbidden)
        const client = await loadClient(auth, request.params.id, editors)
        const before = await stableTerritoriesOf(auth.tx, client.id_client)
        await auth.tx
          .update(clients)
          .set({ stable_territories: request.body.stable_territories })
          .where(eq(clients.id_client, client.id_client))
        await auth.audit({
          id_client: client.id_client,
          action: "client.stableTerritories",
          entity: "client",
          entityId: client.id_client,
          before: { stable_territories: before },
          after: request.body,
        })
        return { data: request.body, message: "Stable territories saved." }
      })
  )
}
