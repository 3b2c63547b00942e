import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { PermissionMessage } from "@ruta/permissions/messages"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import { notFound } from "../../platform/lib/errors.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import { idParams, rowErrors } from "../../platform/authorization/schemas.ts"
import { configurationSchema } from "../clients/clients.repository.ts"
import { createClientsRepository } from "../clients/clients.repository.ts"
import { configurationBody } from "../clients/clients.schemas.ts"
import type { ClientZone } from "./site-time-zone.ts"
import {
  createSubsidiariesRepository,
  subsidiarySchema,
} from "./subsidiaries.repository.ts"
import { routeSchema } from "./subsidiaries.schemas.ts"
import { loadSite, readers } from "./subsidiaries.access.ts"
import { siteEditRoutes, siteLifecycleRoutes } from "./site-changes.http.ts"
import type { ZodApp } from "../../platform/http/zod-app.ts"

export const subsidiariesRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  clientZone: ClientZone
}> = async (app, { authorize, clientZone }) => {
  app.addHook("onRequest", app.authenticate)
  siteReadRoutes(app, authorize)
  siteEditRoutes(app, authorize, clientZone)
  siteLifecycleRoutes(app, authorize)
  siteConfigurationRoutes(app, authorize)
}

/** A client's sites, and one site. */
function siteReadRoutes(app: ZodApp, authorize: Authorize) {
  app.get(
    "/subsidiaries/client/:id",
    {
      schema: {
        ...routeSchema,
        summary: "The sites of a client (a site user: their own sites)",
        params: idParams,
        response: { 200: envelope(z.array(subsidiarySchema)), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(readers)
        const client = await createClientsRepository(auth.tx).findRow(
          request.params.id
        )
        if (!client) throw notFound("Client not found.")
        const data = await createSubsidiariesRepository(auth.tx).listByClient(
          client.id_client,
          auth.sites
        )
        return { data, message: "OK" }
      })
  )

  app.get(
    "/subsidiaries/:id",
    {
      schema: {
        ...routeSchema,
        summary: "One site",
        params: idParams,
        response: { 200: envelope(subsidiarySchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => ({
        data: await loadSite(auth, request.params.id, readers),
        message: "OK",
      }))
  )
}

/** A site's units configuration, read and saved. */
function siteConfigurationRoutes(app: ZodApp, authorize: Authorize) {
  app.get(
    "/subsidiaries/:id/configuration",
    {
      schema: {
        ...routeSchema,
        summary: "A site's units of distance, measure and weight",
        params: idParams,
        response: { 200: envelope(configurationSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const site = await loadSite(auth, request.params.id, [
          [A.tabConfiguration, S.subsidiary],
          [A.menuConfiguration, S.sideMenu],
        ])
        return { data: site.configuration, message: "OK" }
      })
  )

  app.put(
    "/subsidiaries/:id/configuration",
    {
      schema: {
        ...routeSchema,
        summary: "Change a site's units of distance, measure and weight",
        params: idParams,
        body: configurationBody,
        response: { 200: envelope(configurationSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadSite(
          auth,
          request.params.id,
          [
            [A.saveDetails, S.subsidiaryConfiguration],
            [A.saveDetails, S.configuration],
          ],
          PermissionMessage.configurationForbidden
        )
        await createSubsidiariesRepository(auth.tx).update(
          before.id_subsidiary,
          request.body
        )
        await auth.audit({
          id_client: before.id_client,
          action: "subsidiary.configure",
          entity: "subsidiary",
          entityId: before.id_subsidiary,
          before: before.configuration,
          after: request.body,
        })
        return { data: request.body, message: "Configuration saved." }
      })
  )
}
