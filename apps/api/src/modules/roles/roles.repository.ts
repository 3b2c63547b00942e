import { and, asc, count, eq, inArray } from "drizzle-orm"
import type { SQL } from "drizzle-orm"
import { z } from "zod"

import type { Tx } from "../../db/database.ts"
import {
  actions,
  contextTypes,
  permissions,
  roles,
  subjects,
  users,
} from "../../db/schema.ts"
import { textMatches } from "../../db/list-query.ts"

export const roleOutSchema = z
  .object({
    id_role: z.number().int(),
    id_context_type: z.number().int(),
    context_type_name: z.string(),
    name: z.string(),
    description: z.string(),
    isActive: z.boolean(),
  })
  .meta({ id: "Role" })
export type RoleOut = z.infer<typeof roleOutSchema>

export const rolePermissionSchema = z
  .object({
    id_permission: z.number().int(),
    id_role: z.number().int(),
    id_subject: z.number().int(),
    id_action: z.number().int(),
    subject: z.string(),
    action: z.string(),
    isActive: z.boolean(),
  })
  .meta({ id: "RolePermission" })
export type RolePermission = z.infer<typeof rolePermissionSchema>

export interface RoleFilter {
  name?: string | undefined
  id_context_type?: number | undefined
  isActive?: boolean | undefined
  /** Only roles of these context types (what a client's users may hold). */
  contextTypes?: number[] | null
}

export interface RoleInput {
  name: string
  description?: string | undefined
  id_context_type: number
  isActive: boolean
}

const roleColumns = {
  id_role: roles.id_role,
  id_context_type: roles.id_context_type,
  context_type_name: contextTypes.display_name,
  name: roles.name,
  description: roles.description,
  isActive: roles.isActive,
}

/** Roles and their permissions: shared by every client, so no tenant column. */
export function createRolesRepository(tx: Tx) {
  const where = (filter: RoleFilter) => {
    const parts: (SQL | undefined)[] = [textMatches(filter.name, roles.name)]
    if (filter.id_context_type !== undefined)
      parts.push(eq(roles.id_context_type, filter.id_context_type))
    if (filter.isActive !== undefined)
      parts.push(eq(roles.isActive, filter.isActive))
    if (filter.contextTypes)
      parts.push(inArray(roles.id_context_type, filter.contextTypes))
    return and(...parts)
  }
  return {
    async list(filter: RoleFilter, page: number, size: number) {
      const items = await tx
        .select(roleColumns)
        .from(roles)
        .innerJoin(
          contextTypes,
          eq(contextTypes.id_context_type, roles.id_context_type)
        )
        .where(where(filter))
        .orderBy(asc(roles.id_role))
        .limit(size)
        .offset(page * size)
      const [total] = await tx
        .select({ n: count() })
        .from(roles)
        .where(where(filter))
      return { items, total: total?.n ?? 0, page, size }
    },

    async findById(id_role: number): Promise<RoleOut | undefined> {
      const [found] = await tx
        .select(roleColumns)
        .from(roles)
        .innerJoin(
          contextTypes,
          eq(contextTypes.id_context_type, roles.id_context_type)
        )
        .where(eq(roles.id_role, id_role))
      return found
    },

    async findByName(name: string) {
      const [found] = await tx
        .select({ id_role: roles.id_role })
        .from(roles)
        .where(eq(roles.name, name))
      return found
    },

    async create(input: RoleInput) {
      const [created] = await tx
        .insert(roles)
        .values({ ...input, description: input.description ?? "" })
        .returning({ id_role: roles.id_role })
      return created!.id_role
    },

    async update(id_role: number, input: Partial<RoleInput>) {
      await tx.update(roles).set(input).where(eq(roles.id_role, id_role))
    },

    async remove(id_role: number) {
      await tx.delete(roles).where(eq(roles.id_role, id_role))
    },

    /** How many users hold the role (across every client: roles are shared). */
    async usersWithRole(id_role: number): Promise<number> {
      const [found] = await tx
        .select({ n: count() })
        .from(users)
        .where(eq(users.id_role, id_role))
      return found?.n ?? 0
    },

    ...permissionQueries(tx),
  }
}

/** A role's permissions, read and toggled, and the subjects and actions they name. */
function permissionQueries(tx: Tx) {
  return {
    listPermissions(id_role: number, id_subject?: number) {
      return tx
        .select({
          id_permission: permissions.id_permission,
          id_role: permissions.id_role,
          id_subject: permissions.id_subject,
          id_action: permissions.id_action,
          subject: subjects.name,
          action: actions.name,
          isActive: permissions.isActive,
        })
        .from(permissions)
        .innerJoin(subjects, eq(subjects.id_subject, permissions.id_subject))
        .innerJoin(actions, eq(actions.id_action, permissions.id_action))
        .where(
          and(
            eq(permissions.id_role, id_role),
            id_subject === undefined
              ? undefined
              : eq(permissions.id_subject, id_subject)
          )
        )
        .orderBy(asc(permissions.id_subject), asc(permissions.id_action))
    },

    async findPermission(key: {
      id_role: number
      id_subject: number
      id_action: number
    }): Promise<RolePermission | undefined> {
      const rows = await this.listPermissions(key.id_role, key.id_subject)
      return rows.find((p) => p.id_action === key.id_action)
    },

    /** Creates the (role, subject, action) permission or sets its active flag. */
    async upsertPermission(key: {
      id_role: number
      id_subject: number
      id_action: number
      isActive: boolean
    }) {
      await tx
        .insert(permissions)
        .values(key)
        .onConflictDoUpdate({
          target: [
            permissions.id_role,
            permissions.id_subject,
            permissions.id_action,
          ],
          set: { isActive: key.isActive },
        })
    },

    async subjectExists(id_subject: number) {
      const [found] = await tx
        .select({ id: subjects.id_subject })
        .from(subjects)
        .where(eq(subjects.id_subject, id_subject))
      return found !== undefined
    },

    async actionExists(id_action: number) {
      const [found] = await tx
        .select({ id: actions.id_action })
        .from(actions)
        .where(eq(actions.id_action, id_action))
      return found !== undefined
    },

    listSubjects() {
      return tx
        .select({
          id_subject: subjects.id_subject,
          name: subjects.name,
          description: subjects.description,
        })
        .from(subjects)
        .orderBy(asc(subjects.id_subject))
    },

    listActions() {
      return tx
        .select({
          id_action: actions.id_action,
          name: actions.name,
          description: actions.description,
        })
        .from(actions)
        .orderBy(asc(actions.id_action))
    },
  }
}
