import http from "node:http"
import https from "node:https"
import type { LookupAddress } from "node:dns"
import type { LookupFunction } from "node:net"

import type { TargetPolicy } from "./webhook-target.ts"
import {
  WebhookTargetError,
  parseTargetUrl,
  resolveTarget,
} from "./webhook-target.ts"

/** A delivery attempt's limits: 10 s in all, at most 256 KB of answer read. */
export const SEND_TIMEOUT_MS = 10_000
/** How the 10 s are counted (see `sendWebhook`), and the attempt's end whatever happens. */
const TICK_MS = 250
const MAX_WALL_MS = 3 * SEND_TIMEOUT_MS
export const MAX_RESPONSE_BYTES = 256 * 1024
/** What the delivery log keeps of an answer. */
export const LOGGED_BYTES = 1024

/**
 * Connections kept open between deliveries, per origin (the agents' default: as many as the
 * sends in flight), so a burst to one endpoint does not open a connection per message.
 */
const agents = {
  "http:": new http.Agent({ keepAlive: true, scheduling: "lifo" }),
  "https:": new https.Agent({ keepAlive: true, scheduling: "lifo" }),
}

/** How a reused socket the other end had closed fails when written to. */
const staleSocketErrors = new Set(["ECONNRESET", "EPIPE", "ECONNABORTED"])

export interface SendResult {
  /** 2xx: delivered. Any other status (redirects included: they are not followed) fails. */
  ok: boolean
  status: number | null
  ms: number
  /** The answer's first 1 KB. */
  body: string
  error: string | null
  /**
   * The URL is refused as it is (an http URL without private addresses allowed, an address the
   * guard refuses): sending again cannot succeed, so the delivery fails at once.
   */
  refused?: boolean
}

/**
 * POSTs a signed message to an endpoint. The host is resolved and checked here, at send time,
 * and the connection goes to the checked address (no second look-up a rebinding DNS could
 * answer differently). Redirects are not followed; the whole attempt ends after 10 s of the
 * endpoint's time (at most 30 s when this process stalls), and an answer over 256 KB is cut off
 * as a failure.
 */
export async function sendWebhook(
  target: string,
  headers: Record<string, string>,
  body: string,
  policy: TargetPolicy
): Promise<SendResult> {
  const started = performance.now()
  const elapsed = () => Math.round(performance.now() - started)
  const failed = (error: string, status: number | null = null, text = "") => ({
    ok: false,
    status,
    ms: elapsed(),
    body: text,
    error,
  })
  let url: URL
  let addresses: LookupAddress[]
  try {
    url = parseTargetUrl(target, policy)
    addresses = await resolveTarget(url.hostname, policy)
  } catch (error) {
    if (error instanceof WebhookTargetError)
      return { ...failed(error.reason), refused: error.permanent }
    throw error
  }
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as (e: null, a: typeof addresses) => void)(null, addresses)
    else callback(null, addresses[0]!.address, addresses[0]!.family)
  }
  const scheme = url.protocol === "https:" ? "https:" : "http:"
  const client = scheme === "https:" ? https : http
  const agent = agents[scheme]
  return new Promise<SendResult>((resolve) => {
    let settled = false
    const finish = (result: SendResult) => {
      if (settled) return
      settled = true
      clearInterval(timer)
      resolve(result)
    }
    let responded = false
    const send = (via: http.Agent | false) =>
      client.request(
        url,
        {
          method: "POST",
          agent: via,
          lookup: pinned,
          headers: {
            ...headers,
            "content-type": "application/json",
            "content-length": String(Buffer.byteLength(body)),
            "user-agent": "Ruta-Webhooks/1.0",
          },
        },
        (response) => {
          responded = true
          const chunks: Buffer[] = []
          let size = 0
          response.on("data", (chunk: Buffer) => {
            size += chunk.length
            if (size > MAX_RESPONSE_BYTES) {
              request.destroy()
              finish(
                failed(
                  "The answer was larger than 256 KB.",
                  response.statusCode ?? null,
                  Buffer.concat(chunks).toString("utf8", 0, LOGGED_BYTES)
                )
              )
              return
            }
            if (Buffer.concat(chunks).length < LOGGED_BYTES) chunks.push(chunk)
          })
          response.on("end", () => {
            const status = response.statusCode ?? 0
            const text = Buffer.concat(chunks)
              .subarray(0, LOGGED_BYTES)
              .toString("utf8")
            const ok = status >= 200 && status < 300
            finish({
              ok,
              status,
              ms: elapsed(),
              body: text,
              error: ok ? null : `The endpoint answered ${status}.`,
            })
          })
          response.on("error", (error) => finish(failed(error.message)))
        }
      )
    // A kept-alive connection the endpoint has already closed fails the moment it is written
    // to: the message never left, so it goes again at once on a fresh connection, as the same
    // attempt (the log counts the requests that reached the endpoint, not the dead sockets).
    const watch = (sent: http.ClientRequest, retried: boolean) => {
      sent.on("error", (error: NodeJS.ErrnoException) => {
        if (
          !retried &&
          !settled &&
          !responded &&
          sent.reusedSocket &&
          staleSocketErrors.has(error.code ?? "")
        ) {
          request = send(false)
          watch(request, true)
          request.end(body)
          return
        }
        finish(failed(error.message))
      })
    }
    let request = send(agent)
    watch(request, false)
    // The 10 s are the endpoint's, not this process's: a tick that comes late (the process was
    // too busy to run it, and to read an answer that may have come) counts as two ticks at
    // most. A message answered while the process stalled is not counted as failed (and sent
    // again); the attempt ends after 30 s whatever happens.
    let charged = 0
    let last = started
    const timer = setInterval(() => {
      const now = performance.now()
      charged += Math.min(now - last, 2 * TICK_MS)
      last = now
      if (charged < SEND_TIMEOUT_MS && now - started < MAX_WALL_MS) return
      clearInterval(timer)
      // What has come is read first (the loop's poll phase comes before this check phase).
      setImmediate(() => {
        if (settled) return
        request.destroy()
        finish(failed("No answer within 10 seconds."))
      })
    }, TICK_MS)
    request.end(body)
  })
}
