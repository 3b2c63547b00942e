import type { DataStore } from "../../db/database.ts"
import type { Language } from "../../platform/lib/accept-language.ts"
import type { Mailer } from "../mail/mailer.ts"
import type { AccessTokens } from "./access-token.ts"
import type { LoginThrottle } from "./login-throttle.ts"
import type { RefreshPolicy } from "./refresh-tokens.ts"
import type {
  TwoFactorChallenge,
  TwoFactorChallenges,
} from "./two-factor-token.ts"

export interface AuthDeps {
  store: DataStore
  accessTokens: AccessTokens
  refresh: RefreshPolicy
  throttle: LoginThrottle
  mailer: Mailer
  resetTokenTtlSeconds: number
  publicUrl: string
  /** Whether a sign-in needs a second step (two-factor sign-in) before its session. */
  twoFactor: Pick<TwoFactorChallenges, "challenge">
}

export interface Tokens {
  accessToken: string
  refreshToken: string
}

/** A sign-in's answer: the session, or the two-factor step to take first. */
export type SignInResult = Tokens | TwoFactorChallenge

export interface RequestContext {
  ip: string
  requestId: string
  /** The caller's language (Accept-Language), for what the server writes to them. */
  language: Language
}
