// Who may reach address book rows: the loaders and checks the address book routes share.
import type { Action, Subject } from "@ruta/permissions/catalog"
import { Action as A, Subject as S } from "@ruta/permissions/catalog"

import { notFound } from "../../platform/lib/errors.ts"
import type { Authorized } from "../../platform/authorization/authorization.ts"
import { inCatalog } from "../catalogs/catalogs.data.ts"
import { createSubsidiariesRepository } from "../subsidiaries/subsidiaries.repository.ts"
import type { AddressOut } from "./addresses.repository.ts"
import { createAddressesRepository } from "./addresses.repository.ts"
import { invalid } from "./addresses.schemas.ts"

export const readers: [Action, Subject][] = [
  [A.menuAddressBook, S.sideMenu],
  [A.create, S.addressBook],
  [A.edit, S.addressBook],
  [A.addAddress, S.optimization],
]

export async function loadAddress(
  auth: Authorized,
  id: number,
  pairs: [Action, Subject][]
): Promise<AddressOut> {
  auth.requireAny(pairs)
  const found = await createAddressesRepository(auth.tx).findById(id)
  if (
    !found ||
    (auth.sites !== null && !auth.sites.includes(found.id_subsidiary)) ||
    !pairs.some(([a, s]) => auth.can(a, s, found))
  )
    throw notFound("Address not found.")
  return found
}

export async function loadSite(auth: Authorized, id: number, action: Action) {
  const site = await createSubsidiariesRepository(auth.tx).findById(id)
  if (
    !site ||
    (auth.sites !== null && !auth.sites.includes(site.id_subsidiary)) ||
    !auth.can(action, S.addressBook, site)
  )
    throw invalid("id_subsidiary", "Site not found.")
  return site
}

export function checkType(id: number) {
  if (!inCatalog("address-types", id))
    throw invalid("id_address_type", "Required field.")
}
