import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { PermissionMessage } from "@ruta/permissions/messages"
import { proofSettingsSchema } from "@ruta/validation/proof"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"

import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  idParams,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { loadClient } from "../clients/clients.access.ts"
import { createProofSettingsRepository } from "./proof-settings.repository.ts"

const routeSchema = { tags: ["Proof of delivery"], ...authorizedRoute }

/** Who reads a client's proof settings: their settings screen, or whoever may change them. */
const readers: [A, S][] = [
  [A.menuConfiguration, S.sideMenu],
  [A.edit, S.proofOfDelivery],
]
const editors: [A, S][] = [[A.edit, S.proofOfDelivery]]

/** Settings → Proof of delivery: what each kind of visit outcome requires of the driver. */
export const proofSettingsRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
}> = async (app, { authorize }) => {
  app.addHook("onRequest", app.authenticate)

  app.get(
    "/clients/:id/proof-settings",
    {
      schema: {
        ...routeSchema,
        summary:
          "What a client requires when a driver completes a visit or could not complete it",
        params: idParams,
        response: { 200: envelope(proofSettingsSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const client = await loadClient(auth, request.params.id, readers)
        const data = await createProofSettingsRepository(auth.tx).get(
          client.id_client
        )
        return { data, message: "OK" }
      })
  )

  app.put(
    "/clients/:id/proof-settings",
    {
      schema: {
        ...routeSchema,
        summary:
          "Choose what completing a visit, and not completing it, requires: nothing, the recipient's name, a signature, 1 to 3 photos, or a combination",
        params: idParams,
        body: proofSettingsSchema,
        response: { 200: envelope(proofSettingsSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(editors, PermissionMessage.configurationForbidden)
        const client = await loadClient(auth, request.params.id, editors)
        const repo = createProofSettingsRepository(auth.tx)
        const before = await repo.get(client.id_client)
        await repo.put(client.id_client, request.body)
        await auth.audit({
          id_client: client.id_client,
          action: "client.proofSettings",
          entity: "client",
          entityId: client.id_client,
          before,
          after: request.body,
        })
        return { data: request.body, message: "Proof settings saved." }
      })
  )
}
