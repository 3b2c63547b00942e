// Who may reach sites rows: the loaders and checks the sites routes share.
import type { Action, Subject } from "@ruta/permissions/catalog"
import { Action as A, Subject as S } from "@ruta/permissions/catalog"

import { notFound } from "../../platform/lib/errors.ts"
import type { Authorized } from "../../platform/authorization/authorization.ts"
import type { SubsidiaryOut } from "./subsidiaries.repository.ts"
import { createSubsidiariesRepository } from "./subsidiaries.repository.ts"

/** Any back-office user reads the sites they may see (the all-subsidiaries switch needs them). */
export const readers: [Action, Subject][] = [
  [A.main, S.sideMenu],
  [A.tabSubsidiaries, S.client],
]

export async function loadSite(
  auth: Authorized,
  id: number,
  pairs: [Action, Subject][],
  message?: string
): Promise<SubsidiaryOut> {
  auth.requireAny(pairs, message)
  const site = await createSubsidiariesRepository(auth.tx).findById(id)
  // A site user sees their own sites only: any other id answers as missing.
  if (
    !site ||
    (auth.sites !== null && !auth.sites.includes(site.id_subsidiary)) ||
    !pairs.some(([a, s]) => auth.can(a, s, site))
  )
    throw notFound("Site not found.")
  return site
}
