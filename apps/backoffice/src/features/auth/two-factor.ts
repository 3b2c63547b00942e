import type { components } from "@ruta/api-client/schema"
import { queryOptions } from "@tanstack/react-query"

import { api, unwrap } from "../../lib/api.ts"

export type TwoFactorEnrolment = components["schemas"]["TwoFactorEnrolment"]
export type TwoFactorChallenge = components["schemas"]["TwoFactorChallenge"]

/** What proves the second factor at sign-in: a code of the app, or a recovery code. */
export type TwoFactorProof = { code: string } | { recoveryCode: string }

/** The signed-in user as stored now (the access token's copy may be older). */
export const getSessionUserQueryOptions = () =>
  queryOptions({
    queryKey: ["auth", "me"],
    queryFn: async () => (await unwrap(api.GET("/auth/me"))).data,
  })

/** The second step of a sign-in; answers the session's access token. */
export async function signInWithCode(
  twoFactorToken: string,
  proof: TwoFactorProof
): Promise<string> {
  const { data } = await unwrap(
    api.POST("/auth/login/two-factor", {
      body: { twoFactorToken, ...proof },
      skipAuth: true,
    })
  )
  return data.accessToken
}

/**
 * Starts an enrolment: signed in, or with the sign-in step's token when an administrator must
 * enrol before any session.
 */
export async function startEnrolment(
  twoFactorToken?: string
): Promise<TwoFactorEnrolment> {
  const { data } = await unwrap(
    api.POST("/auth/two-factor/enrolment", {
      body: twoFactorToken ? { twoFactorToken } : {},
      skipAuth: Boolean(twoFactorToken),
    })
  )
  return data
}

/** Turns two-factor sign-in on with the app's first code; the recovery codes to show once. */
export async function confirmEnrolment(code: string, twoFactorToken?: string) {
  const { data } = await unwrap(
    api.POST("/auth/two-factor/enrolment/confirm", {
      body: twoFactorToken ? { code, twoFactorToken } : { code },
      skipAuth: Boolean(twoFactorToken),
    })
  )
  return data
}

export async function regenerateRecoveryCodes(code: string) {
  const { data } = await unwrap(
    api.POST("/auth/two-factor/recovery-codes", { body: { code } })
  )
  return data.recoveryCodes
}

export function turnOffTwoFactor(code: string) {
  return unwrap(api.DELETE("/auth/two-factor", { body: { code } }))
}

let pending: TwoFactorChallenge | null = null

/** Keeps the two-factor step of a Google sign-in for the sign-in page, which takes it once. */
export function holdChallenge(challenge: TwoFactorChallenge) {
  pending = challenge
}

export function takeChallenge(): TwoFactorChallenge | null {
  const challenge = pending
  pending = null
  return challenge
}
