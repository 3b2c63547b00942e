import { loginSchema } from "@ruta/validation/auth"
import type { FastifyRequest } from "fastify"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope, errorResponses } from "../../platform/lib/envelope.ts"
import { AppError, ErrorCode } from "../../platform/lib/errors.ts"
import { bearerToken } from "../../platform/plugins/authenticate.ts"
import type { AccessTokens } from "./access-token.ts"
import type { AuthService, RequestContext } from "./auth.service.ts"
import type { GoogleSignIn } from "./google.ts"
import type { LoginThrottle } from "./login-throttle.ts"
import { refreshCookie } from "./refresh-cookie.ts"
import {
  signInResultSchema,
  signedIn,
  withRefreshCookie,
} from "./sign-in-reply.ts"

const accessTokenSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
})
/** The nothing a route answers with. */
export const nothing = z.null()
/** The sign-in routes' tag in the OpenAPI document. */
export const tags = ["Auth"]

const refreshBodySchema = z.object({
  grant_type: z.literal("refresh_token", {
    error: "grant_type must be refresh_token",
  }),
  // Browsers send the HttpOnly cookie instead.
  refresh_token: z.string().min(1).optional(),
})
const validateBodySchema = z.object({ token: z.string().optional() }).optional()

/** Who is asking, for the audit trail, throttles and what is written back to them. */
export const requestContext = (request: FastifyRequest): RequestContext => ({
  ip: request.ip,
  requestId: request.id,
  language: request.language,
})

export interface AuthRouteDeps {
  auth: AuthService
  accessTokens: AccessTokens
  google: GoogleSignIn
  refreshTtlSeconds: number
  /** Limits reset-link requests per email and per address. */
  recoveryThrottle: LoginThrottle
}

/** Signing in with a password, and the tokens: a new access token, whether one is valid. */
export const authRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (
  app,
  deps
) => {
  const { auth } = deps

  app.post(
    "/auth/login",
    {
      schema: {
        tags,
        summary: "Sign in with email and password",
        body: loginSchema,
        response: { 200: envelope(signInResultSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const tokens = await auth.login(
        request.body.email,
        request.body.password,
        requestContext(request)
      )
      return signedIn(reply, tokens, deps.refreshTtlSeconds)
    }
  )

  app.post(
    "/auth/new-access-token",
    {
      schema: {
        tags,
        summary:
          "Exchange a refresh token for a new access token (the refresh token rotates)",
        body: refreshBodySchema,
        response: { 200: envelope(accessTokenSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const token = request.body.refresh_token ?? refreshCookie(request)
      if (!token) {
        throw new AppError(
          401,
          ErrorCode.INVALID_REFRESH_TOKEN,
          "The session has ended. Please sign in again."
        )
      }
      const tokens = await auth.refreshSession(token)
      return {
        data: withRefreshCookie(reply, tokens, deps.refreshTtlSeconds),
        message: "Token refreshed.",
      }
    }
  )

  app.post(
    "/auth/validate-token",
    {
      schema: {
        tags,
        summary: "Whether an access token (bearer header or body) is valid now",
        body: validateBodySchema,
        response: {
          200: envelope(z.object({ valid: z.boolean() })),
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const token = request.body?.token ?? bearerToken(request)
      const valid = token
        ? await deps.accessTokens.verify(token).then(
            () => true,
            () => false
          )
        : false
      return {
        data: { valid },
        message: valid ? "Token is valid." : "Token is not valid.",
      }
    }
  )
}
