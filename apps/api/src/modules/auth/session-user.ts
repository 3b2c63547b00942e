import { ContextType } from "@ruta/permissions/context-types"
import { asc, eq } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import type { users } from "../../db/schema.ts"
import {
  clients,
  roles,
  subsidiaries,
  userSubsidiaries,
} from "../../db/schema.ts"
import type { SessionUser } from "./access-token.ts"

export type UserRow = typeof users.$inferSelect

/**
 * Builds what the access token carries for `user`. A site user's client data lists only their
 * own sites; `actingForClient` is the client a provider administrator acts for.
 */
export async function buildSessionUser(
  tx: Tx,
  user: UserRow,
  actingForClient: number | null = null
): Promise<SessionUser> {
  const [role] = await tx
    .select()
    .from(roles)
    .where(eq(roles.id_role, user.id_role))
  const id_client = actingForClient ?? user.id_client
  let clientData: SessionUser["clientData"] = null
  if (id_client !== null) {
    const [client] = await tx
      .select()
      .from(clients)
      .where(eq(clients.id_client, id_client))
    const confined =
      user.id_context_type === ContextType.SUBSIDIARY ||
      user.id_context_type === ContextType.DRIVER
    const sites = confined
      ? await tx
          .select({
            id_subsidiary: subsidiaries.id_subsidiary,
            name: subsidiaries.name,
            isMain: subsidiaries.isMain,
          })
          .from(userSubsidiaries)
          .innerJoin(
            subsidiaries,
            eq(userSubsidiaries.id_subsidiary, subsidiaries.id_subsidiary)
          )
          .where(eq(userSubsidiaries.id_user, user.id_user))
          .orderBy(asc(subsidiaries.id_subsidiary))
      : await tx
          .select({
            id_subsidiary: subsidiaries.id_subsidiary,
            name: subsidiaries.name,
            isMain: subsidiaries.isMain,
          })
          .from(subsidiaries)
          .where(eq(subsidiaries.id_client, id_client))
          .orderBy(asc(subsidiaries.id_subsidiary))
    if (client) {
      clientData = {
        id_client: client.id_client,
        name: client.name,
        stripe_id: client.stripe_id,
        subsidiaries: sites,
      }
    }
  }
  return {
    id_user: user.id_user,
    id_context_type: user.id_context_type,
    name: user.name,
    email: user.email,
    photo: user.photo,
    roles: role ? [{ id_role: role.id_role, name: role.name }] : [],
    theme: user.theme,
    lng: user.lng,
    isFirstLogin: user.isFirstLogin,
    userRecoveryPassword: user.userRecoveryPassword,
    twoFactorEnabled: user.totpEnabled,
    clientData,
    actingForClient,
  }
}
