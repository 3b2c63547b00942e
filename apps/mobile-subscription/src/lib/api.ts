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

/**
 * Calls an API route that the generated client does not know yet (the billing routes being
 * built alongside this page), with the link's token and the page's language.
 *
 * @returns the response's `data`
 * @throws ApiError with the API's status and message
 */
export async function callWithToken<T>(
  method: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  token: string,
  body?: unknown
): Promise<T> {
  const response = await fetch(`/api/v1${path}`, {
    method,
    headers: {
      [TOKEN_HEADER]: token,
      "accept-language": i18n.locale,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const json: unknown = await response.json().catch(() => null)
  if (!response.ok) throw apiError(response.status, json)
  return (json as { data: T }).data
}
