import type { Action, Subject } from "@ruta/permissions/catalog"
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { depotSchema as depotBody } from "@ruta/validation/fleet"
import { pageQuerySchema, pageSizeQuerySchema } from "@ruta/validation/paging"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import { AppError, ErrorCode, notFound } from "../../platform/lib/errors.ts"
import type {
  Authorize,
  Authorized,
} from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  idParams,
  idQuery,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
import { createSubsidiariesRepository } from "../subsidiaries/subsidiaries.repository.ts"
import type { DepotOut } from "./depots.repository.ts"
import { createDepotsRepository, depotSchema } from "./depots.repository.ts"

const invalid = (field: string, message: string) =>
  new AppError(400, ErrorCode.VALIDATION_ERROR, message, [{ field, message }])

/** The spec's depot list parameters: text, page and pageSize. */
const listQuery = z.object({
  text: z.string().max(100).optional(),
  page: pageQuerySchema,
  pageSize: pageSizeQuerySchema,
  id_subsidiary: idQuery.optional(),
})

const depotPage = z.object({
  items: z.array(depotSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
})

const tags = ["Depots"]
const routeSchema = { tags, ...authorizedRoute }

const readers: [Action, Subject][] = [
  [A.menuDepots, S.sideMenu],
  [A.create, S.depots],
  [A.edit, S.depots],
  [A.menuNewOptimization, S.sideMenu],
]

async function loadDepot(
  auth: Authorized,
  id: number,
  pairs: [Action, Subject][]
): Promise<DepotOut> {
  auth.requireAny(pairs)
  const depot = await createDepotsRepository(auth.tx).findById(id)
  if (
    !depot ||
    (auth.sites !== null && !auth.sites.includes(depot.id_subsidiary)) ||
    !pairs.some(([a, s]) => auth.can(a, s, depot))
  )
    throw notFound("Depot not found.")
  return depot
}

async function loadSite(auth: Authorized, id: number, action: Action) {
  const site = await createSubsidiariesRepository(auth.tx).findById(id)
  if (
    !site ||
    (auth.sites !== null && !auth.sites.includes(site.id_subsidiary)) ||
    !auth.can(action, S.depots, site)
  )
    throw invalid("id_subsidiary", "Site not found.")
  return site
}

/** Depots (spec section 7, "Depots"): where routes start and end, one default per site. */
export const depotsRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
}> = async (app, { authorize }) => {
  app.addHook("onRequest", app.authenticate)

  app.get(
    "/depots",
    {
      schema: {
        ...routeSchema,
        summary: "Depots of the sites the caller sees, by text, paged",
        querystring: listQuery,
        response: { 200: envelope(depotPage), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(readers)
        const { page, pageSize, ...filter } = request.query
        const data = await createDepotsRepository(auth.tx).list(
          { ...filter, sites: auth.sites },
          page,
          pageSize
        )
        return { data, message: "OK" }
      })
  )

  app.get(
    "/depots/:id",
    {
      schema: {
        ...routeSchema,
        summary: "One depot",
        params: idParams,
        response: { 200: envelope(depotSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => ({
        data: await loadDepot(auth, request.params.id, readers),
        message: "OK",
      }))
  )

  app.post(
    "/depots",
    {
      schema: {
        ...routeSchema,
        summary:
          "Create a depot (the site's first one, or one marked isDefault, becomes its default)",
        body: depotBody,
        response: { 201: envelope(depotSchema), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        auth.require(A.create, S.depots)
        const site = await loadSite(auth, request.body.id_subsidiary, A.create)
        const repo = createDepotsRepository(auth.tx)
        const isDefault =
          request.body.isDefault || !(await repo.hasDefault(site.id_subsidiary))
        const depot = await repo.create(site.id_client, {
          ...request.body,
          isDefault,
        })
        // A depot has no zone of its own: it shares its site's, which its place may settle.
        await createSubsidiariesRepository(auth.tx).settleZoneFromDepot(
          site.id_subsidiary,
          request.body
        )
        await auth.audit({
          id_client: site.id_client,
          action: "depot.create",
          entity: "depot",
          entityId: depot.id_depot,
          after: depot,
        })
        replyCreated(reply, `/depots/${depot.id_depot}`)
        return { data: depot, message: "Depot created." }
      })
  )

  app.put(
    "/depots/:id",
    {
      schema: {
        ...routeSchema,
        summary:
          "Edit a depot (isDefault clears the site's old default in the same transaction)",
        params: idParams,
        body: depotBody,
        response: { 200: envelope(depotSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadDepot(auth, request.params.id, [
          [A.edit, S.depots],
        ])
        const site = await loadSite(auth, request.body.id_subsidiary, A.edit)
        if (site.id_client !== before.id_client)
          throw invalid("id_subsidiary", "Site not found.")
        const after = await createDepotsRepository(auth.tx).update(
          before.id_depot,
          request.body
        )
        await auth.audit({
          id_client: before.id_client,
          action: "depot.update",
          entity: "depot",
          entityId: before.id_depot,
          before,
          after,
        })
        return { data: after, message: "Depot updated." }
      })
  )

  app.delete(
    "/depots/:id",
    {
      schema: {
        ...routeSchema,
        summary: "Delete a depot",
        params: idParams,
        response: { 200: envelope(z.null()), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadDepot(auth, request.params.id, [
          [A.delete, S.depots],
        ])
        await createDepotsRepository(auth.tx).remove(before.id_depot)
        await auth.audit({
          id_client: before.id_client,
          action: "depot.delete",
          entity: "depot",
          entityId: before.id_depot,
          before,
        })
        return { data: null, message: "Depot deleted." }
      })
  )
}
