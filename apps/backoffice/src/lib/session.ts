import type { components } from "@ruta/api-client/schema"
import { ContextType } from "@ruta/permissions/context-types"

import {
  StorageKey,
  readJson,
  readSecret,
  writeJson,
  writeSecret,
} from "./storage.ts"

export type SessionUser = components["schemas"]["SessionUser"]
export type Permission = components["schemas"]["Permission"]

function decodePayload(token: string): SessionUser | null {
  try {
    const part = token.split(".")[1]!
    const json = atob(part.replaceAll("-", "+").replaceAll("_", "/"))
    return JSON.parse(decodeURIComponent(escape(json))) as SessionUser
  } catch {
    return null
  }
}

export function getAccessToken(): string | null {
  return readSecret(StorageKey.accessToken)
}

export function setAccessToken(token: string) {
  writeSecret(StorageKey.accessToken, token)
}

/** The signed-in user as the access token describes them (the server checks the token). */
export function currentUser(): SessionUser | null {
  const token = getAccessToken()
  return token ? decodePayload(token) : null
}

export function userFromToken(token: string): SessionUser | null {
  return decodePayload(token)
}

export function storedPermissions(): Permission[] {
  return readJson<Permission[]>(StorageKey.permissions) ?? []
}

export function storePermissions(permissions: Permission[]) {
  writeJson(StorageKey.permissions, permissions)
}

/**
 * Keeps the signed-in driver's identity on the phone (their token's claims, never a token), so that
 * the driver's app reopened without a connection shows their day under their name. The session
 * itself stays in the HttpOnly refresh cookie; the server checks it when the queue is sent.
 */
export function rememberDriver(user: SessionUser) {
  writeJson(StorageKey.lastDriver, user)
}

/** The driver last signed in on this phone, while their session has not been ended. */
export function lastKnownDriver(): SessionUser | null {
  const user = readJson<SessionUser>(StorageKey.lastDriver)
  return user && isDriver(user) ? user : null
}

/** Logout and an ended session clear the session data; theme and language stay. */
export function clearSession() {
  sessionStorage.removeItem(StorageKey.accessToken)
  localStorage.removeItem(StorageKey.lastDriver)
  localStorage.removeItem(StorageKey.permissions)
  localStorage.removeItem(StorageKey.allSubsidiaries)
  localStorage.removeItem(StorageKey.subsidiary)
}

export type LandingPath = "/main/clients" | "/main/dashboard" | "/driver"

/** Where a user lands after sign-in (spec section 2); drivers on their day on the road. */
export function landingPath(user: SessionUser): LandingPath {
  if (user.id_context_type === ContextType.SYSTEM) return "/main/clients"
  if (isDriver(user)) return "/driver"
  return "/main/dashboard"
}

/** Drivers work in the driver's view, not in the back office. */
export function isDriver(user: SessionUser): boolean {
  return user.id_context_type === ContextType.DRIVER
}

/** Maintainers are sent back to sign-in without permissions (spec section 4). */
export function isMaintainer(user: SessionUser): boolean {
  return user.id_context_type === ContextType.MANTAINER
}

export function mustResetPassword(user: SessionUser): boolean {
  return user.isFirstLogin || user.userRecoveryPassword
}
