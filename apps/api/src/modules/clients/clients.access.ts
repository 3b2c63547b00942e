// Who may reach clients rows: the loaders and checks the clients routes share.
import { Action as A, Subject as S } from "@ruta/permissions/catalog"

import { notFound } from "../../platform/lib/errors.ts"
import type { Authorized } from "../../platform/authorization/authorization.ts"
import type { ClientOut } from "./clients.repository.ts"
import { createClientsRepository } from "./clients.repository.ts"

/** Who may open a client: the clients screen, or a client's own configuration screen. */
export const readers: [A, S][] = [
  [A.menuClients, S.sideMenu],
  [A.menuConfiguration, S.sideMenu],
]

export async function loadClient(
  auth: Authorized,
  id: number,
  pairs: [A, S][]
): Promise<ClientOut> {
  auth.requireAny(pairs)
  const client = await createClientsRepository(auth.tx).findById(
    id,
    auth.user.id_user
  )
  if (!client || !pairs.some(([a, s]) => auth.can(a, s, client)))
    throw notFound("Client not found.")
  // A site user sees only their own sites of the client.
  const sites = auth.sites
  return sites === null
    ? client
    : {
        ...client,
        subsidiaries: client.subsidiaries.filter((s) =>
          sites.includes(s.id_subsidiary)
        ),
      }
}
