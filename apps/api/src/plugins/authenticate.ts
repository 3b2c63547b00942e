import type { FastifyInstance, FastifyRequest } from "fastify"

import { AppError, ErrorCode } from "../lib/errors.ts"
import type { AccessTokens, SessionUser } from "../modules/auth/access-token.ts"
import type {
  ApiKeyAuth,
  ApiKeyCaller,
} from "../modules/integrations/api-key-auth.ts"
import { isApiKey } from "../modules/integrations/api-key-auth.ts"

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

export function registerAuthentication(
  app: FastifyInstance,
  accessTokens: AccessTokens,
  apiKeys: ApiKeyAuth
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
