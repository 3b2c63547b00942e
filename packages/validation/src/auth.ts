import { z } from "zod"

import {
  currentPasswordSchema,
  emailSchema,
  idSchema,
  newPasswordFormSchema,
  newPasswordSchema,
  passwordSchema,
  requiredTextSchema,
  textSchema,
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

/**
 * POST change password: the current password (ASVS 5.0 V6.2.3) and the new one (new-password
 * rules).
 */
export const changePasswordSchema = z.object({
  current_password: currentPasswordSchema,
  password: newPasswordSchema,
})
export type ChangePassword = z.infer<typeof changePasswordSchema>

/** The account page's form: the current password, the new one and its confirmation. */
export const changePasswordFormSchema = z.intersection(
  changePasswordSchema.pick({ current_password: true }),
  newPasswordFormSchema
)
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>

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

/** POST sign-up: a company creates its account (its name, the person's name, email, password). */
export const signUpSchema = z.object({
  company: textSchema({ max: 100 }),
  name: textSchema({ max: 100 }),
  email: emailSchema,
  password: newPasswordSchema,
})
export type SignUp = z.infer<typeof signUpSchema>

/** The sign-up form: the sign-up and the password's confirmation (new-password form rules). */
export const signUpFormSchema = z.intersection(
  signUpSchema,
  newPasswordFormSchema
)
export type SignUpForm = z.infer<typeof signUpFormSchema>

/** POST verify email: the token of the link mailed at sign-up. */
export const verifyEmailSchema = z.object({
  token: requiredTextSchema,
})
export type VerifyEmail = z.infer<typeof verifyEmailSchema>
