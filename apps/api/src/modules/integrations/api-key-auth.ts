import { ContextType } from "@ruta/permissions/context-types"
import { and, eq } from "drizzle-orm"

import type { DataStore } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { apiKeys, roles, users } from "../../db/schema.ts"
import { AppError, ErrorCode } from "../../platform/lib/errors.ts"
import { hashOpaqueToken, newOpaqueToken } from "../auth/opaque-token.ts"
import type { SessionUser } from "../auth/access-token.ts"
import { buildSessionUser } from "../auth/session-user.ts"
import type { ApiKeyCaller } from "../../platform/authorization/caller.ts"
import { API_KEY_PREFIX } from "../../platform/authorization/caller.ts"

/** A new key: the secret to show once, what the list shows of it, and the hash to store. */
export function newApiKey() {
  const key = `${API_KEY_PREFIX}${newOpaqueToken()}`
  return {
    key,
    prefix: key.slice(0, API_KEY_PREFIX.length + 8),
    hash: hashOpaqueToken(key),
  }
}

const refused = (message: string) =>
  new AppError(401, ErrorCode.INVALID_TOKEN, message)

/**
 * Finds the key of a bearer token and the identity it acts with: its creator's account (whose
 * id is written as the author of what the key changes), with the key's role, kind of user and
 * sites. It records the key's last use and address.
 *
 * @throws AppError 401 for an unknown, revoked or expired key, or one whose creator's account
 *   is disabled or gone
 */
export function createApiKeyAuth(options: {
  store: DataStore
  now: () => number
}) {
  return async function resolve(
    token: string,
    ip: string
  ): Promise<{ user: SessionUser; key: ApiKeyCaller }> {
    return options.store.withScope(systemScope, async (tx) => {
      const [row] = await tx
        .select({ key: apiKeys, role: roles })
        .from(apiKeys)
        .innerJoin(roles, eq(roles.id_role, apiKeys.id_role))
        .where(eq(apiKeys.key_hash, hashOpaqueToken(token)))
      if (!row) throw refused("This API key is not valid.")
      const { key, role } = row
      if (key.revokedAt) throw refused("This API key has been revoked.")
      if (key.expiresAt && key.expiresAt.getTime() <= options.now())
        throw refused("This API key has expired.")
      const [creator] =
        key.createdBy === null
          ? []
          : await tx
              .select()
              .from(users)
              .where(
                and(eq(users.id_user, key.createdBy), eq(users.isActive, true))
              )
      if (!creator)
        throw refused(
          "The account that made this API key is disabled: make a new key."
        )
      await tx
        .update(apiKeys)
        .set({ lastUsedAt: new Date(options.now()), lastIp: ip })
        .where(eq(apiKeys.id_api_key, key.id_api_key))
      const session = await buildSessionUser(
        tx,
        creator,
        creator.id_client === key.id_client ? null : key.id_client
      )
      // A key made for one site is a site user of that site: it never changes what belongs to
      // the whole client (its details, configuration, catalogs), and sees no other site.
      const site = key.id_subsidiary
      const id_context_type =
        site === null ? role.id_context_type : ContextType.SUBSIDIARY
      const user: SessionUser = {
        ...session,
        clientData: session.clientData && {
          ...session.clientData,
          subsidiaries: session.clientData.subsidiaries.filter(
            (s) => site === null || s.id_subsidiary === site
          ),
        },
        id_context_type,
        roles: [{ id_role: role.id_role, name: role.name }],
        actingForClient: null,
      }
      return {
        user,
        key: {
          id_api_key: key.id_api_key,
          id_client: key.id_client,
          name: key.name,
          id_role: key.id_role,
          id_context_type,
          id_subsidiary: key.id_subsidiary,
        },
      }
    })
  }
}

export type ApiKeyAuth = ReturnType<typeof createApiKeyAuth>
