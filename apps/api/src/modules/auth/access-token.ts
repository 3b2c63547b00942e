import { SignJWT, errors, jwtVerify } from "jose"

import type { SessionUser } from "../../platform/authorization/caller.ts"
import { sessionUserSchema } from "../../platform/authorization/caller.ts"
import { AppError, ErrorCode } from "../../platform/lib/errors.ts"

const ISSUER = "ruta"
const AUDIENCE = "ruta-api"

export type { SessionUser }
export { sessionUserSchema }

export interface AccessTokens {
  sign(user: SessionUser): Promise<string>
  /**
   * @throws AppError 409 ACCESS_TOKEN_EXPIRED when the token has expired, 401 INVALID_TOKEN when it
   *   is malformed, forged, of another kind, or for another audience
   */
  verify(token: string): Promise<SessionUser>
}

export function createAccessTokens(options: {
  secret: Uint8Array
  ttlSeconds: number
  now?: () => number
}): AccessTokens {
  const now = options.now ?? Date.now
  return {
    sign: (user) =>
      new SignJWT({ ...user, typ: "access" })
        .setProtectedHeader({ alg: "HS256", typ: "JWT" })
        .setSubject(String(user.id_user))
        .setIssuer(ISSUER)
        .setAudience(AUDIENCE)
        .setIssuedAt(Math.floor(now() / 1000))
        .setExpirationTime(Math.floor(now() / 1000) + options.ttlSeconds)
        .sign(options.secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, options.secret, {
          issuer: ISSUER,
          audience: AUDIENCE,
          algorithms: ["HS256"],
          currentDate: new Date(now()),
        })
        if (payload.typ !== "access") throw new Error("not an access token")
        return sessionUserSchema.parse(payload)
      } catch (error) {
        if (error instanceof errors.JWTExpired) {
          throw new AppError(
            409,
            ErrorCode.ACCESS_TOKEN_EXPIRED,
            "The access token has expired."
          )
        }
        throw new AppError(
          401,
          ErrorCode.INVALID_TOKEN,
          "The access token is not valid."
        )
      }
    },
  }
}
