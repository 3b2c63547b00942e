// The session-recording analytics tag (spec section 1). It loads only when the server is
// configured with an id (SESSION_RECORDING_ID, handed to the page at run time), and never on pages
// that show passwords, tokens or card details: any script on the page could read them
// (security.md).
import { browserSettings, type BrowserSettings } from "./browser-settings.ts"

const PRIVATE_PAGES = [
  /^\/login/,
  /^\/resetpassword/,
  /^\/signup/,
  /^\/verify-email/,
  /^\/authenticate/,
  /^\/main\/account/,
  /^\/main\/payment-plans/,
  /^\/mobile-subscriptions/,
  // A customer's tracking page: its token is in the path, and the customer is not our user.
  /^\/track\//,
]

/** Whether the tag may run on this path. */
export function mayRecord(pathname: string): boolean {
  return !PRIVATE_PAGES.some((page) => page.test(pathname))
}

/** The tag's address for an id: `{id}` in the source template is replaced. */
export function tagSource(id: string, template: string): string {
  return template.replace("{id}", encodeURIComponent(id))
}

let loaded = false

/**
 * Loads the tag once, the first time the user reaches a page where it may run. Once loaded it
 * cannot be unloaded, so it is never loaded before sign-in (the first page is always private).
 */
export function recordSessionOn(
  pathname: string,
  tag: BrowserSettings["sessionRecording"] = browserSettings().sessionRecording
) {
  if (!tag || loaded || !mayRecord(pathname)) return
  loaded = true
  const script = document.createElement("script")
  script.async = true
  script.src = tagSource(tag.id, tag.src)
  document.head.append(script)
}
