import { createApiClient } from "@ruta/api-client/client"
import type { paths } from "@ruta/api-client/schema"

import { i18n } from "./i18n.ts"
import { rememberedDriver } from "./remembered-driver.ts"
import { clearSession, getAccessToken, setAccessToken } from "./session.ts"

const sessionEndedListeners = new Set<() => void>()

/** Called when the session ends (401, or a failed refresh); the router sends the user to /login. */
export function onSessionEnded(listener: () => void) {
  sessionEndedListeners.add(listener)
  return () => {
    sessionEndedListeners.delete(listener)
  }
}

/** Exchanges the HttpOnly refresh cookie for a new access token. */
async function refreshAccessToken(): Promise<string | null> {
  const response = await fetch("/api/v1/auth/new-access-token", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ grant_type: "refresh_token" }),
  })
  if (!response.ok) return null
  const body = (await response.json()) as { data?: { accessToken?: string } }
  const token = body.data?.accessToken ?? null
  if (token) setAccessToken(token)
  return token
}

let resuming: Promise<string | null> | null = null

/**
 * A new access token from the refresh cookie, one refresh for every caller waiting on it (a second
 * refresh with the same cookie would look like its theft to the server): null when the server
 * refuses the cookie, a thrown error when it cannot be reached.
 */
export function resumeSession(): Promise<string | null> {
  resuming ??= refreshAccessToken().finally(() => {
    resuming = null
  })
  return resuming
}

/**
 * The access token for a request. A driver who closed the app has none (session storage went with
 * it) but still has the refresh cookie: the first requests after the app opens again, or after the
 * signal returns, take a new token from it. Without a connection there is nothing to ask, and the
 * request goes as it is (the driver's service worker answers the day's reads from what it kept).
 */
async function accessTokenForRequest(): Promise<string | null> {
  const token = getAccessToken()
  if (token || !rememberedDriver() || !navigator.onLine) return token
  return resumeSession().catch(() => null)
}

export const api = createApiClient<paths>({
  getAccessToken: accessTokenForRequest,
  refreshAccessToken,
  // The API answers its messages (the toasts' text) in the language of the UI.
  getLanguage: () => i18n.locale,
  onSessionEnded: () => {
    clearSession()
    for (const listener of sessionEndedListeners) listener()
  },
})

export interface ApiFailure {
  statusCode?: number
  code?: string
  message?: string
  /** A validation error's fields and their messages. */
  details?: { field: string; message: string }[]
  stack?: string
}

/** Unwraps `{ data, message }` or throws the API's error body. */
export async function unwrap<Envelope extends { message: string }>(
  request: Promise<{ data?: Envelope; error?: unknown; response: Response }>
): Promise<Envelope> {
  const { data, error, response } = await request
  if (data) return data
  const failure = (error ?? {}) as ApiFailure
  throw Object.assign(new Error(failure.message ?? response.statusText), {
    statusCode: failure.statusCode ?? response.status,
    code: failure.code,
    details: failure.details,
    stack: failure.stack,
  })
}
