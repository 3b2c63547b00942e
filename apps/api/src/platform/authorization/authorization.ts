import type {
  AbilityOptions,
  AbilityUser,
  AppAbility,
  AppAction,
  AppSubjectType,
  PermissionGrant,
  ScopedRow,
} from "@ruta/permissions/ability"
import {
  defineAbilitiesFor,
  isProviderStaff,
  row,
  sitesOf,
} from "@ruta/permissions/ability"
import type { Subject } from "@ruta/permissions/catalog"
import { ContextType } from "@ruta/permissions/context-types"
import { PermissionMessage } from "@ruta/permissions/messages"
import type { AnyColumn, SQL } from "drizzle-orm"
import { eq, sql } from "drizzle-orm"
import type { FastifyRequest } from "fastify"

import type { DataStore, TenantScope, Tx } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { userSubsidiaries, users } from "../../db/schema.ts"
import { AppError, ErrorCode, forbidden, notFound } from "../lib/errors.ts"
import type { AuditEvent } from "../audit/audit.ts"
import { recordAudit } from "../audit/audit.ts"
import type { ApiKeyCaller, SessionUser } from "./caller.ts"
import { scopeOf } from "./caller.ts"

/** Everything a handler needs to act for the caller, inside one scoped transaction. */
export interface Authorized {
  tx: Tx
  user: SessionUser
  ability: AppAbility
  /** The rows the transaction may see (RLS). */
  scope: TenantScope
  /** The provider's own staff, working for every client (not acting for one). */
  staff: boolean
  /** The caller's client (the one acted for, for a provider administrator); null for staff. */
  id_client: number | null
  /** A site user or driver: bound to their own sites whatever the mode. */
  siteBound: boolean
  /** The caller's kind of account as stored now (ContextType: system, client, site, driver...). */
  contextType: number
  /**
   * The sites the caller works on, or null for every site of the client: a site user's own sites,
   * or the one site chosen in one-site mode (header `x-ruta-subsidiary`).
   */
  sites: number[] | null
  /** Throws 403 unless the caller holds `action` on `subject` for some row. */
  require(action: AppAction, subject: AppSubjectType, message?: string): void
  /** Throws 403 unless the caller holds one of the (action, subject) pairs. */
  requireAny(pairs: [AppAction, AppSubjectType][], message?: string): void
  /** Whether the caller may do `action` to this row (its client and site). */
  can(action: AppAction, subject: Subject, target: ScopedRow): boolean
  /**
   * Throws 404 unless the caller may do `action` to this row: a row the caller may not touch is
   * answered as if it did not exist, so ids of other clients and sites reveal nothing.
   */
  ensure<T extends ScopedRow>(
    action: AppAction,
    subject: Subject,
    target: T | undefined,
    what?: string
  ): T
  /** Records an administrative change in the audit log, in the same transaction. */
  audit(
    event: Omit<AuditEvent, "id_user" | "requestId" | "id_client"> & {
      id_client?: number | null
    }
  ): Promise<void>
}

/**
 * The permissions of roles, as the permissions module stores them: given to `createAuthorization`
 * so that authorization reads them without importing that module.
 */
export interface RoleGrants {
  /** The active grants of the role in `roleColumn`, as one column (null for none) of a query. */
  ofRoleColumn(tx: Tx, roleColumn: AnyColumn): SQL<PermissionGrant[] | null>
  /** The active grants of one role. */
  ofRole(tx: Tx, id_role: number): Promise<PermissionGrant[]>
}

const notAllowed = (message?: string) =>
  forbidden(message ?? PermissionMessage.forbidden)

/**
 * What an API key may do: its role's permissions that its creator still holds (a key never
 * outgrows the person who made it), as its role's kind of user, on its one site or every site.
 */
async function keyIdentity(
  tx: Tx,
  key: ApiKeyCaller,
  creatorGrants: PermissionGrant[],
  grants: RoleGrants
) {
  const held = new Set(creatorGrants.map((g) => `${g.action} ${g.subject}`))
  const granted = (await grants.ofRole(tx, key.id_role)).filter((g) =>
    held.has(`${g.action} ${g.subject}`)
  )
  return {
    granted,
    sites: key.id_subsidiary === null ? null : [key.id_subsidiary],
    id_context_type: key.id_context_type,
  }
}

/** The user's own sites, as one array (null for none): a column of the account's query. */
function sitesOfUser(tx: Tx) {
  const sites = tx
    .select({
      sites: sql`array_agg(${userSubsidiaries.id_subsidiary} order by ${userSubsidiaries.id_subsidiary})`,
    })
    .from(userSubsidiaries)
    .where(eq(userSubsidiaries.id_user, users.id_user))
  return sql<number[] | null>`(${sites})`
}

/**
 * The caller's account as stored now, its role's permissions and its sites, in one query: role
 * changes and deactivation apply at once.
 */
async function loadIdentity(
  tx: Tx,
  user: SessionUser,
  key: ApiKeyCaller | null,
  grants: RoleGrants
) {
  const [account] = await tx
    .select({
      isActive: users.isActive,
      id_context_type: users.id_context_type,
      granted: grants.ofRoleColumn(tx, users.id_role),
      sites: sitesOfUser(tx),
    })
    .from(users)
    .where(eq(users.id_user, user.id_user))
  if (!account || !account.isActive) {
    throw new AppError(
      401,
      ErrorCode.INVALID_TOKEN,
      "The access token is not valid."
    )
  }
  const granted = account.granted ?? []
  if (key) return keyIdentity(tx, key, granted, grants)
  const confined =
    account.id_context_type === ContextType.SUBSIDIARY ||
    account.id_context_type === ContextType.DRIVER
  return {
    granted,
    sites: confined ? (account.sites ?? []) : null,
    id_context_type: account.id_context_type,
  }
}

/**
 * Runs `work` for the signed-in caller: loads the permissions of their role (so abilities added
 * or removed at runtime apply on the next request), builds their ability with
 * `defineAbilitiesFor`, and opens one transaction scoped to their client (row-level security).
 */
export function createAuthorization(store: DataStore, grants: RoleGrants) {
  return async function authorized<T>(
    request: FastifyRequest,
    work: (auth: Authorized) => Promise<T>
  ): Promise<T> {
    const user = request.user
    if (!user) {
      throw new AppError(401, ErrorCode.INVALID_TOKEN, "Sign in to continue.")
    }
    // One transaction: the caller's identity is read with the provider's scope (a provider
    // administrator acting for a client is not a row of that client), then the transaction is
    // narrowed to the caller's own scope before any of the handler's queries run.
    return store.withScope(systemScope, async (tx) => {
      const identity = await loadIdentity(tx, user, request.apiKey, grants)
      const scope = scopeOf(user)
      await narrowScope(tx, scope)
      return work(authorizedFor(request, tx, user, identity, scope))
    })
  }
}

function authorizedFor(
  request: FastifyRequest,
  tx: Tx,
  user: SessionUser,
  identity: Awaited<ReturnType<typeof loadIdentity>>,
  scope: TenantScope
): Authorized {
  const abilityUser: AbilityUser = {
    id_user: user.id_user,
    id_context_type: identity.id_context_type,
    actingForClient: user.actingForClient,
    clientData: user.clientData
      ? {
          id_client: user.clientData.id_client,
          subsidiaries: (identity.sites ?? []).map((id_subsidiary) => ({
            id_subsidiary,
          })),
        }
      : null,
  }
  const options = subsidiaryMode(request)
  const ability = defineAbilitiesFor(abilityUser, identity.granted, options)
  const staff = isProviderStaff(abilityUser)
  return {
    tx,
    user,
    ability,
    scope,
    staff,
    id_client: staff ? null : scope.clientId,
    siteBound: identity.sites !== null,
    contextType: identity.id_context_type,
    sites: sitesOf(abilityUser, options),
    require(action, subject, message) {
      if (!ability.can(action, subject)) throw notAllowed(message)
    },
    requireAny(pairs, message) {
      if (!pairs.some(([action, subject]) => ability.can(action, subject)))
        throw notAllowed(message)
    },
    can: (action, subject, target) => ability.can(action, row(subject, target)),
    ensure(action, subject, target, what = "Not found.") {
      if (!target || !ability.can(action, row(subject, target)))
        throw notFound(what)
      return target
    },
    audit: (event) =>
      recordAudit(tx, {
        ...event,
        id_client: event.id_client ?? scope.clientId,
        id_user: user.id_user,
        requestId: request.id,
        apiKey: request.apiKey?.name ?? null,
      }),
  }
}

/** The header that switches the all-subsidiaries mode to one site (spec: "subsidiary session"). */
export const SUBSIDIARY_HEADER = "x-ruta-subsidiary"

/**
 * The all-subsidiaries mode of the request: every site the caller may see (no header), or only
 * the site named by the `x-ruta-subsidiary` header (or the site-scoped API key's). A site the
 * caller may not see gives none.
 */
function subsidiaryMode(request: FastifyRequest): AbilityOptions {
  // A key made for one site works on that site whatever the header says.
  const keySite = request.apiKey?.id_subsidiary
  if (keySite) return { allSubsidiaries: false, id_subsidiary: keySite }
  const value = request.headers[SUBSIDIARY_HEADER]
  if (typeof value !== "string" || !/^\d{1,9}$/.test(value)) return {}
  return { allSubsidiaries: false, id_subsidiary: Number(value) }
}

/** Sets the tenant of the rest of the transaction, as `store.withScope` does at its start. */
async function narrowScope(tx: Tx, scope: TenantScope) {
  await tx.execute(
    sql`select set_config('app.client_id', ${scope.clientId === null ? "" : String(scope.clientId)}, true),
               set_config('app.all_clients', ${scope.allClients ? "on" : "off"}, true)`
  )
}

export type Authorize = ReturnType<typeof createAuthorization>

/**
 * The kinds of user the caller may see and manage: the provider's staff every kind; a client's
 * users (and a provider administrator acting for a client) the client's kinds; a site user
 * only site users and drivers.
 */
export function manageableContextTypes(auth: Authorized): number[] | null {
  if (auth.staff) return null
  if (auth.siteBound) return [ContextType.SUBSIDIARY, ContextType.DRIVER]
  return [ContextType.CLIENT, ContextType.SUBSIDIARY, ContextType.DRIVER]
}
