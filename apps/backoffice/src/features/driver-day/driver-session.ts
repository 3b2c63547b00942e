import type { ApiFailure } from "../../lib/api.ts"
import { resumeSession } from "../../lib/api.ts"
import {
  rememberDriver,
  rememberedDriver,
} from "../../lib/remembered-driver.ts"
import { currentUser } from "../../lib/session.ts"
import type { SessionUser } from "../../lib/session.ts"
import { checkSession, endSession } from "../auth/session-check.ts"

/**
 * Opens the driver's day the way a native app opens: after the app was closed, without asking to
 * sign in again.
 *
 * - Online, with no access token (closing the app emptied session storage), the refresh cookie
 *   gives a new one; a refused cookie (expired or revoked) ends the session, and the queue the
 *   phone kept is sent after the next sign-in.
 * - Without a connection, nothing can be checked and nothing is asked: the day opens with the
 *   driver as last known, and the server checks the session when the queue is sent.
 * - Otherwise the session is checked as everywhere (`checkSession`), and the driver remembered.
 */
export async function enterDriverDay<T>(
  enter: (user: SessionUser) => Promise<T>
): Promise<T> {
  const known = currentUser() ?? rememberedDriver()
  if (!navigator.onLine && known) return enter(known)
  if (!currentUser() && known) {
    let token: string | null
    try {
      token = await resumeSession()
    } catch {
      // The phone believes it is online but nothing gets through.
      return enter(known)
    }
    if (!token) endSession()
  }
  try {
    return await checkSession(async (user) => {
      const entered = await enter(user)
      rememberDriver(user)
      return entered
    })
  } catch (error) {
    const user = currentUser() ?? known
    if ((error as ApiFailure).statusCode === undefined && user)
      return enter(user)
    throw error
  }
}
