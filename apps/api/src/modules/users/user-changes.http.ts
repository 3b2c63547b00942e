// Users created and edited (with their photo), each audited.
import { Action as A, Subject as S } from "@ruta/permissions/catalog"

import { envelope } from "../../platform/lib/envelope.ts"
import { forbidden } from "../../platform/lib/errors.ts"
import { hashPassword } from "../../platform/crypto/passwords.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import { idParams, rowErrors } from "../../platform/authorization/schemas.ts"
import { photoUpload } from "../../platform/http/multipart.ts"
import { replyCreated } from "../../platform/http/created.ts"
import { createUsersRepository, userSchema } from "./users.repository.ts"
import {
  createBody,
  routeSchema,
  updateBody,
  withPhoto,
} from "./users.schemas.ts"
import { loadUser, resolveTarget, uniqueEmail } from "./users.access.ts"
import type { ZodApp } from "../../platform/http/zod-app.ts"

/** A user created or edited, with their photo, sites and role. */
export function userEditRoutes(app: ZodApp, authorize: Authorize) {
  app.post(
    "/users",
    {
      schema: {
        ...routeSchema,
        ...withPhoto,
        summary: "Create a user; they set their own password at first sign-in",
        body: createBody,
        response: { 201: envelope(userSchema), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        auth.require(A.create, S.users)
        const body = request.body
        const photo = photoUpload(request)
        const target = await resolveTarget(auth, body)
        auth.ensure(A.create, S.users, {
          id_client: target.id_client,
          id_subsidiary: target.sites,
        })
        const repo = createUsersRepository(auth.tx)
        const id = await uniqueEmail(async () =>
          repo.create({
            id_context_type: body.id_context_type,
            id_role: body.id_role,
            id_client: target.id_client,
            name: body.name,
            email: body.email.toLowerCase(),
            telephone: body.telephone,
            isActive: body.isActive,
            passwordHash: await hashPassword(body.password),
            isFirstLogin: true,
          })
        )
        if (target.id_client !== null)
          await repo.setSites(id, target.id_client, target.sites)
        if (photo) {
          await repo.savePhoto(id, target.id_client, photo.mime, photo.data)
          await repo.update(id, { photo: `/users/${id}/photo` })
        }
        const after = await repo.findById(id)
        await auth.audit({
          id_client: target.id_client,
          action: "user.create",
          entity: "user",
          entityId: id,
          after,
        })
        replyCreated(reply, `/users/${id}`)
        return { data: after!, message: "User created." }
      })
  )

  app.put(
    "/users/:id",
    {
      schema: {
        ...routeSchema,
        ...withPhoto,
        summary: "Edit a user",
        params: idParams,
        body: updateBody,
        response: { 200: envelope(userSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadUser(auth, request.params.id, [
          [A.edit, S.users],
        ])
        const body = request.body
        const photo = photoUpload(request)
        const self = before.id_user === auth.user.id_user
        // Nobody changes their own role or kind of account: that would raise their own rights.
        if (
          self &&
          (body.id_role !== before.id_role ||
            body.id_context_type !== before.id_context_type)
        )
          throw forbidden("You cannot change the role of your own account.")
        const target = await resolveTarget(auth, body)
        if (target.id_client !== before.id_client)
          throw forbidden("A user cannot move to another client.")
        auth.ensure(A.edit, S.users, {
          id_client: target.id_client,
          id_user: before.id_user,
          id_subsidiary: target.sites,
        })
        const repo = createUsersRepository(auth.tx)
        await uniqueEmail(async () =>
          repo.update(before.id_user, {
            id_context_type: body.id_context_type,
            id_role: body.id_role,
            name: body.name,
            email: body.email.toLowerCase(),
            telephone: body.telephone ?? "",
            ...(body.isActive === undefined || self
              ? {}
              : { isActive: body.isActive }),
            // A password set by someone else is temporary: the user replaces it at next sign-in.
            ...(body.password
              ? {
                  passwordHash: await hashPassword(body.password),
                  isFirstLogin: !self,
                }
              : {}),
          })
        )
        if (target.id_client !== null)
          await repo.setSites(before.id_user, target.id_client, target.sites)
        if (photo) {
          await repo.savePhoto(
            before.id_user,
            target.id_client,
            photo.mime,
            photo.data
          )
          await repo.update(before.id_user, {
            photo: `/users/${before.id_user}/photo`,
          })
        }
        const after = await repo.findById(before.id_user)
        await auth.audit({
          id_client: before.id_client,
          action: "user.update",
          entity: "user",
          entityId: before.id_user,
          before,
          after: { ...after, passwordChanged: Boolean(body.password) },
        })
        return { data: after!, message: "User updated." }
      })
  )
}
