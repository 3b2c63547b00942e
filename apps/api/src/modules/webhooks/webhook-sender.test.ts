import net from "node:net"
import type { AddressInfo } from "node:net"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { planOutcomes } from "./webhook-deliveries.ts"
import { sendWebhook } from "./webhook-sender.ts"

/**
 * A receiver that answers each request with 500 and keep-alive, then treats the connection as
 * closed: whatever comes on it afterwards is answered with a reset, unread, as a closed socket
 * does. It counts the requests it read.
 */
function closingReceiver() {
  let received = 0
  let connections = 0
  const server = net.createServer((socket) => {
    connections++
    let buffered = ""
    let answered = false
    socket.on("error", () => {})
    socket.on("data", (chunk: Buffer) => {
      if (answered) {
        socket.resetAndDestroy()
        return
      }
      buffered += chunk.toString("latin1")
      const end = buffered.indexOf("\r\n\r\n")
      if (end < 0) return
      const length = Number(
        /content-length:\s*(\d+)/i.exec(buffered.slice(0, end))?.[1] ?? 0
      )
      if (buffered.length < end + 4 + length) return
      received++
      answered = true
      socket.write(
        "HTTP/1.1 500 Internal Server Error\r\nconnection: keep-alive\r\nkeep-alive: timeout=60\r\ncontent-length: 4\r\n\r\nnope"
      )
    })
  })
  return {
    server,
    received: () => received,
    connections: () => connections,
  }
}

describe("webhook sender", () => {
  const receiver = closingReceiver()
  let url = ""
  beforeAll(async () => {
    await new Promise<void>((resolve) =>
      receiver.server.listen(0, "127.0.0.1", resolve)
    )
    url = `http://127.0.0.1:${(receiver.server.address() as AddressInfo).port}/hook`
  })
  afterAll(
    () => new Promise<void>((resolve) => receiver.server.close(() => resolve()))
  )

  it("sends again at once on a fresh connection when a kept-alive one was closed, as the same attempt", async () => {
    const results = []
    for (let i = 0; i < 4; i++)
      results.push(
        await sendWebhook(url, { "webhook-id": `msg_${i}` }, "{}", {
          allowPrivate: true,
        })
      )
    expect(results.map((r) => [r.status, r.error])).toEqual(
      Array.from({ length: 4 }, () => [500, "The endpoint answered 500."])
    )
    // Each attempt reached the receiver once, and the dead sockets were indeed reused first.
    expect(receiver.received()).toBe(4)
    expect(receiver.connections()).toBeGreaterThanOrEqual(4)
  }, 60_000)
})

describe("an endpoint the guard refuses", () => {
  it("fails its delivery at once, without a retry, when its URL became invalid", async () => {
    const result = await sendWebhook("http://example.com/hook", {}, "{}", {
      allowPrivate: false,
    })
    expect(result).toMatchObject({ ok: false, refused: true })
    const at = new Date()
    const delivery = {
      id_delivery: 1,
      attempts: 1,
      createdAt: at,
    } as unknown as Parameters<typeof planOutcomes>[0][number]["delivery"]
    const endpoint = {
      id_webhook_endpoint: 1,
      enabled: true,
      failing_since: null,
    } as unknown as Parameters<typeof planOutcomes>[0][number]["endpoint"]
    const refused = planOutcomes([{ delivery, endpoint }], [result], at)
    expect(refused.outcomes[0]).toMatchObject({
      status: "failed",
      retryIn: null,
    })
    // A failure that may pass (here an answer of 500) is retried.
    const passing = planOutcomes(
      [{ delivery, endpoint }],
      [{ ...result, refused: undefined, status: 500 }],
      at
    )
    expect(passing.outcomes[0]).toMatchObject({ status: "pending" })
  })
})
