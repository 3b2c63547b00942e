// The API's OpenAPI document as a client fetches it, for the tests that read what it says.
import { API_PREFIX } from "../src/app.ts"
import type { TestApp } from "./helper.ts"

/** The document the running app serves, typed as the test reads it. */
export async function openApiDocument<T>(t: TestApp): Promise<T> {
  const res = await t.app.inject({
    method: "GET",
    url: `${API_PREFIX}/openapi.json`,
  })
  return res.json() as T
}
