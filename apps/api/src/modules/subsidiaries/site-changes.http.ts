// Sites created, edited, switched on or off and deleted, each audited.
import type { Action } from "@ruta/permissions/catalog"
import { Action as A, Subject as S } from "@ruta/permissions/catalog"

import { envelope } from "../../platform/lib/envelope.ts"
import { conflict } from "../../platform/lib/errors.ts"
import type {
  Authorize,
  Authorized,
} from "../../platform/authorization/authorization.ts"
import { idParams, rowErrors } from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
import type { ClientZone } from "./site-time-zone.ts"
import { resolveSiteZone } from "./site-time-zone.ts"
import type { SubsidiaryOut } from "./subsidiaries.repository.ts"
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
import {
  rowDeleteRoute,
  rowStatusRoute,
} from "../../platform/http/row-lifecycle.http.ts"
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

/** A site switched on or off, or deleted (never a client's main site). */
export function siteLifecycleRoutes(app: ZodApp, authorize: Authorize) {
  const row = {
    path: "/subsidiaries",
    routeSchema,
    entity: "subsidiary",
    load: (auth: Authorized, id: number, action: Action) =>
      loadSite(auth, id, [[action, S.subsidiary]]),
    idOf: (site: SubsidiaryOut) => site.id_subsidiary,
    clientOf: (site: SubsidiaryOut) => site.id_client,
  }
  rowStatusRoute(app, authorize, {
    ...row,
    summary: "Activate or deactivate a site",
    rowSchema: subsidiarySchema,
    activeField: "active",
    setActive: async (auth, site, active) =>
      (await createSubsidiariesRepository(auth.tx).update(site.id_subsidiary, {
        active,
      }))!,
    sentences: {
      activated: "Site activated.",
      deactivated: "Site deactivated.",
    },
  })
  rowDeleteRoute(app, authorize, {
    ...row,
    summary: "Delete a site (not the client's main site)",
    remove: async (auth, site) => {
      if (site.isMain)
        throw conflict("The main site of a client cannot be deleted.")
      await createSubsidiariesRepository(auth.tx).remove(site.id_subsidiary)
    },
    deleted: "Site deleted.",
  })
}
