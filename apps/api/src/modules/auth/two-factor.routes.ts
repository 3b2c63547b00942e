import {
  twoFactorCodeBodySchema,
  twoFactorConfirmSchema,
  twoFactorEnrolmentSchema,
  twoFactorSignInSchema,
} from "@ruta/validation/two-factor"
import type { FastifyRequest } from "fastify"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope, errorResponses } from "../../platform/lib/envelope.ts"
import { bearerSecurity } from "../../platform/authorization/schemas.ts"
import { requestContext } from "./auth.routes.ts"
import { tokensSchema, withRefreshCookie } from "./sign-in-reply.ts"
import type { Enrollee, TwoFactorService } from "./two-factor.service.ts"

const enrolmentSchema = z
  .object({
    secret: z.string(),
    otpauthUri: z.string(),
    qrCode: z.string(),
  })
  .meta({ id: "TwoFactorEnrolment" })
const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) })
const confirmedSchema = recoveryCodesSchema.extend({
  accessToken: z.string().optional(),
  refreshToken: z.string().optional(),
})

/**
 * Two-factor sign-in: the code step of a sign-in, enrolling an authenticator (signed in, or with
 * the sign-in step's token when an administrator must enrol first), recovery codes and turning
 * it off. A provider administrator's reset of another user's is a users' route
 * (`users/two-factor-reset.routes.ts`).
 */
export const twoFactorRoutes: FastifyPluginAsyncZod<{
  twoFactor: TwoFactorService
  refreshTtlSeconds: number
}> = async (app, { twoFactor, refreshTtlSeconds }) => {
  const tags = ["Auth"]
  /** The enrolment's owner: the sign-in step's token when given, else the bearer's user. */
  const enrollee = async (
    request: FastifyRequest,
    token: string | undefined
  ): Promise<Enrollee> => {
    if (token !== undefined) return { twoFactorToken: token }
    await app.authenticate(request)
    return { id_user: request.user!.id_user }
  }
  const signedInUser = { onRequest: app.authenticate }

  app.post(
    "/auth/login/two-factor",
    {
      schema: {
        tags,
        summary:
          "The second step of a sign-in: a code of the authenticator app, or a recovery code",
        body: twoFactorSignInSchema,
        response: { 200: envelope(tokensSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const tokens = await twoFactor.signIn(
        request.body,
        requestContext(request)
      )
      return {
        data: withRefreshCookie(reply, tokens, refreshTtlSeconds),
        message: "Signed in.",
      }
    }
  )

  app.post(
    "/auth/two-factor/enrolment",
    {
      schema: {
        tags,
        summary:
          "Start enrolling an authenticator app: a new secret, its otpauth URI and QR code (bearer, or the sign-in step's token)",
        body: twoFactorEnrolmentSchema,
        response: { 200: envelope(enrolmentSchema), ...errorResponses },
      },
    },
    async (request) => {
      const who = await enrollee(request, request.body?.twoFactorToken)
      return {
        data: await twoFactor.startEnrolment(who),
        message: "Scan the QR code with your authenticator app.",
      }
    }
  )

  app.post(
    "/auth/two-factor/enrolment/confirm",
    {
      schema: {
        tags,
        summary:
          "Turn two-factor sign-in on with the app's first code: the recovery codes, and the session when enrolling at sign-in",
        body: twoFactorConfirmSchema,
        response: { 200: envelope(confirmedSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const who = await enrollee(request, request.body.twoFactorToken)
      const { recoveryCodes, tokens } = await twoFactor.confirmEnrolment(
        who,
        request.body.code,
        requestContext(request)
      )
      return {
        data: tokens
          ? {
              recoveryCodes,
              ...withRefreshCookie(reply, tokens, refreshTtlSeconds),
            }
          : { recoveryCodes },
        message: "Two-factor sign-in is on.",
      }
    }
  )

  app.post(
    "/auth/two-factor/recovery-codes",
    {
      ...signedInUser,
      schema: {
        tags,
        summary:
          "New recovery codes in place of the old ones, with a current code",
        security: bearerSecurity,
        body: twoFactorCodeBodySchema,
        response: { 200: envelope(recoveryCodesSchema), ...errorResponses },
      },
    },
    async (request) => ({
      data: {
        recoveryCodes: await twoFactor.regenerateRecoveryCodes(
          request.user!.id_user,
          request.body.code,
          requestContext(request)
        ),
      },
      message: "New recovery codes. The old ones no longer work.",
    })
  )

  app.delete(
    "/auth/two-factor",
    {
      ...signedInUser,
      schema: {
        tags,
        summary: "Turn two-factor sign-in off, with a current code",
        security: bearerSecurity,
        body: twoFactorCodeBodySchema,
        response: { 200: envelope(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await twoFactor.disable(
        request.user!.id_user,
        request.body.code,
        requestContext(request)
      )
      return { data: null, message: "Two-factor sign-in is off." }
    }
  )
}
