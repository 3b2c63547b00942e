// Every stand-in the command line knows starts, says where it listens, and answers there.
import { connect } from "node:net"

import { describe, expect, it } from "vitest"

import { services } from "./services.ts"

/** The first bytes a server sends on a new connection (an SMTP greeting). */
const greeting = (url: URL) =>
  new Promise<string>((resolve, reject) => {
    const socket = connect(Number(url.port), url.hostname)
    socket.once("data", (chunk) => {
      socket.end()
      resolve(chunk.toString("utf8"))
    })
    socket.once("error", reject)
  })

describe("npm run stand-ins -- <service>", () => {
  it.each(Object.keys(services))(
    "%s starts, prints where it listens, and answers there",
    async (name) => {
      const started = await services[name]!(0)
      try {
        const url = new URL(
          /listening on (\S+)/.exec(started.lines[0]!)?.[1] ?? "missing:"
        )
        expect(url.hostname).toBe("127.0.0.1")
        expect(Number(url.port)).toBeGreaterThan(0)
        if (url.protocol === "smtp:")
          expect(await greeting(url)).toMatch(/^220 /)
        else {
          const res = await fetch(url)
          await res.arrayBuffer()
          expect(res.status).toBeGreaterThanOrEqual(200)
        }
      } finally {
        await started.stop()
      }
    }
  )

  it("names the settings that point the product at it", async () => {
    const started = await services.s3!(0)
    await started.stop()
    expect(started.lines).toContain("  S3_FORCE_PATH_STYLE=true")
  })
})
