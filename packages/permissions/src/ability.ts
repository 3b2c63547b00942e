import { AbilityBuilder, createMongoAbility, subject } from "@casl/ability"
import type {
  ForcedSubject,
  MongoAbility,
  MongoQuery,
  RawRuleOf,
} from "@casl/ability"

import { Action as A, Subject as S } from "./catalog.ts"
import type { Action, Subject } from "./catalog.ts"
import { ContextType } from "./context-types.ts"

/** Actions that are not in the permission table but follow from who the user is. */
export const ExtraAction = { read: "read" } as const
/** The audit log of administrative changes: only the provider's own staff read it. */
export const ExtraSubject = { auditLog: "auditLog" } as const

export type AppAction = Action | (typeof ExtraAction)[keyof typeof ExtraAction]
export type AppSubjectType =
  Subject | (typeof ExtraSubject)[keyof typeof ExtraSubject]

/**
 * What a rule's conditions look at on a row: its client, its site (or, for a user, every site
 * the user belongs to) and, for users, the account itself.
 */
export interface ScopedRow {
  id_client?: number | null
  id_subsidiary?: number | number[] | null
  id_user?: number
}

export type AppAbility = MongoAbility<
  [AppAction, AppSubjectType | (ScopedRow & ForcedSubject<AppSubjectType>)],
  MongoQuery
>

/** The part of the signed-in user an ability depends on (a SessionUser fits). */
export interface AbilityUser {
  id_user: number
  id_context_type: number
  clientData: {
    id_client: number
    subsidiaries: { id_subsidiary: number }[]
  } | null
  /** The client a provider administrator acts for (login-with-client), if any. */
  actingForClient: number | null
}

/** One row of the permission table, by names (as `GET /permissions` answers). */
export interface PermissionGrant {
  subject: string
  action: string
  /** Missing means active. */
  isActive?: boolean
}

export interface AbilityOptions {
  /**
   * The all-subsidiaries mode: true (the default) works on every site the user may see; false
   * narrows site data to `id_subsidiary`.
   */
  allSubsidiaries?: boolean
  /** The one site worked on when `allSubsidiaries` is false. */
  id_subsidiary?: number | null
}

/** Subjects whose rows belong to a site; the others belong to the whole client. */
export const siteScopedSubjects: ReadonlySet<Subject> = new Set<Subject>([
  S.subsidiary,
  S.subsidiaryConfiguration,
  S.subsidiaryRoutes,
  S.subsidiaryUsers,
  S.users,
  S.cars,
  S.depots,
  S.addressBook,
  S.optimizations,
  S.optimization,
  S.routes,
  S.route,
])

const providerOwned: Subject[] = [S.roles, S.role, S.rolePermissions]
const isKnownSubject = (name: string): name is Subject =>
  Object.values(S).includes(name as Subject)
const isKnownAction = (name: string): name is Action =>
  Object.values(A).includes(name as Action)

/** Whether the user is the provider's own staff working for every client (not acting for one). */
export function isProviderStaff(user: AbilityUser): boolean {
  return (
    user.id_context_type === ContextType.SYSTEM && user.actingForClient === null
  )
}

/** The client whose rows the user works on; null for the provider's staff. */
export function clientOf(user: AbilityUser): number | null {
  return user.actingForClient ?? user.clientData?.id_client ?? null
}

/** The sites the user is confined to, or null when they see every site of their client. */
export function sitesOf(
  user: AbilityUser,
  options: AbilityOptions = {}
): number[] | null {
  const own =
    user.id_context_type === ContextType.SUBSIDIARY ||
    user.id_context_type === ContextType.DRIVER
      ? (user.clientData?.subsidiaries ?? []).map((s) => s.id_subsidiary)
      : null
  const chosen = options.id_subsidiary
  if (options.allSubsidiaries === false && typeof chosen === "number") {
    // One site at a time: the chosen one, if the user may see it at all.
    return own === null || own.includes(chosen) ? [chosen] : []
  }
  return own
}

/**
 * The CASL rules of a user, from the permissions of their role. Later `cannot` lines win over
 * earlier `can` lines, so the business rules that take rights away come last.
 */
export function buildRules(
  user: AbilityUser,
  permissions: readonly PermissionGrant[],
  options: AbilityOptions = {}
): RawRuleOf<AppAbility>[] {
  // Untyped builder: CASL cannot infer row types from string subject names.
  const { can, cannot, rules } = new AbilityBuilder<MongoAbility>(
    createMongoAbility
  )
  // Maintainers work outside the back office: they get no right at all (spec section 4).
  if (user.id_context_type === ContextType.MANTAINER) return []

  const staff = isProviderStaff(user)
  const id_client = clientOf(user)
  const sites = sitesOf(user, options)
  const conditionsFor = (name: Subject): MongoQuery<ScopedRow> => {
    const own: MongoQuery<ScopedRow> = { id_client }
    return siteScopedSubjects.has(name) && sites !== null
      ? { ...own, id_subsidiary: { $in: sites } }
      : own
  }

  for (const grant of permissions) {
    if (grant.isActive === false) continue
    if (!isKnownSubject(grant.subject) || !isKnownAction(grant.action)) continue
    if (staff) {
      // The provider's staff hold each permission of their role on every client's rows.
      can(grant.action, grant.subject)
    } else {
      // Everyone else holds it on their own client's rows, and a site user on their sites only.
      can(grant.action, grant.subject, conditionsFor(grant.subject))
    }
  }

  // Only the provider's staff read the audit log of administrative changes.
  if (staff) can(ExtraAction.read, ExtraSubject.auditLog)

  if (!staff) {
    // Roles and their permissions are shared by every client: only the provider's staff change them.
    cannot(
      [A.create, A.edit, A.delete, A.enableDisable, A.tabPermissions],
      providerOwned
    )
    // Only the provider's staff create, delete, enable or disable clients, or file them in lists.
    cannot(
      [A.create, A.delete, A.enableDisable, A.assign, A.unassign],
      S.clients
    )
  }
  if (
    user.id_context_type === ContextType.SUBSIDIARY ||
    user.id_context_type === ContextType.DRIVER
  ) {
    // Site users and drivers never change what belongs to the whole client: its details,
    // configuration and lists, its catalogs of skills and stop outcomes, and its proof settings.
    cannot(
      [
        A.create,
        A.edit,
        A.delete,
        A.enableDisable,
        A.saveDetails,
        A.assign,
        A.unassign,
      ],
      [
        S.clients,
        S.client,
        S.clientConfiguration,
        S.configuration,
        S.skills,
        S.stopOutcomes,
        S.proofOfDelivery,
        S.integrations,
        S.notifications,
      ]
    )
  }
  // Nobody deletes or disables their own account: they would lock themselves out.
  cannot([A.delete, A.enableDisable], S.users, { id_user: user.id_user })
  return rules as RawRuleOf<AppAbility>[]
}

/**
 * The ability of `user`: what they may do, from the permissions of their role.
 *
 * @param user - the signed-in user (the access token's SessionUser fits).
 * @param permissions - the permissions of the user's role; inactive ones are ignored.
 * @param options - the all-subsidiaries mode: every site (default) or one.
 * @returns a CASL ability. Checks on a type (`can("edit", "users")`) say whether the user may do
 *   it to some row; checks on a row (`can("edit", subject("users", row))`) also compare its client
 *   and site.
 */
export function defineAbilitiesFor(
  user: AbilityUser,
  permissions: readonly PermissionGrant[],
  options: AbilityOptions = {}
): AppAbility {
  return createMongoAbility<AppAbility>(buildRules(user, permissions, options))
}

/**
 * Replaces the rules of an existing ability, for permissions added or removed at runtime and for
 * switching the all-subsidiaries mode: components that use the ability re-render.
 */
export function updateAbility(
  ability: AppAbility,
  user: AbilityUser,
  permissions: readonly PermissionGrant[],
  options: AbilityOptions = {}
): void {
  ability.update(buildRules(user, permissions, options))
}

/** The permissions with one more grant (or the same grant made active). */
export function addPermission(
  permissions: readonly PermissionGrant[],
  grant: PermissionGrant
): PermissionGrant[] {
  return [...removePermission(permissions, grant), { ...grant, isActive: true }]
}

/** The permissions without a grant. */
export function removePermission(
  permissions: readonly PermissionGrant[],
  grant: PermissionGrant
): PermissionGrant[] {
  return permissions.filter(
    (p) => p.subject !== grant.subject || p.action !== grant.action
  )
}

/** Tags a row with its subject type, for checks on instances: `can("edit", row("users", u))`. */
export function row<T extends ScopedRow>(type: Subject, value: T) {
  return subject(type, { ...value })
}
