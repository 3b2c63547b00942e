// Calling the API from a test: one call with its body and headers, and a file's signed-in users
// each called by a short name (administration, fleet, site time zones).
import type { TestApp } from "./helper.ts"
import { bearer, createTestApp } from "./helper.ts"

export type Method = "GET" | "POST" | "PUT" | "DELETE"

/** Calls `url` (below /api/v1) with a JSON body when there is one. */
export const callApi = (
  t: TestApp,
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {}
) =>
  t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  })

/** The demo users a file signs in, by short name. */
const demoUsers = {
  admin: "admin@ruta.demo",
  client: "client@acme.demo",
  site: "site@acme.demo",
  driver: "driver@acme.demo",
  globex: "client@globex.demo",
}

/**
 * A test app (the sign-in limit per address lifted) with the named demo users signed in once,
 * each user's access token kept in `tokens` under their short name.
 */
export async function appSignedIn(
  tokens: Record<string, string>,
  names: (keyof typeof demoUsers)[]
): Promise<TestApp> {
  const t = await createTestApp({ LOGIN_MAX_ATTEMPTS_PER_IP: "10000" })
  for (const name of names)
    tokens[name] = (await t.login(demoUsers[name])).accessToken
  return t
}

/** Calls the API as the user of `token`. */
export const callWith = (
  t: TestApp,
  token: string,
  method: Method,
  url: string,
  payload?: unknown
) => callApi(t, method, url, payload, bearer(token))

/** The `data` of an answer, typed as the test expects it. */
export const data = <T = never>(res: { json(): unknown }): T =>
  (res.json() as { data: T }).data
