import net from "node:net"
import type { AddressInfo } from "node:net"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

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
