import type { FastifyReply } from "fastify"
import { z } from "zod"

import type { Tokens } from "./auth.service.ts"
import { setRefreshCookie } from "./refresh-cookie.ts"
import type { TwoFactorChallenge } from "./two-factor-token.ts"

export const tokensSchema = z
  .object({ accessToken: z.string(), refreshToken: z.string() })
  .meta({ id: "Tokens" })

/** A correct password of an account with two-factor sign-in: the second step, no session yet. */
export const twoFactorChallengeSchema = z
  .object({
    twoFactor: z.enum(["code", "enrol"]),
    twoFactorToken: z.string(),
  })
  .meta({ id: "TwoFactorChallenge" })

/** What a sign-in answers: the session's tokens, or the two-factor step still to take. */
export const signInResultSchema = z.union([
  tokensSchema,
  twoFactorChallengeSchema,
])

/** Sets the refresh cookie (browsers) and answers the tokens of a new session. */
export function withRefreshCookie(
  reply: FastifyReply,
  tokens: Tokens,
  refreshTtlSeconds: number
): Tokens {
  setRefreshCookie(reply, tokens.refreshToken, refreshTtlSeconds)
  return tokens
}

/** The answer to a sign-in: the session (with its cookie), or what the second step asks for. */
export function signedIn(
  reply: FastifyReply,
  result: Tokens | TwoFactorChallenge,
  refreshTtlSeconds: number
) {
  if ("twoFactor" in result) {
    return {
      data: result,
      message:
        result.twoFactor === "code"
          ? "Enter the code from your authenticator app."
          : "Set up two-factor sign-in to continue.",
    }
  }
  return {
    data: withRefreshCookie(reply, result, refreshTtlSeconds),
    message: "Signed in.",
  }
}
