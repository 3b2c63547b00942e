import { createRemoteJWKSet, jwtVerify } from "jose"

import { AppError, ErrorCode } from "../../platform/lib/errors.ts"

export interface GoogleOptions {
  clientId?: string | undefined
  clientSecret?: string | undefined
  redirectUri?: string | undefined
  tokenUrl: string
  jwksUrl: string
  issuer: string
}

export interface GoogleSignIn {
  /** Exchanges an authorization code for the verified email of the Google account. */
  emailFromCode(code: string): Promise<string>
}

const notConfigured = () =>
  new AppError(
    501,
    ErrorCode.NOT_CONFIGURED,
    "Google sign-in is not configured"
  )

const rejected = () =>
  new AppError(
    401,
    ErrorCode.INVALID_CREDENTIALS,
    "Google sign-in failed. Please try again."
  )

/**
 * OpenID Connect authorization-code exchange with Google: the code is exchanged at the token
 * endpoint, and the ID token's signature, issuer, audience and email verification are checked.
 */
export function createGoogleSignIn(options: GoogleOptions): GoogleSignIn {
  const { clientId, clientSecret, redirectUri } = options
  if (!clientId || !clientSecret || !redirectUri) {
    return {
      emailFromCode: () => Promise.reject(notConfigured()),
    }
  }
  const keys = createRemoteJWKSet(new URL(options.jwksUrl))
  return {
    async emailFromCode(code) {
      const response = await fetch(options.tokenUrl, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          code,
          client_id: clientId,
          client_secret: clientSecret,
          redirect_uri: redirectUri,
          grant_type: "authorization_code",
        }),
        signal: AbortSignal.timeout(10_000),
      }).catch(() => {
        throw new AppError(
          502,
          ErrorCode.UPSTREAM_ERROR,
          "Google could not be reached. Please try again."
        )
      })
      if (!response.ok) throw rejected()
      const body = (await response.json()) as { id_token?: unknown }
      if (typeof body.id_token !== "string") throw rejected()
      try {
        const { payload } = await jwtVerify(body.id_token, keys, {
          issuer: options.issuer,
          audience: clientId,
        })
        if (
          typeof payload.email !== "string" ||
          payload.email_verified !== true
        ) {
          throw rejected()
        }
        return payload.email
      } catch {
        throw rejected()
      }
    },
  }
}
