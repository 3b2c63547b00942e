import { z } from "zod"

import {
  emailSchema,
  idSchema,
  newPasswordSchema,
  passwordSchema,
  requiredTextSchema,
} from "./fields.ts"

// Request bodies of the authentication calls (specification, section 7).

/** POST login: email and password. */
export const loginSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
})
export type Login = z.infer<typeof loginSchema>

/** POST reset password: the user and a new password (new-password rules). */
export const resetPasswordSchema = z.object({
  id_user: idSchema,
  password: newPasswordSchema,
})
export type ResetPassword = z.infer<typeof resetPasswordSchema>

/** POST recovery password: the account's email. */
export const recoveryPasswordSchema = z.object({
  email: emailSchema,
})
export type RecoveryPassword = z.infer<typeof recoveryPasswordSchema>

/** POST new-access-token: the refresh grant in its body form. */
export const refreshTokenSchema = z.object({
  grant_type: z.literal("refresh_token"),
  refresh_token: requiredTextSchema,
})
export type RefreshToken = z.infer<typeof refreshTokenSchema>

/** POST login-with-client: an administrator acting for a client's user. */
export const loginWithClientSchema = z.object({
  id_user: idSchema,
  id_client: idSchema,
})
export type LoginWithClient = z.infer<typeof loginWithClientSchema>

/** POST Google callback: the authorization code. */
export const googleCallbackSchema = z.object({
  code: requiredTextSchema,
})
export type GoogleCallback = z.infer<typeof googleCallbackSchema>
