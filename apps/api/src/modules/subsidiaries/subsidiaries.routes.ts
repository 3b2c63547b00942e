import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { PermissionMessage } from "@ruta/permissions/messages"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
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
import { configurationSchema } from "../clients/clients.repository.ts"
import { createClientsRepository } from "../clients/clients.repository.ts"
import { configurationBody } from "../clients/clients.schemas.ts"
import type { ClientZone } from "./site-time-zone.ts"
import { resolveSiteZone } from "./site-time-zone.ts"
import {
  createSubsidiariesRepository,
  subsidiarySchema,
} from "./subsidiaries.repository.ts"
import {
  createBody,
  routeSchema,
  subsidiaryBody,
} from "./subsidiaries.schemas.ts"
import { loadSite, readers } from "./subsidiaries.access.ts"

export const subsidiariesRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  clientZone: ClientZone
}> = async (app, { authorize, clientZone }) => {
  app.addHook("onRequest", app.authenticate)

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

  app.post(
    "/subsidiaries",
    {
      schema: {
        ...routeSchema,
        summary: "Create a site for a client",
        body: createBody,
        response: { 201: envelope(subsidiarySchema), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        auth.require(A.create, S.subsidiary)
        const { id_client: asked, ...input } = request.body
        // Only the provider's staff choose the client; anyone else creates for their own.
        const id_client = auth.staff ? asked : auth.id_client
        const client = id_client
          ? await createClientsRepository(auth.tx).findRow(id_client)
          : undefined
        if (!client) throw notFound("Client not found.")
        auth.ensure(A.create, S.subsidiary, { id_client: client.id_client })
        const zone = resolveSiteZone({
          chosen: input.time_zone,
          client: await clientZone(auth.tx, client.id_client),
        })
        const site = await createSubsidiariesRepository(auth.tx).create(
          client.id_client,
          input,
          zone
        )
        await auth.audit({
          id_client: client.id_client,
          action: "subsidiary.create",
          entity: "subsidiary",
          entityId: site.id_subsidiary,
          after: site,
        })
        replyCreated(reply, `/subsidiaries/${site.id_subsidiary}`)
        return { data: site, message: "Site created." }
      })
  )

  app.put(
    "/subsidiaries/:id",
    {
      schema: {
        ...routeSchema,
        summary: "Edit a site",
        params: idParams,
        body: subsidiaryBody,
        response: { 200: envelope(subsidiarySchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadSite(auth, request.params.id, [
          [A.edit, S.subsidiary],
        ])
        const after = await createSubsidiariesRepository(auth.tx).update(
          before.id_subsidiary,
          request.body
        )
        await auth.audit({
          id_client: before.id_client,
          action: "subsidiary.update",
          entity: "subsidiary",
          entityId: before.id_subsidiary,
          before,
          after,
        })
        return { data: after!, message: "Site updated." }
      })
  )

  app.put(
    "/subsidiaries/:id/status",
    {
      schema: {
        ...routeSchema,
        summary: "Activate or deactivate a site",
        params: idParams,
        body: statusBody,
        response: { 200: envelope(subsidiarySchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadSite(auth, request.params.id, [
          [A.enableDisable, S.subsidiary],
        ])
        const after = await createSubsidiariesRepository(auth.tx).update(
          before.id_subsidiary,
          { active: request.body.isActive }
        )
        await auth.audit({
          id_client: before.id_client,
          action: request.body.isActive
            ? "subsidiary.enable"
            : "subsidiary.disable",
          entity: "subsidiary",
          entityId: before.id_subsidiary,
          before: { active: before.active },
          after: { active: request.body.isActive },
        })
        return {
          data: after!,
          message: request.body.isActive
            ? "Site activated."
            : "Site deactivated.",
        }
      })
  )

  app.delete(
    "/subsidiaries/:id",
    {
      schema: {
        ...routeSchema,
        summary: "Delete a site (not the client's main site)",
        params: idParams,
        response: { 200: envelope(z.null()), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadSite(auth, request.params.id, [
          [A.delete, S.subsidiary],
        ])
        if (before.isMain)
          throw conflict("The main site of a client cannot be deleted.")
        await createSubsidiariesRepository(auth.tx).remove(before.id_subsidiary)
        await auth.audit({
          id_client: before.id_client,
          action: "subsidiary.delete",
          entity: "subsidiary",
          entityId: before.id_subsidiary,
          before,
        })
        return { data: null, message: "Site deleted." }
      })
  )

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
