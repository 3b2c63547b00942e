import type { components } from "@ruta/api-client/schema"
import { redirect } from "@tanstack/react-router"

import { api, unwrap } from "../../lib/api.ts"
import type { ApiFailure } from "../../lib/api.ts"
import { clearSession, currentUser } from "../../lib/session.ts"

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
