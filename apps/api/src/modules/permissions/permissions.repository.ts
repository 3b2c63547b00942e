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

/** The active permissions of the role named `roleName`, with subject and action names. */
export function listPermissionsOfRole(
  tx: Tx,
  roleName: string
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
        eq(roles.name, roleName),
        eq(roles.isActive, true),
        eq(permissions.isActive, true)
      )
    )
    .orderBy(asc(permissions.id_permission))
}
