import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { PermissionMessage } from "@ruta/permissions/messages"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import { conflict, notFound } from "../../platform/lib/errors.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import { manageableContextTypes } from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  idParams,
  pageOf,
  queryFlag,
  rowErrors,
  statusBody,
} from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
import {
  createRolesRepository,
  roleOutSchema,
  rolePermissionSchema,
} from "./roles.repository.ts"
import {
  listQuery,
  permissionBody,
  permissionsQuery,
  roleBody,
  routeSchema,
} from "./roles.schemas.ts"
import type { RoleKeys } from "./role-keys.ts"
import { requireRoleReader } from "./roles.access.ts"

export const rolesRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  keys: RoleKeys
}> = async (app, { authorize, keys: roleKeys }) => {
  app.addHook("onRequest", app.authenticate)

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
