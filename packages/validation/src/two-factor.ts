import { z } from "zod"

import { messages } from "./messages.ts"

// Request bodies of two-factor sign-in (TOTP, RFC 6238): the codes people type.

/** A 6-digit code of an authenticator app; a space in the middle is allowed, as apps show it. */
export const twoFactorCodeSchema = z
  .string({ error: messages.twoFactorCode })
  .regex(/^\s*\d{3}\s?\d{3}\s*$/, messages.twoFactorCode)

/** A one-time recovery code as shown at enrolment (abcd-2345), in either case, dash optional. */
export const recoveryCodeSchema = z
  .string({ error: messages.recoveryCode })
  .regex(/^\s*[a-z0-9]{4}[\s-]?[a-z0-9]{4}\s*$/i, messages.recoveryCode)

/** The token of the sign-in step that asked for a code or an enrolment. */
const twoFactorTokenSchema = z.string().min(1).max(2000)

/** POST /auth/login/two-factor: the second step, with a code or with a recovery code. */
export const twoFactorSignInSchema = z
  .object({
    twoFactorToken: twoFactorTokenSchema,
    code: twoFactorCodeSchema.optional(),
    recoveryCode: recoveryCodeSchema.optional(),
  })
  .refine(
    (body) => body.code !== undefined || body.recoveryCode !== undefined,
    {
      path: ["code"],
      error: messages.twoFactorCode,
    }
  )
export type TwoFactorSignIn = z.infer<typeof twoFactorSignInSchema>

/** A code that proves the authenticator is at hand (turn off, new recovery codes). */
export const twoFactorCodeBodySchema = z.object({ code: twoFactorCodeSchema })
export type TwoFactorCodeBody = z.infer<typeof twoFactorCodeBodySchema>

/**
 * Starting an enrolment: signed in (bearer), or during a sign-in that requires one with the
 * sign-in step's token.
 */
export const twoFactorEnrolmentSchema = z
  .object({ twoFactorToken: twoFactorTokenSchema.optional() })
  .nullish()

/** Confirming an enrolment with the first code the app shows. */
export const twoFactorConfirmSchema = z.object({
  code: twoFactorCodeSchema,
  twoFactorToken: twoFactorTokenSchema.optional(),
})
export type TwoFactorConfirm = z.infer<typeof twoFactorConfirmSchema>
