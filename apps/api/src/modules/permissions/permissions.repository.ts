import { and, asc, eq } from "drizzle-orm"
import { z } from "zod"

import type { Tx } from "../../db/database.ts"
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
 * The active permissions of an active role, with subject and action names: the one query behind
 * both the permissions a caller holds (authorization) and the permissions screen.
 */
export function activePermissionsOf(
  tx: Tx,
  role: RoleRef
): Promise<Permission[]> {
  return tx
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
    .innerJoin(roles, eq(roles.id_role, permissions.id_role))
    .innerJoin(subjects, eq(subjects.id_subject, permissions.id_subject))
    .innerJoin(actions, eq(actions.id_action, permissions.id_action))
    .where(
      and(
        "id_role" in role
          ? eq(permissions.id_role, role.id_role)
          : eq(roles.name, role.roleName),
        eq(roles.isActive, true),
        eq(permissions.isActive, true)
      )
    )
    .orderBy(asc(permissions.id_permission))
}
