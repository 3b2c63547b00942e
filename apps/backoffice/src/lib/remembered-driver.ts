import type { SessionUser } from "./session.ts"
import { StorageKey, readJson, writeJson } from "./storage.ts"

/**
 * The driver's identity as last known on this phone, kept across closing the app (the access
 * token lives in session storage, which closing the app empties). It is who the user is, never a
 * credential: the server still checks every call, through the refresh cookie.
 */
export function rememberedDriver(): SessionUser | null {
  return readJson<SessionUser>(StorageKey.driver)
}

export function rememberDriver(user: SessionUser) {
  writeJson(StorageKey.driver, user)
}

/** On signing out on the phone: the next person to open it starts at sign-in. */
export function forgetDriver() {
  localStorage.removeItem(StorageKey.driver)
}
