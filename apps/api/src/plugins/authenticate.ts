import type { FastifyInstance, FastifyRequest } from "fastify"

import { AppError, ErrorCode } from "../lib/errors.ts"
import type { AccessTokens, SessionUser } from "../modules/auth/access-token.ts"

declare module "fastify" {
  interface FastifyRequest {
    user: SessionUser | null
  }
  interface FastifyInstance {
    /** A preHandler that requires a valid bearer access token and sets `request.user`. */
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
  accessTokens: AccessTokens
) {
  app.decorateRequest("user", null)
  app.decorate("authenticate", async (request: FastifyRequest) => {
    const token = bearerToken(request)
    if (!token) {
      throw new AppError(401, ErrorCode.INVALID_TOKEN, "Sign in to continue.")
    }
    request.user = await accessTokens.verify(token)
  })
}
