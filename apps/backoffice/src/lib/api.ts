import { createApiClient } from "@ruta/api-client/client"
import type { paths } from "@ruta/api-client/schema"

import { i18n } from "./i18n.ts"
import {
  clearSession,
  getAccessToken,
  lastKnownDriver,
  setAccessToken,
} from "./session.ts"

const sessionEndedListeners = new Set<() => void>()

/** Called when the session ends (401, or a failed refresh); the router sends the user to /login. */
export function onSessionEnded(listener: () => void) {
  sessionEndedListeners.add(listener)
  return () => {
    sessionEndedListeners.delete(listener)
  }
}

/**
 * Exchanges the HttpOnly refresh cookie for a new access token; null when the server refuses it.
 * Throws when no answer comes (no network).
 */
export async function refreshAccessToken(): Promise<string | null> {
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
 * The access token, or, for a driver's app reopened without one (the tab that held it was closed),
 * a new one from the refresh cookie, fetched once for every call waiting on it. Without a
 * connection there is none to fetch: the call goes without, and the service worker answers it.
 */
async function accessTokenOrResume(): Promise<string | null> {
  const token = getAccessToken()
  if (token || !lastKnownDriver() || !navigator.onLine) return token
  resuming ??= refreshAccessToken()
    .catch(() => null)
    .finally(() => {
      resuming = null
    })
  return resuming
}

export const api = createApiClient<paths>({
  getAccessToken: accessTokenOrResume,
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
