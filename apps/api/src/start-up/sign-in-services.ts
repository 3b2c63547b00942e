import type { Config } from "../config.ts"
import type { DataStore } from "../db/database.ts"
import type { AccessTokens } from "../modules/auth/access-token.ts"
import { createAuthService } from "../modules/auth/auth.service.ts"
import { createGoogleSignIn } from "../modules/auth/google.ts"
import { createLoginThrottle } from "../modules/auth/login-throttle.ts"
import { createPasswordChange } from "../modules/auth/password-change.ts"
import { createSecretBox } from "../platform/crypto/secret-box.ts"
import { createTwoFactorChallenges } from "../modules/auth/two-factor-token.ts"
import { createTwoFactorService } from "../modules/auth/two-factor.service.ts"
import type { Mailer } from "../modules/mail/mailer.ts"
import { createSignUp } from "../modules/sign-up/sign-up.service.ts"

/**
 * Signing in and up, configured: the sessions, two-factor sign-in, Google, the password's
 * change and recovery, each with its throttle.
 */
export function createSignInServices(deps: {
  config: Config
  store: DataStore
  secret: Uint8Array
  accessTokens: AccessTokens
  mailer: Mailer
  publicUrl: string
  now: () => number
}) {
  const { config, store, accessTokens, mailer, publicUrl, now } = deps
  const throttleWindow = { windowSeconds: config.LOGIN_WINDOW_SECONDS, now }
  // Provider administrators must use two-factor sign-in unless RUTA_ADMIN_TWO_FACTOR=optional.
  const twoFactorChallenges = createTwoFactorChallenges({
    secret: deps.secret,
    adminRequired: config.RUTA_ADMIN_TWO_FACTOR === "required",
    now,
  })
  const refreshPolicy = {
    ttlSeconds: config.REFRESH_TOKEN_TTL_SECONDS,
    graceSeconds: config.REFRESH_TOKEN_GRACE_SECONDS,
    now,
  }
  const signInLimits = {
    ...throttleWindow,
    maxFailuresPerAccount: config.LOGIN_MAX_FAILURES_PER_ACCOUNT,
    maxAttemptsPerIp: config.LOGIN_MAX_ATTEMPTS_PER_IP,
  }
  // Sign-in and the password change's current password count failures together.
  const signInThrottle = createLoginThrottle(signInLimits)
  const auth = createAuthService({
    store,
    accessTokens,
    refresh: refreshPolicy,
    throttle: signInThrottle,
    mailer,
    resetTokenTtlSeconds: config.RESET_TOKEN_TTL_SECONDS,
    twoFactor: twoFactorChallenges,
    publicUrl,
  })
  const signUp = createSignUp({
    store,
    mailer,
    throttle: createLoginThrottle({
      now,
      windowSeconds: config.SIGN_UP_WINDOW_SECONDS,
      maxAttemptsPerIp: config.SIGN_UP_MAX_PER_IP,
      maxFailuresPerAccount: config.SIGN_UP_MAX_PER_IP,
    }),
    verifyTokenTtlSeconds: config.VERIFY_EMAIL_TOKEN_TTL_SECONDS,
    publicUrl,
    now,
  })
  const twoFactor = createTwoFactorService({
    store,
    challenges: twoFactorChallenges,
    box: createSecretBox(deps.secret),
    throttle: createLoginThrottle(signInLimits),
    refresh: refreshPolicy,
    now,
    startSession: auth.startSession,
  })
  return {
    accessTokens,
    auth,
    signUp,
    twoFactor,
    refreshPolicy,
    recoveryThrottle: createLoginThrottle({
      ...throttleWindow,
      maxFailuresPerAccount: 3,
      maxAttemptsPerIp: config.LOGIN_MAX_ATTEMPTS_PER_IP,
    }),
    google: createGoogleSignIn({
      clientId: config.GOOGLE_CLIENT_ID,
      clientSecret: config.GOOGLE_CLIENT_SECRET,
      redirectUri: config.GOOGLE_REDIRECT_URI,
      tokenUrl: config.GOOGLE_TOKEN_URL,
      jwksUrl: config.GOOGLE_JWKS_URL,
      issuer: config.GOOGLE_ISSUER,
    }),
    changePassword: createPasswordChange({
      store,
      throttle: signInThrottle,
      refresh: refreshPolicy,
    }),
  }
}
export type SignInServices = ReturnType<typeof createSignInServices>
