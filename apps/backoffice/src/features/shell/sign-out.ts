import { clearSession } from "../../lib/session.ts"

/** Revokes the refresh token (the HttpOnly cookie) and clears the session data. */
export async function signOut() {
  await fetch("/api/v1/auth/logout", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json" },
    body: "{}",
  }).catch(() => {})
  clearSession()
}
