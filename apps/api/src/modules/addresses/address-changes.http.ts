// Address-book entries saved, edited and deleted, each in a site the caller may change and audited.
import { Action as A, Subject as S } from "@ruta/permissions/catalog"

import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import { idParams, rowErrors } from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
import type { ZodApp } from "../../platform/http/zod-app.ts"
import { rowDeleteRoute } from "../../platform/http/row-lifecycle.http.ts"
import type { AddressOut } from "./addresses.repository.ts"
import {
  addressSchema,
  createAddressesRepository,
} from "./addresses.repository.ts"
import { addressBody, invalid, routeSchema } from "./addresses.schemas.ts"
import { checkType, loadAddress, loadSite } from "./addresses.access.ts"

/** POST /addresses, PUT and DELETE /addresses/:id: an entry saved, edited or deleted. */
export function addressChangeRoutes(app: ZodApp, authorize: Authorize) {
  app.post(
    "/addresses",
    {
      schema: {
        ...routeSchema,
        summary: "Save an address with its contact in a site's address book",
        body: addressBody,
        response: { 201: envelope(addressSchema), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        auth.require(A.create, S.addressBook)
        checkType(request.body.id_address_type)
        const site = await loadSite(auth, request.body.id_subsidiary, A.create)
        const created = await createAddressesRepository(auth.tx).create(
          site.id_client,
          request.body
        )
        await auth.audit({
          id_client: site.id_client,
          action: "address.create",
          entity: "address",
          entityId: created.id_address,
          after: created,
        })
        replyCreated(reply, `/addresses/${created.id_address}`)
        return { data: created, message: "Address saved." }
      })
  )

  app.put(
    "/addresses/:id",
    {
      schema: {
        ...routeSchema,
        summary: "Edit an address-book entry",
        params: idParams,
        body: addressBody,
        response: { 200: envelope(addressSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadAddress(auth, request.params.id, [
          [A.edit, S.addressBook],
        ])
        checkType(request.body.id_address_type)
        const site = await loadSite(auth, request.body.id_subsidiary, A.edit)
        if (site.id_client !== before.id_client)
          throw invalid("id_subsidiary", "Site not found.")
        const after = await createAddressesRepository(auth.tx).update(
          before.id_address,
          request.body
        )
        await auth.audit({
          id_client: before.id_client,
          action: "address.update",
          entity: "address",
          entityId: before.id_address,
          before,
          after,
        })
        return { data: after, message: "Address updated." }
      })
  )

  rowDeleteRoute(app, authorize, {
    path: "/addresses",
    routeSchema,
    entity: "address",
    load: (auth, id, action) =>
      loadAddress(auth, id, [[action, S.addressBook]]),
    idOf: (address: AddressOut) => address.id_address,
    clientOf: (address: AddressOut) => address.id_client,
    summary: "Delete an address-book entry",
    remove: (auth, address) =>
      createAddressesRepository(auth.tx).remove(address.id_address),
    deleted: "Address deleted.",
  })
}
