import type { Middleware } from "openapi-fetch"

/**
 * openapi-fetch middleware that asks the API to answer in the app's language: every request
 * carries `Accept-Language` with what `getLanguage()` returns at that moment ("en", "es", ...),
 * so the API's `message`s follow a language switch. A request that already has the header (set
 * in the client's `headers` or in a call's options) keeps it; an empty language adds nothing.
 *
 * @param getLanguage - the app's current language, read for each request
 * @returns the middleware, to pass to `client.use()` before the session middleware, so that the
 *   copy it keeps for a retry has the header too
 */
export function createLanguageMiddleware(
  getLanguage: () => string | null | undefined
): Middleware {
  return {
    onRequest({ request }) {
      const language = getLanguage()
      if (language && !request.headers.has("Accept-Language"))
        request.headers.set("Accept-Language", language)
      return request
    },
  }
}
