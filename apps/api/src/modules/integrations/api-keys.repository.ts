import { and, asc, desc, eq, isNotNull, isNull } from "drizzle-orm"
import { alias } from "drizzle-orm/pg-core"

import type { Tx } from "../../db/database.ts"
import {
  apiKeys,
  clients,
  roles,
  subsidiaries,
  users,
} from "../../db/schema.ts"
import type { ApiKeyOut } from "./api-keys.schemas.ts"

const creator = alias(users, "creator")
const iso = (value: Date | null) => value?.toISOString() ?? null

/** The client's API keys (row-level security scopes them to the caller's client). */
export function createApiKeysRepository(tx: Tx, now: () => number) {
  const select = () =>
    tx
      .select({
        key: apiKeys,
        role_name: roles.name,
        subsidiary_name: subsidiaries.name,
        created_by_name: creator.name,
      })
      .from(apiKeys)
      .innerJoin(roles, eq(roles.id_role, apiKeys.id_role))
      .leftJoin(
        subsidiaries,
        eq(subsidiaries.id_subsidiary, apiKeys.id_subsidiary)
      )
      .leftJoin(creator, eq(creator.id_user, apiKeys.createdBy))

  const toOut = (row: Awaited<ReturnType<typeof select>>[number]) => {
    const { key } = row
    const expired = key.expiresAt !== null && key.expiresAt.getTime() <= now()
    return {
      id_api_key: key.id_api_key,
      name: key.name,
      prefix: key.prefix,
      id_role: key.id_role,
      role_name: row.role_name,
      id_subsidiary: key.id_subsidiary,
      subsidiary_name: row.subsidiary_name,
      created_by: key.createdBy,
      created_by_name: row.created_by_name,
      createdAt: key.createdAt.toISOString(),
      expiresAt: iso(key.expiresAt),
      revokedAt: iso(key.revokedAt),
      lastUsedAt: iso(key.lastUsedAt),
      lastIp: key.lastIp,
      status: key.revokedAt ? "revoked" : expired ? "expired" : "active",
    } satisfies ApiKeyOut
  }

  return {
    async list(): Promise<ApiKeyOut[]> {
      const rows = await select().orderBy(desc(apiKeys.id_api_key))
      return rows.map(toOut)
    },

    async findById(id: number): Promise<ApiKeyOut | undefined> {
      const [row] = await select().where(eq(apiKeys.id_api_key, id))
      return row ? toOut(row) : undefined
    },

    async create(values: typeof apiKeys.$inferInsert): Promise<ApiKeyOut> {
      const [row] = await tx
        .insert(apiKeys)
        .values(values)
        .returning({ id: apiKeys.id_api_key })
      return (await this.findById(row!.id))!
    },

    async revoke(id: number) {
      await tx
        .update(apiKeys)
        .set({ revokedAt: new Date(now()) })
        .where(eq(apiKeys.id_api_key, id))
    },
  }
}

/**
 * The keys still in use (not revoked, expired ones included: they can be revoked) that act with
 * the role, named with their client: a role they use cannot be deleted.
 */
export async function keysUsingRole(tx: Tx, id_role: number) {
  const rows = await tx
    .select({ name: apiKeys.name, client: clients.name })
    .from(apiKeys)
    .innerJoin(clients, eq(clients.id_client, apiKeys.id_client))
    .where(and(eq(apiKeys.id_role, id_role), isNull(apiKeys.revokedAt)))
    .orderBy(asc(clients.name), asc(apiKeys.name))
  return rows.map((row) => `${row.name} (${row.client})`)
}

/**
 * Removes the revoked keys of a role that is being deleted: they can no longer be used, and
 * their calls stay in the audit log under their names.
 */
export async function removeRevokedKeysOfRole(tx: Tx, id_role: number) {
  await tx
    .delete(apiKeys)
    .where(and(eq(apiKeys.id_role, id_role), isNotNull(apiKeys.revokedAt)))
}
