import {
  googleCallbackSchema,
  loginSchema,
  loginWithClientSchema,
  recoveryPasswordSchema,
  resetPasswordSchema,
} from "@ruta/validation/auth"
import type { FastifyRequest } from "fastify"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import {
  envelope,
  errorBodySchema,
  errorResponses,
} from "../../platform/lib/envelope.ts"
import { AppError, ErrorCode } from "../../platform/lib/errors.ts"
import { bearerToken } from "../../platform/plugins/authenticate.ts"
import type { AccessTokens } from "./access-token.ts"
import { sessionUserSchema } from "./access-token.ts"
import type { AuthService, RequestContext, Tokens } from "./auth.service.ts"
import type { GoogleSignIn } from "./google.ts"
import type { LoginThrottle } from "./login-throttle.ts"
import { tooManyRequests } from "./login-throttle.ts"
import {
  clearRefreshCookie,
  refreshCookie,
  setRefreshCookie,
} from "./refresh-cookie.ts"
import { signInResultSchema, signedIn, tokensSchema } from "./sign-in-reply.ts"

const accessTokenSchema = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
})
const nothing = z.null()

const refreshBodySchema = z.object({
  grant_type: z.literal("refresh_token", {
    error: "grant_type must be refresh_token",
  }),
  // Browsers send the HttpOnly cookie instead.
  refresh_token: z.string().min(1).optional(),
})
const resetBodySchema = resetPasswordSchema.extend({
  id_user: resetPasswordSchema.shape.id_user.optional(),
  token: z.string().min(1).optional(),
})
const logoutBodySchema = z
  .object({ refresh_token: z.string().min(1).optional() })
  .optional()
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

export const authRoutes: FastifyPluginAsyncZod<AuthRouteDeps> = async (
  app,
  deps
) => {
  const { auth } = deps
  const withCookie = (
    reply: Parameters<typeof setRefreshCookie>[0],
    tokens: Tokens
  ) => {
    setRefreshCookie(reply, tokens.refreshToken, deps.refreshTtlSeconds)
    return tokens
  }
  const tags = ["Auth"]

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
      return { data: withCookie(reply, tokens), message: "Token refreshed." }
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

  app.post(
    "/auth/reset-password",
    {
      schema: {
        tags,
        summary:
          "Set a new password: signed in (first sign-in, recovery) or with a reset link's token",
        body: resetBodySchema,
        response: {
          200: envelope(nothing),
          ...errorResponses,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const caller = request.body.token
        ? null
        : (await app.authenticate(request), request.user)
      await auth.resetPassword(request.body, caller, requestContext(request))
      clearRefreshCookie(reply)
      return {
        data: null,
        message: "Your password was changed. Please sign in again.",
      }
    }
  )

  app.post(
    "/auth/recovery-password",
    {
      schema: {
        tags,
        summary:
          "Mail a password reset link (same answer whether or not the account exists)",
        body: recoveryPasswordSchema,
        response: { 200: envelope(nothing), ...errorResponses },
      },
    },
    async (request) => {
      const account = request.body.email.toLowerCase()
      const wait = deps.recoveryThrottle.check(account, request.ip)
      if (wait > 0) throw tooManyRequests(wait)
      await auth.recoverPassword(request.body.email, requestContext(request))
      return {
        data: null,
        message:
          "If an account uses this email, we have sent it a link to reset the password.",
      }
    }
  )

  app.post(
    "/auth/google/callback",
    {
      schema: {
        tags,
        summary: "Sign in with a Google authorization code (OpenID Connect)",
        body: googleCallbackSchema,
        response: {
          200: envelope(signInResultSchema),
          ...errorResponses,
          501: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const email = await deps.google.emailFromCode(request.body.code)
      const tokens = await auth.loginByVerifiedEmail(
        email,
        requestContext(request)
      )
      return signedIn(reply, tokens, deps.refreshTtlSeconds)
    }
  )

  app.post(
    "/auth/login-with-client",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "A provider administrator acts for a client (audited)",
        security: [{ bearerAuth: [] }],
        body: loginWithClientSchema,
        response: {
          200: envelope(tokensSchema),
          ...errorResponses,
          404: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const tokens = await auth.loginWithClient(
        request.user!,
        request.body,
        requestContext(request)
      )
      return {
        data: withCookie(reply, tokens),
        message: "You are now acting for the client.",
      }
    }
  )

  app.post(
    "/auth/logout",
    {
      schema: {
        tags,
        summary: "Sign out: the refresh token's family is revoked",
        body: logoutBodySchema,
        response: { 200: envelope(nothing), ...errorResponses },
      },
    },
    async (request, reply) => {
      await auth.logout(request.body?.refresh_token ?? refreshCookie(request))
      clearRefreshCookie(reply)
      return { data: null, message: "Signed out." }
    }
  )

  app.get(
    "/auth/me",
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The signed-in user",
        security: [{ bearerAuth: [] }],
        response: { 200: envelope(sessionUserSchema), ...errorResponses },
      },
    },
    // An API key is its identity as authentication built it (its role, its one site), read
    // afresh on this very request; a session is its account as stored now.
    async (request) => ({
      data: request.apiKey ? request.user! : await auth.me(request.user!),
      message: "OK",
    })
  )
}
