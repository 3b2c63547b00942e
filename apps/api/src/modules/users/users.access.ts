// Who may reach users rows: the loaders and checks the users routes share.
import type { Action, Subject } from "@ruta/permissions/catalog"
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { ContextType } from "@ruta/permissions/context-types"

import {
  AppError,
  ErrorCode,
  conflict,
  forbidden,
  notFound,
} from "../../platform/lib/errors.ts"
import type { Authorized } from "../../platform/authorization/authorization.ts"
import { manageableContextTypes } from "../../platform/authorization/authorization.ts"
import { createRolesRepository } from "../roles/roles.repository.ts"
import type { UserOut } from "./users.repository.ts"
import { createUsersRepository } from "./users.repository.ts"
import type { UserBody } from "./users.schemas.ts"

/** Who may read users: the users screen, or the users tab of a client or a site. */
export const readers: [Action, Subject][] = [
  [A.menuUsers, S.sideMenu],
  [A.tabUsers, S.client],
  [A.tabUsers, S.subsidiary],
]

/** The client and sites a user row belongs to, for ability checks on instances. */
export const scopedRow = (user: UserOut) => ({
  id_client: user.id_client,
  id_user: user.id_user,
  id_subsidiary: user.subsidiaries.map((s) => s.id_subsidiary),
})

export async function loadUser(
  auth: Authorized,
  id: number,
  pairs: [Action, Subject][]
): Promise<UserOut> {
  auth.requireAny(pairs)
  const user = await createUsersRepository(auth.tx).findById(id)
  const kinds = manageableContextTypes(auth)
  const sites = auth.sites
  if (
    !user ||
    (kinds && !kinds.includes(user.id_context_type)) ||
    // A site user or driver sees only users who share one of their sites.
    (sites !== null &&
      !user.subsidiaries.some((s) => sites.includes(s.id_subsidiary))) ||
    !pairs.some(([a, s]) => auth.can(a, s, scopedRow(user)))
  )
    throw notFound("User not found.")
  if (pairs !== readers) await assertRoleWithin(auth, user.id_role)
  return user
}

export const invalid = (field: string, message: string) =>
  new AppError(400, ErrorCode.VALIDATION_ERROR, message, [{ field, message }])

/** 409 for an email that another account (of any client) already uses. */
export async function uniqueEmail<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    const code =
      (error as { code?: string }).code ??
      (error as { cause?: { code?: string } }).cause?.code
    if (code === "23505") throw conflict("This email is already in use.")
    throw error
  }
}

/**
 * Nobody hands out, or manages an account with, more rights than they hold: every active
 * permission of the role must be one the caller holds too. An administrator who may not edit
 * roles cannot make a super administrator, and a client user cannot manage the provider's staff.
 */
export async function assertRoleWithin(auth: Authorized, id_role: number) {
  const granted = await createRolesRepository(auth.tx).listPermissions(id_role)
  const exceeds = granted.some(
    (p) =>
      p.isActive && !auth.ability.can(p.action as Action, p.subject as Subject)
  )
  if (exceeds)
    throw forbidden(
      "You cannot give or manage a role with more permissions than your own."
    )
}

/**
 * Checks what a create or edit body asks for against what the caller may give: the kind of
 * user, the role (of that kind), the client (forced for everyone but the provider's staff) and
 * the sites (of that client, and within a site user's own sites).
 */
export async function resolveTarget(auth: Authorized, body: UserBody) {
  const kinds = manageableContextTypes(auth)
  if (kinds && !kinds.includes(body.id_context_type))
    throw forbidden("You may not manage users of this kind.")
  const role = await createRolesRepository(auth.tx).findById(body.id_role)
  if (!role || role.id_context_type !== body.id_context_type)
    throw invalid("id_role", "The role does not match the type of user.")
  await assertRoleWithin(auth, role.id_role)
  const providerKind =
    body.id_context_type === ContextType.SYSTEM ||
    body.id_context_type === ContextType.MANTAINER
  const id_client = providerKind
    ? null
    : auth.staff
      ? (body.id_client ?? null)
      : auth.id_client
  if (!providerKind && id_client === null)
    throw invalid("id_client", "Required field.")
  const asked = [
    ...new Set([
      ...(body.subsidiaries ?? []),
      ...(body.id_subsidiary ? [body.id_subsidiary] : []),
    ]),
  ]
  const confined =
    body.id_context_type === ContextType.SUBSIDIARY ||
    body.id_context_type === ContextType.DRIVER
  let sites: number[] = []
  if (confined && id_client !== null) {
    const found = await createUsersRepository(auth.tx).sitesOfClient(
      id_client,
      asked
    )
    sites = found.map((s) => s.id_subsidiary)
    const outside = auth.sites
      ? sites.some((id) => !auth.sites!.includes(id))
      : false
    if (sites.length !== asked.length || outside)
      throw notFound("Site not found.")
    if (sites.length === 0) throw invalid("subsidiaries", "Required field.")
  }
  return { id_client, sites, role }
}
