import {
  googleCallbackSchema,
  loginWithClientSchema,
} from "@ruta/validation/auth"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import {
  envelope,
  errorBodySchema,
  errorResponses,
} from "../../platform/lib/envelope.ts"
import { sessionUserSchema } from "./access-token.ts"
import type { AuthRouteDeps } from "./auth.routes.ts"
import { nothing, requestContext, tags } from "./auth.routes.ts"
import { clearRefreshCookie, refreshCookie } from "./refresh-cookie.ts"
import {
  signInResultSchema,
  signedIn,
  tokensSchema,
  withRefreshCookie,
} from "./sign-in-reply.ts"

const logoutBodySchema = z
  .object({ refresh_token: z.string().min(1).optional() })
  .optional()

/** The session's life past the password: Google's sign-in, acting for a client, signing out, who. */
export const sessionRoutes: FastifyPluginAsyncZod<
  Pick<AuthRouteDeps, "auth" | "google" | "refreshTtlSeconds">
> = async (app, deps) => {
  const { auth } = deps
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
        data: withRefreshCookie(reply, tokens, deps.refreshTtlSeconds),
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
