import type { components } from "@ruta/api-client/schema"
import { redirect } from "@tanstack/react-router"

import { api, refreshAccessToken, unwrap } from "../../lib/api.ts"
import type { ApiFailure } from "../../lib/api.ts"
import {
  clearSession,
  currentUser,
  lastKnownDriver,
} from "../../lib/session.ts"

type Me = components["schemas"]["SessionUser"]

/** Clears the session data and sends the user to sign-in. */
export function endSession(): never {
  clearSession()
  throw redirect({ to: "/login" })
}

/**
 * Checks the stored session with the server on entering a signed-in area (spec section 4) and
 * runs `enter` with the user as the server knows them now. An expired token is refreshed once by
 * the API client; a refused session ends; a request cut short by leaving the page does not.
 */
export async function checkSession<T>(
  enter: (user: Me) => Promise<T>
): Promise<T> {
  if (!currentUser()) endSession()
  try {
    const { data: user } = await unwrap(api.GET("/auth/me"))
    return await enter(user)
  } catch (error) {
    if ((error as ApiFailure).statusCode === 401 || !currentUser())
      return endSession()
    throw error
  }
}

/**
 * Enters the driver's app as a native app would reopen: with the session this tab holds, or else
 * through the refresh cookie (the app was closed, and the tab's token with it); without a
 * connection, as the driver last signed in on this phone, without asking the server (the queue's
 * first call does, once the connection returns). Without any of these, to sign-in.
 */
export async function resumeDriverSession<T>(
  enter: (user: Me) => Promise<T>
): Promise<T> {
  const offline = () => {
    const known = currentUser() ?? lastKnownDriver()
    return known ? enter(known) : endSession()
  }
  if (!navigator.onLine) return offline()
  if (!currentUser()) {
    let token: string | null
    try {
      token = await refreshAccessToken()
    } catch {
      // No answer: the phone has no connection after all.
      return offline()
    }
    if (!token) return endSession()
  }
  try {
    return await checkSession(enter)
  } catch (error) {
    if ((error as ApiFailure).statusCode === undefined && currentUser())
      return offline()
    throw error
  }
}
