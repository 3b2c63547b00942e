import { vi } from "vitest"

import { createApiClient } from "./client.ts"
import type { ApiClientOptions } from "./client.ts"

// A tiny stand-in for the generated `paths` type, in openapi-typescript's shape.
type NoParameters = {
  query?: never
  header?: never
  path?: never
  cookie?: never
}
type Json<T> = {
  headers: { [name: string]: unknown }
  content: { "application/json": T }
}
type ErrorBody = { code?: string; message: string }

export interface paths {
  "/things": {
    parameters: NoParameters
    get: {
      parameters: NoParameters
      requestBody?: never
      responses: {
        200: Json<{ data: string[]; message: string }>
        401: Json<ErrorBody>
        409: Json<ErrorBody>
      }
    }
    post: {
      parameters: NoParameters
      requestBody: { content: { "application/json": { name: string } } }
      responses: {
        200: Json<{ data: { name: string }; message: string }>
        401: Json<ErrorBody>
        409: Json<ErrorBody>
      }
    }
  }
  "/auth/new-access-token": {
    parameters: NoParameters
    post: {
      parameters: NoParameters
      requestBody: {
        content: {
          "application/json": {
            grant_type: "refresh_token"
            refresh_token: string
          }
        }
      }
      responses: {
        200: Json<{ data: { accessToken: string }; message: string }>
        401: Json<ErrorBody>
      }
    }
  }
}

/** A JSON response with the given status. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json" },
  })
}

export const expired = () =>
  json(409, { code: "ACCESS_TOKEN_EXPIRED", message: "Access token expired" })

/** One request as the fake server saw it. */
export interface SeenRequest {
  method: string
  url: string
  authorization: string | null
  language: string | null
  body: string
}

/**
 * A client over a fake `fetch`: `handle` answers each request, `seen` records
 * them, and the session callbacks are spies. The access token lives in
 * `session.token`; the default refresh sets it to "new". `options` adds
 * client options such as `getLanguage`.
 */
export function createTestApi(
  handle: (request: SeenRequest) => Response | Promise<Response>,
  options: Pick<ApiClientOptions, "getLanguage" | "headers"> = {}
) {
  const seen: SeenRequest[] = []
  const session = { token: "old" as string | null }
  const refreshAccessToken = vi.fn(async (): Promise<string | null> => {
    session.token = "new"
    return session.token
  })
  const onSessionEnded = vi.fn(() => {
    session.token = null
  })
  const getAccessToken = vi.fn(
    (): string | null | Promise<string | null> => session.token
  )
  // Like the browser's fetch, it refuses to be called as another object's method.
  const fetch = vi.fn(async function (this: unknown, request: Request) {
    if (this !== undefined && this !== globalThis) {
      throw new TypeError("Failed to execute 'fetch': Illegal invocation")
    }
    const entry: SeenRequest = {
      method: request.method,
      url: request.url,
      authorization: request.headers.get("Authorization"),
      language: request.headers.get("Accept-Language"),
      body: await request.text(),
    }
    seen.push(entry)
    return handle(entry)
  })
  const api = createApiClient<paths>({
    ...options,
    baseUrl: "http://ruta.test/api/v1",
    fetch,
    getAccessToken,
    refreshAccessToken: () => refreshAccessToken(),
    onSessionEnded,
  })
  return {
    api,
    seen,
    session,
    fetch,
    getAccessToken,
    refreshAccessToken,
    onSessionEnded,
  }
}
