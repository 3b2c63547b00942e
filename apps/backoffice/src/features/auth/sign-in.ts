import { api, unwrap } from "../../lib/api.ts"
import { activateLocale } from "../../lib/i18n.ts"
import {
  clearSession,
  isMaintainer,
  landingPath,
  mustResetPassword,
  setAccessToken,
  storePermissions,
  userFromToken,
} from "../../lib/session.ts"
import type { LandingPath } from "../../lib/session.ts"
import { applyTheme } from "../../lib/theme.ts"
import type { TwoFactorChallenge } from "./two-factor.ts"

export type SignInOutcome =
  | { kind: "landing"; to: LandingPath }
  | { kind: "reset-password" }
  | { kind: "maintainer" }
  /** A correct password, and now a code or an enrolment (two-factor sign-in). */
  | { kind: "two-factor"; challenge: TwoFactorChallenge }

/** Loads and caches the permissions of the user's role (spec section 4). */
export async function loadPermissions(roleName: string) {
  const { data } = await unwrap(
    api.GET("/permissions", { params: { query: { rolename: roleName } } })
  )
  storePermissions(data)
  return data
}

/**
 * After a successful sign-in: stores the access token, takes theme and language from it, and says
 * where to go (spec section 4 "Session").
 */
export async function completeSignIn(
  accessToken: string
): Promise<SignInOutcome> {
  const user = userFromToken(accessToken)
  if (!user) throw new Error("The server sent an unreadable token.")
  setAccessToken(accessToken)
  applyTheme(user.theme === "dark" ? "dark" : "light")
  await activateLocale(user.lng === "es" ? "es" : "en")
  if (isMaintainer(user)) {
    clearSession()
    return { kind: "maintainer" }
  }
  if (mustResetPassword(user)) return { kind: "reset-password" }
  await loadPermissions(user.roles[0]?.name ?? "")
  return { kind: "landing", to: landingPath(user) }
}

/** After the password (or Google): the session, or the two-factor step it asks for first. */
export function afterFirstFactor(
  data: { accessToken: string } | TwoFactorChallenge
): Promise<SignInOutcome> {
  if ("twoFactor" in data)
    return Promise.resolve({ kind: "two-factor", challenge: data })
  return completeSignIn(data.accessToken)
}

export async function signIn(
  email: string,
  password: string
): Promise<SignInOutcome> {
  const { data } = await unwrap(
    api.POST("/auth/login", { body: { email, password }, skipAuth: true })
  )
  return afterFirstFactor(data)
}
