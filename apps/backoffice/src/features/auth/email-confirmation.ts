import { api, unwrap } from "../../lib/api.ts"

/** Asks for a new confirmation link for `email`; resolves to the server's message. */
export async function resendConfirmation(email: string): Promise<string> {
  const { message } = await unwrap(
    api.POST("/users/verify-email/resend", { body: { email }, skipAuth: true })
  )
  return message
}

/** Confirms an email with the token of its mailed link; resolves to the server's message. */
export async function confirmEmail(token: string): Promise<string> {
  const { message } = await unwrap(
    api.POST("/users/verify-email", { body: { token }, skipAuth: true })
  )
  return message
}
