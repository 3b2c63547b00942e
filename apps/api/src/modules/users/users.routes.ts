import { ContextType } from "@ruta/permissions/context-types"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import type { DataStore } from "../../db/database.ts"
import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import { manageableContextTypes } from "../../platform/authorization/authorization.ts"
import {
  idParams,
  pageOf,
  queryFlag,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { acceptMultipart } from "../../platform/http/multipart.ts"
import { createUsersRepository, userSchema } from "./users.repository.ts"
import {
  UserKind,
  allSiteQuery,
  listQuery,
  routeSchema,
} from "./users.schemas.ts"
import { loadUser, readers } from "./users.access.ts"
import { userEditRoutes } from "./user-changes.http.ts"
import type { ZodApp } from "../../platform/http/zod-app.ts"

/** Users: the lists, one user, create and edit (spec section 2, the users screen and tabs). */
export const usersRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  store: DataStore
}> = async (app, { authorize }) => {
  app.addHook("onRequest", app.authenticate)
  await acceptMultipart(app)
  userReadRoutes(app, authorize)
  userEditRoutes(app, authorize)
}

/** Users listed, a site's users, and one user. */
function userReadRoutes(app: ZodApp, authorize: Authorize) {
  app.get(
    "/users",
    {
      schema: {
        ...routeSchema,
        summary:
          "Users by kind (client, site, admin, maintainer, driver), filtered and paged",
        querystring: listQuery,
        response: { 200: envelope(pageOf(userSchema)), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(readers)
        const { page, size, kind, isActive, id_client, ...filter } =
          request.query
        const id_context_type = kind ? UserKind[kind] : undefined
        const data = await createUsersRepository(auth.tx).list(
          {
            ...filter,
            id_context_type,
            contextTypes: manageableContextTypes(auth),
            id_client: auth.staff ? id_client : auth.id_client,
            sites: auth.sites,
            isActive: queryFlag(isActive),
          },
          page,
          size
        )
        return { data, message: "OK" }
      })
  )

  app.get(
    "/users/all-site",
    {
      schema: {
        ...routeSchema,
        summary:
          "Site users and drivers of every site the caller may see (all-subsidiaries mode)",
        querystring: allSiteQuery,
        response: { 200: envelope(z.array(userSchema)), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(readers)
        const { items } = await createUsersRepository(auth.tx).list(
          {
            contextTypes: [ContextType.SUBSIDIARY, ContextType.DRIVER],
            id_client: auth.staff ? request.query.id_client : auth.id_client,
            sites: auth.sites,
          },
          0,
          1000
        )
        return { data: items, message: "OK" }
      })
  )

  app.get(
    "/users/:id",
    {
      schema: {
        ...routeSchema,
        summary: "One user",
        params: idParams,
        response: { 200: envelope(userSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => ({
        data: await loadUser(auth, request.params.id, readers),
        message: "OK",
      }))
  )
}
