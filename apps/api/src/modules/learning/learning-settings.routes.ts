import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { PermissionMessage } from "@ruta/permissions/messages"
import { learningSettingsSchema } from "@ruta/validation/learning"
import { travelProfileMinDays } from "@ruta/validation/values"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"

import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  idParams,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { loadClient } from "../clients/clients.access.ts"
import { AppError, ErrorCode } from "../../platform/lib/errors.ts"
import { daysOfData } from "./driven-legs.ts"
import { createLearningSettingsRepository } from "./learning-settings.repository.ts"

const TOO_FEW_DAYS = `A learned travel profile needs ${travelProfileMinDays.default} days of driven routes.`

const routeSchema = { tags: ["Learning"], ...authorizedRoute }

const readers: [A, S][] = [
  [A.tabConfiguration, S.client],
  [A.menuConfiguration, S.sideMenu],
]
const editors: [A, S][] = [
  [A.saveDetails, S.configuration],
  [A.saveDetails, S.clientConfiguration],
]

/** Settings → Learning: what Ruta learns from the client's drivers' days (issue 44). */
export const learningSettingsRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
}> = async (app, { authorize }) => {
  app.addHook("onRequest", app.authenticate)

  app.get(
    "/clients/:id/learning-settings",
    {
      schema: {
        ...routeSchema,
        summary:
          "A client's learning: learned service times (minimum visits, days read) and the learned travel profile",
        params: idParams,
        response: { 200: envelope(learningSettingsSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const client = await loadClient(auth, request.params.id, readers)
        const settings = await createLearningSettingsRepository(auth.tx).get(
          client.id_client
        )
        return { data: settings, message: "OK" }
      })
  )

  app.put(
    "/clients/:id/learning-settings",
    {
      schema: {
        ...routeSchema,
        summary: "Save a client's learning settings",
        params: idParams,
        body: learningSettingsSchema,
        response: { 200: envelope(learningSettingsSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(editors, PermissionMessage.configurationForbidden)
        const client = await loadClient(auth, request.params.id, editors)
        const repo = createLearningSettingsRepository(auth.tx)
        const before = await repo.get(client.id_client)
        // A profile learned from less than two weeks has seen too few rush hours.
        if (
          request.body.travel_profile &&
          !before.travel_profile &&
          (await daysOfData(auth.tx)) < travelProfileMinDays.default
        )
          throw new AppError(400, ErrorCode.VALIDATION_ERROR, TOO_FEW_DAYS, [
            { field: "travel_profile", message: TOO_FEW_DAYS },
          ])
        await repo.put(client.id_client, request.body)
        await auth.audit({
          id_client: client.id_client,
          action: "client.learningSettings",
          entity: "client",
          entityId: client.id_client,
          before,
          after: request.body,
        })
        return { data: request.body, message: "Learning settings saved." }
      })
  )
}
