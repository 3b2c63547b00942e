// A local webhook receiver for the tests: it records each request and checks its signature
// with the `standardwebhooks` verifier, as an integrator's receiver would.
import { createServer } from "node:http"

import { Webhook } from "standardwebhooks"

import { listenOnLoopback } from "./listen.ts"

export interface Received {
  path: string
  headers: Record<string, string>
  body: string
  /** The parsed body when the signature verified against one of `secrets`, else null. */
  verified: unknown
}

/** What the receiver answers on a path: a status, a body, or a redirect. */
export type Reply = { status: number; body?: string; location?: string }

export async function startReceiver(port = 0) {
  const received: Received[] = []
  const secrets = new Map<string, string[]>()
  const replies = new Map<string, Reply>()
  const server = createServer((request, response) => {
    const chunks: Buffer[] = []
    request.on("data", (chunk: Buffer) => chunks.push(chunk))
    request.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8")
      const path = request.url ?? "/"
      const headers = Object.fromEntries(
        Object.entries(request.headers).map(([k, v]) => [k, String(v)])
      )
      let verified: unknown = null
      for (const secret of secrets.get(path) ?? []) {
        try {
          verified = new Webhook(secret).verify(body, headers)
          break
        } catch {
          // Not this secret: try the next one.
        }
      }
      received.push({ path, headers, body, verified })
      const reply = replies.get(path) ?? { status: 200, body: "thanks" }
      response.writeHead(reply.status, {
        "content-type": "text/plain",
        ...(reply.location ? { location: reply.location } : {}),
      })
      response.end(reply.body ?? "")
    })
  })
  const listening = await listenOnLoopback(server, port)
  return {
    received,
    url: (path: string) => `http://127.0.0.1:${listening}${path}`,
    /** Verifies what comes to `path` with these secrets (the first that works). */
    trust: (path: string, ...keys: string[]) => secrets.set(path, keys),
    answer: (path: string, reply: Reply) => replies.set(path, reply),
    on: (path: string) => received.filter((r) => r.path === path),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
