// Roles created, edited, switched on or off and deleted, each audited.
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { PermissionMessage } from "@ruta/permissions/messages"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import { conflict, notFound } from "../../platform/lib/errors.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  idParams,
  rowErrors,
  statusBody,
} from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
import { createRolesRepository, roleOutSchema } from "./roles.repository.ts"
import { roleBody, routeSchema } from "./roles.schemas.ts"
import type { RoleKeys } from "./role-keys.ts"
import type { ZodApp } from "../../platform/http/zod-app.ts"

/** A role created or edited: its name is its own, and its type stays while users hold it. */
export function roleEditRoutes(app: ZodApp, authorize: Authorize) {
  app.post(
    "/roles",
    {
      schema: {
        ...routeSchema,
        summary: "Create a role",
        body: roleBody,
        response: { 201: envelope(roleOutSchema), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        auth.require(A.create, S.roles, PermissionMessage.roleUpdateForbidden)
        const repo = createRolesRepository(auth.tx)
        const input = { ...request.body, name: request.body.name.trim() }
        if (await repo.findByName(input.name))
          throw conflict("A role with this name already exists.")
        const id = await repo.create(input)
        const role = await repo.findById(id)
        await auth.audit({
          action: "role.create",
          entity: "role",
          entityId: id,
          after: role,
        })
        replyCreated(reply, `/roles/${id}`)
        return { data: role!, message: "Role created." }
      })
  )

  app.put(
    "/roles/:id",
    {
      schema: {
        ...routeSchema,
        summary: "Edit a role",
        params: idParams,
        body: roleBody,
        response: { 200: envelope(roleOutSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.require(A.edit, S.roles, PermissionMessage.roleUpdateForbidden)
        const repo = createRolesRepository(auth.tx)
        const before = await repo.findById(request.params.id)
        if (!before) throw notFound("Role not found.")
        const input = { ...request.body, name: request.body.name.trim() }
        const sameName = await repo.findByName(input.name)
        if (sameName && sameName.id_role !== before.id_role)
          throw conflict("A role with this name already exists.")
        // A user's kind and their role's type go together: no retyping a role that users hold.
        if (
          input.id_context_type !== before.id_context_type &&
          (await repo.usersWithRole(before.id_role)) > 0
        )
          throw conflict(
            "Users hold this role: its type cannot change while they do."
          )
        await repo.update(before.id_role, input)
        const after = await repo.findById(before.id_role)
        await auth.audit({
          action: "role.update",
          entity: "role",
          entityId: before.id_role,
          before,
          after,
        })
        return { data: after!, message: "Role updated." }
      })
  )
}

/** A role switched on or off, or deleted once no user holds it and no API key uses it. */
export function roleLifecycleRoutes(
  app: ZodApp,
  authorize: Authorize,
  roleKeys: RoleKeys
) {
  app.put(
    "/roles/:id/status",
    {
      schema: {
        ...routeSchema,
        summary: "Activate or deactivate a role",
        params: idParams,
        body: statusBody,
        response: { 200: envelope(roleOutSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.require(
          A.enableDisable,
          S.roles,
          PermissionMessage.roleUpdateForbidden
        )
        const repo = createRolesRepository(auth.tx)
        const before = await repo.findById(request.params.id)
        if (!before) throw notFound("Role not found.")
        await repo.update(before.id_role, { isActive: request.body.isActive })
        const after = await repo.findById(before.id_role)
        await auth.audit({
          action: request.body.isActive ? "role.enable" : "role.disable",
          entity: "role",
          entityId: before.id_role,
          before,
          after,
        })
        return {
          data: after!,
          message: request.body.isActive
            ? "Role activated."
            : "Role deactivated.",
        }
      })
  )

  app.delete(
    "/roles/:id",
    {
      schema: {
        ...routeSchema,
        summary:
          "Delete a role that no user holds and no unrevoked API key uses",
        params: idParams,
        response: { 200: envelope(z.null()), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.require(A.delete, S.roles, PermissionMessage.roleUpdateForbidden)
        const repo = createRolesRepository(auth.tx)
        const before = await repo.findById(request.params.id)
        if (!before) throw notFound("Role not found.")
        if ((await repo.usersWithRole(before.id_role)) > 0)
          throw conflict(
            "Users hold this role: give them another role before deleting it."
          )
        const keys = await roleKeys.inUse(auth.tx, before.id_role)
        if (keys.length > 0)
          throw conflict(
            `API keys use this role: ${keys.join(", ")}. Revoke them before deleting it.`
          )
        await roleKeys.removeRevoked(auth.tx, before.id_role)
        await repo.remove(before.id_role)
        await auth.audit({
          action: "role.delete",
          entity: "role",
          entityId: before.id_role,
          before,
        })
        return { data: null, message: "Role deleted." }
      })
  )
}
