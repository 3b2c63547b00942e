// A role's permissions: read them, and grant or withdraw one (the permissions screen).
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { PermissionMessage } from "@ruta/permissions/messages"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import { notFound } from "../../platform/lib/errors.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import {
  createRolesRepository,
  rolePermissionSchema,
} from "./roles.repository.ts"
import { permissionBody, permissionsQuery } from "./roles.schemas.ts"
import type { ZodApp } from "../../platform/http/zod-app.ts"

/** The permissions of a role, read and toggled one action on one subject at a time. */
export function rolePermissionsRoutes(app: ZodApp, authorize: Authorize) {
  app.get(
    "/permissions/list",
    {
      schema: {
        tags: ["Permissions"],
        ...authorizedRoute,
        summary: "The permissions of a role, optionally for one subject",
        querystring: permissionsQuery,
        response: {
          200: envelope(z.array(rolePermissionSchema)),
          ...rowErrors,
        },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.require(A.tabPermissions, S.role)
        const repo = createRolesRepository(auth.tx)
        if (!(await repo.findById(request.query.id_role)))
          throw notFound("Role not found.")
        const data = await repo.listPermissions(
          request.query.id_role,
          request.query.id_subject
        )
        return { data, message: "OK" }
      })
  )

  app.put(
    "/permissions/create-or-update",
    {
      schema: {
        tags: ["Permissions"],
        ...authorizedRoute,
        summary:
          "Grant or withdraw one action on one subject for a role (toggle)",
        body: permissionBody,
        response: { 200: envelope(rolePermissionSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.require(
          A.edit,
          S.rolePermissions,
          PermissionMessage.permissionToggleForbidden
        )
        const repo = createRolesRepository(auth.tx)
        const { id_role, id_subject, id_action } = request.body
        if (!(await repo.findById(id_role))) throw notFound("Role not found.")
        if (!(await repo.subjectExists(id_subject)))
          throw notFound("Subject not found.")
        if (!(await repo.actionExists(id_action)))
          throw notFound("Action not found.")
        const before = await repo.findPermission(request.body)
        await repo.upsertPermission(request.body)
        const after = await repo.findPermission(request.body)
        await auth.audit({
          action: "permission.set",
          entity: "permission",
          entityId: after!.id_permission,
          before: before ?? null,
          after,
        })
        return {
          data: after!,
          message: request.body.isActive
            ? "Permission granted."
            : "Permission withdrawn.",
        }
      })
  )
}
