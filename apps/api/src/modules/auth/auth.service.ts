import type { AuthDeps } from "./auth-types.ts"
import { createPasswordReset } from "./password-reset.ts"
import { createSessions } from "./session-refresh.ts"
import { createSignIn } from "./sign-in.ts"

export type {
  AuthDeps,
  RequestContext,
  SignInResult,
  Tokens,
} from "./auth-types.ts"
export {
  findUserByEmail,
  findUserById,
  normaliseEmail,
  tokenNotValid,
} from "./user-lookup.ts"

/** Signing in, the session's life after it, and a forgotten password. */
export function createAuthService(deps: AuthDeps) {
  return {
    ...createSignIn(deps),
    ...createSessions(deps),
    ...createPasswordReset(deps),
  }
}
export type AuthService = ReturnType<typeof createAuthService>
