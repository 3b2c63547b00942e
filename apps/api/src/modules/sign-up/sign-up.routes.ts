import {
  recoveryPasswordSchema,
  signUpSchema,
  verifyEmailSchema,
} from "@ruta/validation/auth"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope, errorResponses } from "../../platform/lib/envelope.ts"
import { requestContext } from "../auth/auth.routes.ts"
import { acceptMultipart } from "../../platform/http/multipart.ts"
import type { SignUpService } from "./sign-up.service.ts"

const createdSchema = z
  .object({ id_client: z.number().int(), id_user: z.number().int() })
  .meta({ id: "SignedUp" })

/** Public: a company signs up, and confirms its email with the mailed link. */
export const signUpRoutes: FastifyPluginAsyncZod<{
  signUp: SignUpService
}> = async (app, { signUp }) => {
  // Like every users route, it takes the back office's multipart payloads too (spec section 7).
  await acceptMultipart(app)
  const tags = ["Sign-up"]

  app.post(
    "/users/sign-up",
    {
      schema: {
        tags,
        summary:
          "A company creates its account: a client with its main site and a client user, whose email is confirmed by a mailed link",
        body: signUpSchema,
        response: { 201: envelope(createdSchema), ...errorResponses },
      },
    },
    async (request, reply) => {
      const data = await signUp.signUp(request.body, requestContext(request))
      reply.code(201)
      return {
        data,
        message:
          "Your account was created. Open the link we sent to your email to confirm it, then sign in.",
      }
    }
  )

  app.post(
    "/users/verify-email",
    {
      schema: {
        tags,
        summary: "Confirm a sign-up's email with the token of the mailed link",
        body: verifyEmailSchema,
        response: { 200: envelope(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await signUp.verify(request.body.token, requestContext(request))
      return {
        data: null,
        message: "Your email is confirmed. You can sign in now.",
      }
    }
  )

  app.post(
    "/users/verify-email/resend",
    {
      schema: {
        tags,
        summary:
          "Mail a new confirmation link to an account still waiting for one (same answer whether or not)",
        body: recoveryPasswordSchema,
        response: { 200: envelope(z.null()), ...errorResponses },
      },
    },
    async (request) => {
      await signUp.resend(request.body.email, requestContext(request))
      return {
        data: null,
        message:
          "If an account is waiting for this email to be confirmed, we have sent it a new link.",
      }
    }
  )
}
