/** Why a call to another service failed, for the caller to word. */
export type FetchFailure =
  | { kind: "timeout" }
  | { kind: "unreachable" }
  | { kind: "status"; status: number; body: unknown }
  | { kind: "not-json" }

/**
 * Calls a JSON HTTP service with a timeout, turning every way it can fail into the caller's
 * error (never a raw network error).
 *
 * @param url - the address to call
 * @param init - method (GET by default), JSON body, extra headers, and the timeout
 * @param fail - makes the error to throw for a failure
 * @returns the parsed JSON answer of a 2xx response
 */
export async function fetchJson(
  url: URL | string,
  init: {
    method?: "GET" | "POST"
    body?: unknown
    headers?: Record<string, string>
    timeoutMs: number
  },
  fail: (failure: FetchFailure) => Error
): Promise<unknown> {
  let response: Response
  try {
    response = await fetch(url, {
      method: init.method ?? "GET",
      headers: {
        accept: "application/json",
        ...(init.body === undefined
          ? {}
          : { "content-type": "application/json" }),
        ...init.headers,
      },
      ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
      signal: AbortSignal.timeout(init.timeoutMs),
    })
  } catch (error) {
    const name = (error as Error).name
    throw fail(
      name === "TimeoutError" || name === "AbortError"
        ? { kind: "timeout" }
        : { kind: "unreachable" }
    )
  }
  let body: unknown
  try {
    body = await response.json()
  } catch {
    throw fail(
      response.ok
        ? { kind: "not-json" }
        : { kind: "status", status: response.status, body: null }
    )
  }
  if (!response.ok)
    throw fail({ kind: "status", status: response.status, body })
  return body
}
