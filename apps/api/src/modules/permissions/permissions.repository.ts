import type { PermissionGrant } from "@ruta/permissions/ability"
import type { AnyColumn, SQL } from "drizzle-orm"
import type { PgSelect } from "drizzle-orm/pg-core"
import { and, asc, eq, sql } from "drizzle-orm"
import { z } from "zod"

import type { Tx } from "../../db/database.ts"
import type { RoleGrants } from "../../platform/authorization/authorization.ts"
import { actions, permissions, roles, subjects } from "../../db/schema.ts"

export const permissionSchema = z
  .object({
    id_permission: z.number().int(),
    id_role: z.number().int(),
    id_subject: z.number().int(),
    id_action: z.number().int(),
    isActive: z.boolean(),
    subject: z.string(),
    action: z.string(),
  })
  .meta({ id: "Permission" })
export type Permission = z.infer<typeof permissionSchema>

/** Which role: by its id (the caller's own) or by its name (the permissions screen). */
export type RoleRef = { id_role: number } | { roleName: string }

/**
 * Narrows a select from `permissions` to the active permissions of active roles matching
 * `ofRole`, joined to their subject's and action's names.
 */
function activeOnly<Q extends PgSelect>(query: Q, ofRole: SQL) {
  return query
    .innerJoin(roles, eq(roles.id_role, permissions.id_role))
    .innerJoin(subjects, eq(subjects.id_subject, permissions.id_subject))
    .innerJoin(actions, eq(actions.id_action, permissions.id_action))
    .where(
      and(ofRole, eq(roles.isActive, true), eq(permissions.isActive, true))
    )
}

/**
 * The active permissions of an active role, with subject and action names: the permissions
 * screen's query, and an API key's role's.
 */
export function activePermissionsOf(
  tx: Tx,
  role: RoleRef
): Promise<Permission[]> {
  const query = tx
    .select({
      id_permission: permissions.id_permission,
      id_role: permissions.id_role,
      id_subject: permissions.id_subject,
      id_action: permissions.id_action,
      isActive: permissions.isActive,
      subject: subjects.name,
      action: actions.name,
    })
    .from(permissions)
    .$dynamic()
  return activeOnly(
    query,
    "id_role" in role
      ? eq(permissions.id_role, role.id_role)
      : eq(roles.name, role.roleName)
  ).orderBy(asc(permissions.id_permission))
}

/**
 * The same permissions of the role in `roleColumn` (a column of the query this is part of), by
 * names and in the same order, as one JSON array (null for none): a column, so that the caller's
 * account and its permissions are read in one query.
 */
export function activeGrantsOf(tx: Tx, roleColumn: AnyColumn) {
  const query = tx
    .select({
      grants: sql`json_agg(json_build_object('subject', ${subjects.name}, 'action', ${actions.name}) order by ${permissions.id_permission})`,
    })
    .from(permissions)
    .$dynamic()
  const grants = activeOnly(query, eq(permissions.id_role, roleColumn))
  return sql<PermissionGrant[] | null>`(${grants})`
}

/** The roles' permissions as authorization reads them (see `createAuthorization`). */
export const roleGrants: RoleGrants = {
  ofRoleColumn: activeGrantsOf,
  ofRole: (tx, id_role) => activePermissionsOf(tx, { id_role }),
}
