import {
  recoveryPasswordSchema,
  resetPasswordSchema,
} from "@ruta/validation/auth"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import {
  envelope,
  errorBodySchema,
  errorResponses,
} from "../../platform/lib/envelope.ts"
import type { AuthRouteDeps } from "./auth.routes.ts"
import { nothing, requestContext, tags } from "./auth.routes.ts"
import { tooManyRequests } from "./login-throttle.ts"
import { clearRefreshCookie } from "./refresh-cookie.ts"

const resetBodySchema = resetPasswordSchema.extend({
  id_user: resetPasswordSchema.shape.id_user.optional(),
  token: z.string().min(1).optional(),
})

/** A new password: set signed in or with a reset link, and the mail that sends the link. */
export const passwordRecoveryRoutes: FastifyPluginAsyncZod<
  Pick<AuthRouteDeps, "auth" | "recoveryThrottle">
> = async (app, deps) => {
  const { auth } = deps
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
}
