import type { Middleware } from "openapi-fetch"

/** The body code the API sends with a 409 when the access token has expired. */
export const ACCESS_TOKEN_EXPIRED = "ACCESS_TOKEN_EXPIRED"

/** What the session middleware needs from the app. */
export interface SessionOptions {
  /** The current access token, or null/undefined when signed out. */
  getAccessToken: () =>
    string | null | undefined | Promise<string | null | undefined>
  /**
   * Gets and stores a new access token, and returns it. The app implements it
   * (POST /auth/new-access-token with `{ grant_type: "refresh_token",
   * refresh_token }`, reading `data.accessToken`), preferably through the same
   * client with `skipAuth: true`. Throwing or returning null/undefined/""
   * counts as a failed refresh.
   */
  refreshAccessToken: () => Promise<string | null | undefined>
  /**
   * Called once per ended session: on a 401, on a failed refresh, or when the
   * retried request is still refused. The app clears its session data and
   * goes to the sign-in page.
   */
  onSessionEnded: () => void
}

/**
 * The per-request option that sends a call without the bearer token and keeps
 * it out of session handling (token-based public calls, sign-in, refresh):
 * `api.GET("/payment-plans", { skipAuth: true })`.
 */
export interface SkipAuthOption {
  skipAuth?: boolean
}

// openapi-fetch copies request options the Request does not know (such as
// `skipAuth`) onto the Request object it hands to middleware.
function isSkipAuth(request: Request): boolean {
  return (request as Request & SkipAuthOption).skipAuth === true
}

/** Whether a response is the API's 409 for an expired access token. */
export async function isAccessTokenExpired(
  response: Response
): Promise<boolean> {
  if (response.status !== 409) return false
  try {
    const body: unknown = await response.clone().json()
    return (
      typeof body === "object" &&
      body !== null &&
      (body as { code?: unknown }).code === ACCESS_TOKEN_EXPIRED
    )
  } catch {
    // Not JSON: an ordinary conflict.
    return false
  }
}

interface PendingRequest {
  /** An unsent copy of the request, body included, for the one retry. */
  replay: Request
  /** The access token the request was sent with. */
  token: string | null
}

/**
 * openapi-fetch middleware for the session rules of the specification
 * (sections 4 and 8) and of the architecture notes:
 *
 * - attaches `Authorization: Bearer <token>` unless the request has
 *   `skipAuth: true`;
 * - on a 409 whose JSON body has `code: "ACCESS_TOKEN_EXPIRED"`, refreshes the
 *   access token once for every request waiting on it (one in-flight refresh)
 *   and retries the request once with the new token; any other 409 is a
 *   conflict and is returned as is;
 * - on a 401, a failed refresh, or a retry that is refused again, calls
 *   `onSessionEnded()` once for that session and returns the error response.
 *
 * @param options - how to read and refresh the token, and what to do when the
 *   session ends.
 * @returns the middleware, to pass to `client.use()`.
 */
export function createSessionMiddleware(options: SessionOptions): Middleware {
  const pending = new Map<string, PendingRequest>()
  let refreshing: Promise<string | null> | null = null
  // The token whose session was ended, so that a burst of refused requests
  // ends it once; a new sign-in brings a new token and a new session.
  let ended: { token: string | null } | null = null

  async function currentToken(): Promise<string | null> {
    return (await options.getAccessToken()) || null
  }

  function endSession(token: string | null): void {
    if (ended && ended.token === token) return
    ended = { token }
    options.onSessionEnded()
  }

  function refreshOnce(): Promise<string | null> {
    if (refreshing) return refreshing
    const run = (async () => {
      try {
        return (await options.refreshAccessToken()) || null
      } catch {
        return null
      }
    })()
    refreshing = run
    // Cleared after settling (never before it is set, even when the app's
    // refresh throws synchronously), so a later expiry refreshes again.
    void run.then(() => {
      if (refreshing === run) refreshing = null
    })
    return run
  }

  /** The token to retry with, or null when the session cannot go on. */
  async function tokenAfterExpiry(sentWith: string | null) {
    if (ended && ended.token === sentWith) return null
    if (refreshing) return refreshing
    // Another request already refreshed while this one was in flight.
    const current = await currentToken()
    if (current && current !== sentWith) return current
    return refreshOnce()
  }

  return {
    async onRequest({ request, id }) {
      if (isSkipAuth(request)) return undefined
      // A request made while a refresh is running waits for the new token
      // rather than going out with the expired one.
      if (refreshing) await refreshing
      const token = await currentToken()
      if (token) request.headers.set("Authorization", `Bearer ${token}`)
      // Copy before sending: a sent body cannot be read again.
      pending.set(id, { replay: request.clone(), token })
      return request
    },

    async onResponse({ response, id, options: clientOptions }) {
      const entry = pending.get(id)
      pending.delete(id)
      if (!entry) return undefined

      if (response.status === 401) {
        endSession(entry.token)
        return undefined
      }
      if (!(await isAccessTokenExpired(response))) return undefined

      const token = await tokenAfterExpiry(entry.token)
      if (!token) {
        endSession(entry.token)
        return undefined
      }

      // The retry goes straight to fetch, past this middleware: one retry.
      entry.replay.headers.set("Authorization", `Bearer ${token}`)
      // Called unbound: the browser's fetch refuses any `this` but the window.
      const send = clientOptions.fetch
      const retried = await send(entry.replay)
      if (retried.status === 401 || (await isAccessTokenExpired(retried))) {
        endSession(token)
      }
      return retried
    },

    onError({ id }) {
      pending.delete(id)
    },
  }
}
