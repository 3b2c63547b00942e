import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope, errorResponses } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import { authorizedRoute } from "../../platform/authorization/schemas.ts"
import { createRolesRepository } from "../roles/roles.repository.ts"

const subjectSchema = z
  .object({
    id_subject: z.number().int(),
    name: z.string(),
    description: z.string(),
  })
  .meta({ id: "PermissionSubject" })
const actionSchema = z
  .object({
    id_action: z.number().int(),
    name: z.string(),
    description: z.string(),
  })
  .meta({ id: "PermissionAction" })

/** The subjects (screens) and actions a role's permissions are made of. */
export const subjectsRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
}> = async (app, { authorize }) => {
  app.get(
    "/subjects",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["Permissions"],
        summary: "The subjects permissions are granted on",
        ...authorizedRoute,
        response: { 200: envelope(z.array(subjectSchema)), ...errorResponses },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.require(A.tabPermissions, S.role)
        const data = await createRolesRepository(auth.tx).listSubjects()
        return { data, message: "OK" }
      })
  )
  app.get(
    "/actions",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["Permissions"],
        summary: "The actions permissions grant",
        ...authorizedRoute,
        response: { 200: envelope(z.array(actionSchema)), ...errorResponses },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.require(A.tabPermissions, S.role)
        const data = await createRolesRepository(auth.tx).listActions()
        return { data, message: "OK" }
      })
  )
}
