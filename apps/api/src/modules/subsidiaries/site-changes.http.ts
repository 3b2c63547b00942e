// Sites created, edited, switched on or off and deleted, each audited.
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import { conflict } from "../../platform/lib/errors.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  idParams,
  rowErrors,
  statusBody,
} from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
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
import { loadSite } from "./subsidiaries.access.ts"
import type { ZodApp } from "../../platform/http/zod-app.ts"
import { targetClient } from "../clients/target-client.ts"

/** A site created or edited. */
export function siteEditRoutes(
  app: ZodApp,
  authorize: Authorize,
  clientZone: ClientZone
) {
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
        const client = await targetClient(auth, asked)
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
}

/** A site switched on or off, or deleted. */
export function siteLifecycleRoutes(app: ZodApp, authorize: Authorize) {
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
}
