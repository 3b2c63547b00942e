import { ContextType } from "@ruta/permissions/context-types"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import type { DataStore } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { envelope, errorResponses } from "../../platform/lib/envelope.ts"
import { forbidden } from "../../platform/lib/errors.ts"
import {
  activePermissionsOf,
  permissionSchema,
} from "./permissions.repository.ts"

const querySchema = z.object({
  rolename: z.string({ error: "Required field." }).min(1, "Required field."),
})

export const permissionsRoutes: FastifyPluginAsyncZod<{
  store: DataStore
}> = async (app, { store }) => {
  app.get(
    "/permissions",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["Permissions"],
        summary: "The active permissions of a role, by role name",
        security: [{ bearerAuth: [] }],
        querystring: querySchema,
        response: {
          200: envelope(z.array(permissionSchema)),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const user = request.user!
      const ownRole = user.roles.some(
        (role) => role.name === request.query.rolename
      )
      // The provider's staff read any role's permissions; everyone else only their own.
      if (!ownRole && user.id_context_type !== ContextType.SYSTEM)
        throw forbidden()
      // Maintainers get no permissions: the back office sends them back to sign-in.
      const data =
        user.id_context_type === ContextType.MANTAINER
          ? []
          : await store.withScope(systemScope, (tx) =>
              activePermissionsOf(tx, { roleName: request.query.rolename })
            )
      return { data, message: "OK" }
    }
  )
}
