import { createApiClient } from "@ruta/api-client/client"
import type { paths } from "@ruta/api-client/schema"

import { i18n } from "./i18n.ts"

/** The header that carries the link's token on every call of the page (no one signs in). */
export const TOKEN_HEADER = "x-subscription-token"

/** The API's error body: `{ statusCode, code, message }`. */
export interface ApiFailure {
  statusCode: number
  code?: string
  message: string
}

/** A refused call, with the API's status, code and message (in the page's language). */
export class ApiError extends Error {
  constructor(public readonly failure: ApiFailure) {
    super(failure.message)
    this.name = "ApiError"
  }
}

/** The API's failure as an ApiError, whatever the body was. */
export function apiError(status: number, body: unknown): ApiError {
  const failure = (body ?? {}) as Partial<ApiFailure>
  return new ApiError({
    statusCode: failure.statusCode ?? status,
    ...(failure.code ? { code: failure.code } : {}),
    message: failure.message ?? `HTTP ${status}`,
  })
}

export const api = createApiClient<paths>({
  // The page has no session: the link's token goes in its own header instead.
  getAccessToken: () => null,
  refreshAccessToken: async () => null,
  onSessionEnded: () => {},
  // The API answers its messages in the page's language.
  getLanguage: () => i18n.locale,
})
