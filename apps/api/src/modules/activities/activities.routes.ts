import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import type {
  Authorize,
  Authorized,
} from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  idParams,
  idSchema,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
import { inCatalog } from "../catalogs/catalogs.data.ts"
import { activitySchema } from "../clients/clients.repository.ts"
import { targetClient } from "../clients/target-client.ts"
import { createActivitiesRepository } from "./activities.repository.ts"

const activityBody = z.object({
  id_activity_type: z
    .number({ error: "Required field." })
    .int()
    .refine((id) => inCatalog("activity-types", id), {
      error: "Required field.",
    }),
  description: z.string().max(1000).optional(),
})
const createBody = activityBody.extend({
  /** The client; a client's own users always record for their client. */
  id_client: idSchema.optional(),
})

const routeSchema = { tags: ["Activities"], ...authorizedRoute }

async function loadActivity(auth: Authorized, id: number, action: A) {
  auth.require(action, S.client)
  const activity = await createActivitiesRepository(auth.tx).findById(id)
  return auth.ensure(action, S.client, activity, "Activity not found.")
}

export const activitiesRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
}> = async (app, { authorize }) => {
  app.addHook("onRequest", app.authenticate)

  app.post(
    "/activities",
    {
      schema: {
        ...routeSchema,
        summary: "Record an activity with a client",
        body: createBody,
        response: { 201: envelope(activitySchema), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        auth.require(A.create, S.client)
        const { id_client: asked, ...input } = request.body
        const client = await targetClient(auth, asked)
        auth.ensure(A.create, S.client, client, "Client not found.")
        const activity = await createActivitiesRepository(auth.tx).create(
          client.id_client,
          input
        )
        await auth.audit({
          id_client: client.id_client,
          action: "activity.create",
          entity: "activity",
          entityId: activity.id_activity,
          after: activity,
        })
        replyCreated(reply)
        return { data: activity, message: "Activity saved." }
      })
  )

  app.put(
    "/activities/:id",
    {
      schema: {
        ...routeSchema,
        summary: "Edit an activity",
        params: idParams,
        body: activityBody,
        response: { 200: envelope(activitySchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadActivity(auth, request.params.id, A.edit)
        const after = await createActivitiesRepository(auth.tx).update(
          before.id_activity,
          request.body
        )
        await auth.audit({
          id_client: before.id_client,
          action: "activity.update",
          entity: "activity",
          entityId: before.id_activity,
          before,
          after,
        })
        return { data: after, message: "Activity updated." }
      })
  )

  app.delete(
    "/activities/:id",
    {
      schema: {
        ...routeSchema,
        summary: "Delete an activity",
        params: idParams,
        response: { 200: envelope(z.null()), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadActivity(auth, request.params.id, A.delete)
        await createActivitiesRepository(auth.tx).remove(before.id_activity)
        await auth.audit({
          id_client: before.id_client,
          action: "activity.delete",
          entity: "activity",
          entityId: before.id_activity,
          before,
        })
        return { data: null, message: "Activity deleted." }
      })
  )
}
