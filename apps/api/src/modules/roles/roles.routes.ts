import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"

import { envelope } from "../../platform/lib/envelope.ts"
import { notFound } from "../../platform/lib/errors.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import { manageableContextTypes } from "../../platform/authorization/authorization.ts"
import {
  idParams,
  pageOf,
  queryFlag,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { createRolesRepository, roleOutSchema } from "./roles.repository.ts"
import { listQuery, routeSchema } from "./roles.schemas.ts"
import type { RoleKeys } from "./role-keys.ts"
import { requireRoleReader } from "./roles.access.ts"
import { roleEditRoutes } from "./role-changes.http.ts"
import { roleLifecycleRoutes } from "./role-changes.http.ts"
import { rolePermissionsRoutes } from "./role-permissions.http.ts"
import type { ZodApp } from "../../platform/http/zod-app.ts"

export const rolesRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  keys: RoleKeys
}> = async (app, { authorize, keys: roleKeys }) => {
  app.addHook("onRequest", app.authenticate)
  roleReadRoutes(app, authorize)
  roleEditRoutes(app, authorize)
  roleLifecycleRoutes(app, authorize, roleKeys)
  rolePermissionsRoutes(app, authorize)
}

/** The roles a caller may manage, listed and one by one. */
function roleReadRoutes(app: ZodApp, authorize: Authorize) {
  app.get(
    "/roles",
    {
      schema: {
        ...routeSchema,
        summary: "Roles, filtered and paged (page 0, size 25 by default)",
        querystring: listQuery,
        response: { 200: envelope(pageOf(roleOutSchema)), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        requireRoleReader(auth)
        const { page, size, isActive, ...filter } = request.query
        const data = await createRolesRepository(auth.tx).list(
          {
            ...filter,
            isActive: queryFlag(isActive),
            contextTypes: manageableContextTypes(auth),
          },
          page,
          size
        )
        return { data, message: "OK" }
      })
  )

  app.get(
    "/roles/:id",
    {
      schema: {
        ...routeSchema,
        summary: "One role",
        params: idParams,
        response: { 200: envelope(roleOutSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        requireRoleReader(auth)
        const role = await createRolesRepository(auth.tx).findById(
          request.params.id
        )
        const visible = manageableContextTypes(auth)
        if (!role || (visible && !visible.includes(role.id_context_type)))
          throw notFound("Role not found.")
        return { data: role, message: "OK" }
      })
  )
}
