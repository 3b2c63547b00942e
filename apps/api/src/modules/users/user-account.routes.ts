import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import type { DataStore } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { envelope, errorBodySchema } from "../../platform/lib/envelope.ts"
import { forbidden, notFound } from "../../platform/lib/errors.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  bearerSecurity,
  idParams,
  rowErrors,
  statusBody,
} from "../../platform/authorization/schemas.ts"
import { createUsersRepository, userSchema } from "./users.repository.ts"
import { photoResponse, routeSchema, tags, themeBody } from "./users.schemas.ts"
import { loadUser, readers } from "./users.access.ts"
import { acceptMultipart } from "../../platform/http/multipart.ts"

/** A user's status, deletion, theme and photo. */
export const userAccountRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  store: DataStore
}> = async (app, { authorize, store }) => {
  app.addHook("onRequest", app.authenticate)
  await acceptMultipart(app)

  app.put(
    "/users/:id/status",
    {
      schema: {
        ...routeSchema,
        summary: "Activate or deactivate a user",
        params: idParams,
        body: statusBody,
        response: { 200: envelope(userSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        if (request.params.id === auth.user.id_user)
          throw forbidden("You cannot disable your own account.")
        const before = await loadUser(auth, request.params.id, [
          [A.enableDisable, S.users],
        ])
        const repo = createUsersRepository(auth.tx)
        await repo.update(before.id_user, { isActive: request.body.isActive })
        await auth.audit({
          id_client: before.id_client,
          action: request.body.isActive ? "user.enable" : "user.disable",
          entity: "user",
          entityId: before.id_user,
          before: { isActive: before.isActive },
          after: { isActive: request.body.isActive },
        })
        return {
          data: (await repo.findById(before.id_user))!,
          message: request.body.isActive
            ? "User activated."
            : "User deactivated.",
        }
      })
  )

  app.delete(
    "/users/:id",
    {
      schema: {
        ...routeSchema,
        summary: "Delete a user",
        params: idParams,
        response: { 200: envelope(z.null()), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        if (request.params.id === auth.user.id_user)
          throw forbidden("You cannot delete your own account.")
        const before = await loadUser(auth, request.params.id, [
          [A.delete, S.users],
        ])
        await createUsersRepository(auth.tx).remove(before.id_user)
        await auth.audit({
          id_client: before.id_client,
          action: "user.delete",
          entity: "user",
          entityId: before.id_user,
          before,
        })
        return { data: null, message: "User deleted." }
      })
  )

  app.post(
    "/users/theme",
    {
      schema: {
        // The caller's own row, not through `authorize`: the one-site header means nothing here.
        tags,
        security: bearerSecurity,
        summary: "Save the signed-in user's theme (light or dark)",
        body: themeBody,
        response: {
          200: envelope(z.object({ theme: z.string() })),
          ...rowErrors,
        },
      },
    },
    async (request) => {
      // The caller's own row, found by the id in their verified token; a provider administrator
      // acting for a client is not a row of that client, hence the provider scope.
      await store.withScope(systemScope, (tx) =>
        createUsersRepository(tx).update(request.user!.id_user, {
          theme: request.body.theme,
        })
      )
      return { data: { theme: request.body.theme }, message: "Theme saved." }
    }
  )

  app.get(
    "/users/:id/photo",
    {
      schema: {
        ...routeSchema,
        summary: "A user's photo (PNG, JPEG or WebP)",
        params: idParams,
        response: {
          200: photoResponse,
          404: errorBodySchema,
          401: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const own = request.params.id === request.user!.id_user
      const photo = own
        ? await store.withScope(systemScope, (tx) =>
            createUsersRepository(tx).photo(request.params.id)
          )
        : await authorize(request, async (auth) => {
            await loadUser(auth, request.params.id, readers)
            return createUsersRepository(auth.tx).photo(request.params.id)
          })
      if (!photo) throw notFound("This user has no photo.")
      return reply
        .type(photo.mime)
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", "inline")
        .send(Buffer.from(photo.content) as never)
    }
  )
}
