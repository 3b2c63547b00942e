import type { FastifyInstance, FastifyRequest } from "fastify"

import { AppError, ErrorCode } from "../lib/errors.ts"
import type { ApiKeyCaller, SessionUser } from "../authorization/caller.ts"
import { isApiKey } from "../authorization/caller.ts"

declare module "fastify" {
  interface FastifyRequest {
    user: SessionUser | null
    /** Set when the caller authenticated with an API key (`Bearer rk_…`) instead of a session. */
    apiKey: ApiKeyCaller | null
  }
  interface FastifyInstance {
    /**
     * A preHandler that requires a valid bearer access token, or an API key, and sets
     * `request.user` (and `request.apiKey` for a key).
     */
    authenticate: (request: FastifyRequest) => Promise<void>
  }
}

export function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (!header) return null
  const [scheme, token] = header.split(" ")
  return scheme?.toLowerCase() === "bearer" && token ? token : null
}

/** Verifies a session's access token (the auth module's `AccessTokens`). */
export interface AccessTokenVerifier {
  verify(token: string): Promise<SessionUser>
}

/** Finds an API key's caller, or throws 401 (the integrations module's `createApiKeyAuth`). */
export type ApiKeyVerifier = (
  key: string,
  ip: string
) => Promise<{ user: SessionUser; key: ApiKeyCaller }>

export function registerAuthentication(
  app: FastifyInstance,
  accessTokens: AccessTokenVerifier,
  apiKeys: ApiKeyVerifier
) {
  app.decorateRequest("user", null)
  app.decorateRequest("apiKey", null)
  app.decorate("authenticate", async (request: FastifyRequest) => {
    const token = bearerToken(request)
    if (!token) {
      throw new AppError(401, ErrorCode.INVALID_TOKEN, "Sign in to continue.")
    }
    if (isApiKey(token)) {
      const { user, key } = await apiKeys(token, request.ip)
      request.user = user
      request.apiKey = key
      return
    }
    request.user = await accessTokens.verify(token)
  })
}
