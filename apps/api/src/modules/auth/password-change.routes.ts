import { changePasswordSchema } from "@ruta/validation/auth"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope, errorResponses } from "../../platform/lib/envelope.ts"
import { bearerSecurity } from "../../platform/authorization/schemas.ts"
import { requestContext } from "./auth.routes.ts"
import type { ChangePassword } from "./password-change.ts"
import { refreshCookie } from "./refresh-cookie.ts"

const changeBody = changePasswordSchema.extend({
  /** The caller's refresh token when not in the cookie (non-browser clients): its session stays. */
  refresh_token: z.string().min(1).optional(),
})

/** The account page's password change: the current password, then the new one. */
export const passwordChangeRoutes: FastifyPluginAsyncZod<{
  changePassword: ChangePassword
}> = async (app, { changePassword }) => {
  app.post(
    "/auth/change-password",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["Auth"],
        summary:
          "Change the password with the current one; the user's other sessions end, the caller's stays",
        security: bearerSecurity,
        body: changeBody,
        response: { 200: envelope(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      const { refresh_token, ...input } = request.body
      await changePassword(
        request.user!,
        input,
        refresh_token ?? refreshCookie(request),
        requestContext(request)
      )
      return {
        data: null,
        message:
          "Your password was changed. Your other sessions have been signed out.",
      }
    }
  )
}
