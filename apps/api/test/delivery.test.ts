// How the server delivers: compressed answers (never the event streams), the built apps' files
// precompressed and cached by kind, and the pages' settings at run time.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs"
import type { AddressInfo } from "node:net"
import os from "node:os"
import path from "node:path"
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { loadConfig } from "../src/config.ts"
import { browserSettings } from "../src/platform/lib/browser-settings.ts"
import type { TestApp } from "./helper.ts"
import { createTestApp } from "./helper.ts"
import { openReader } from "./live-reader.ts"

const IMMUTABLE = "public, max-age=31536000, immutable"
const dir = mkdtempSync(path.join(os.tmpdir(), "ruta-delivery-"))
const script = `export const big = ${JSON.stringify("x".repeat(4000))}\n`
const write = (file: string, content: string | Buffer) => {
  mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
  writeFileSync(path.join(dir, file), content)
}
// A build as Vite and the precompress plugin leave it.
write("index.html", "<!doctype html><p>Ruta</p>")
write("assets/index-AbC123.js", script)
write("assets/index-AbC123.js.br", brotliCompressSync(script))
write("assets/plain-Zz9.css", `.a{color:red}\n`.repeat(200))
write("sw.js", "// the service worker")
write("workbox-4ca257a8.js", "// workbox")
write("driver.webmanifest", "{}")

let t: TestApp
let token: string
beforeAll(async () => {
  t = await createTestApp({ RUTA_STATIC_DIR: dir, MAP_STYLE_URL: "none" })
  token = (await t.login("client@acme.demo")).accessToken
})
afterAll(async () => {
  await t.close()
  rmSync(dir, { recursive: true, force: true })
})

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: "GET", url, headers })

describe("compression", () => {
  it("sends the API's JSON in brotli or gzip, as the browser prefers, from 1 KB", async () => {
    const auth = { authorization: `Bearer ${token}` }
    const plain = await get("/api/v1/openapi.json", auth)
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.rawPayload.length).toBeGreaterThan(1024)

    const br = await get("/api/v1/openapi.json", {
      ...auth,
      "accept-encoding": "gzip, deflate, br",
    })
    expect(br.headers["content-encoding"]).toBe("br")
    expect(br.headers.vary).toMatch(/accept-encoding/i)
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3)
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(
      plain.json()
    )

    const gzip = await get("/api/v1/openapi.json", {
      ...auth,
      "accept-encoding": "gzip",
    })
    expect(gzip.headers["content-encoding"]).toBe("gzip")
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(
      plain.json()
    )

    // Below the threshold it is not worth it.
    const small = await get("/api/v1/health", { "accept-encoding": "br" })
    expect(small.headers["content-encoding"]).toBeUndefined()
  })

  it("streams Server-Sent Events as they come, uncompressed, even to a browser that takes brotli", async () => {
    await t.app.listen({ port: 0, host: "127.0.0.1" })
    const { port } = t.app.server.address() as AddressInfo
    const reader = await openReader(
      `http://127.0.0.1:${port}/api/v1/live`,
      token,
      { "accept-encoding": "br, gzip" }
    )
    try {
      expect(reader.status).toBe(200)
      // The first event arrives while the stream is still open: nothing holds it back.
      await reader.waitFor((e) => e.event === "ready")
      expect(reader.ended()).toBe(false)
      const raw = await fetch(`http://127.0.0.1:${port}/api/v1/live`, {
        headers: {
          authorization: `Bearer ${token}`,
          "accept-encoding": "br, gzip",
        },
      })
      expect(raw.headers.get("content-type")).toMatch(/^text\/event-stream/)
      expect(raw.headers.get("content-encoding")).toBeNull()
      await raw.body?.cancel()
    } finally {
      reader.close()
    }
  })
})

describe("the built apps' files", () => {
  it("sends the build's brotli copy as it is, and compresses a file without one", async () => {
    const br = await get("/assets/index-AbC123.js", { "accept-encoding": "br" })
    expect(br.headers["content-encoding"]).toBe("br")
    expect(br.headers["content-type"]).toMatch(/javascript/)
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script)

    const plain = await get("/assets/index-AbC123.js")
    expect(plain.headers["content-encoding"]).toBeUndefined()
    expect(plain.body).toBe(script)

    // A page's headers stay on the page: not on each of its files.
    expect(br.headers["content-security-policy"]).toBeUndefined()
    expect(br.headers["x-content-type-options"]).toBe("nosniff")
    expect((await get("/login")).headers["content-security-policy"]).toMatch(
      /default-src 'self'/
    )

    const css = await get("/assets/plain-Zz9.css", {
      "accept-encoding": "gzip",
    })
    expect(css.headers["content-encoding"]).toBe("gzip")
    expect(gunzipSync(css.rawPayload).toString()).toContain(".a{color:red}")
  })

  it("answers a file that is not there with a 404, and any other page path with the app", async () => {
    for (const url of [
      "/favicon.ico",
      "/assets/index-Gone42.js",
      "/assets/gone.css",
      "/robots.txt",
    ]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json(), url).toMatchObject({ code: "NOT_FOUND" })
    }
    for (const url of ["/main/optimizations/3", "/track/abc-DEF_123"]) {
      const res = await get(url)
      expect(res.statusCode, url).toBe(200)
      expect(res.body, url).toContain("<p>Ruta</p>")
    }
  })

  it("keeps hashed assets for a year and has the pages, the service worker and the manifest revalidated", async () => {
    for (const encoding of ["br", "identity"]) {
      const cache = async (url: string) =>
        (await get(url, { "accept-encoding": encoding })).headers[
          "cache-control"
        ]
      expect(await cache("/assets/index-AbC123.js"), encoding).toBe(IMMUTABLE)
      expect(await cache("/assets/plain-Zz9.css")).toBe(IMMUTABLE)
      for (const url of [
        "/",
        "/login",
        "/main/optimizations/3",
        "/sw.js",
        "/workbox-4ca257a8.js",
        "/driver.webmanifest",
        "/app-config.js",
      ])
        expect(await cache(url), `${url} ${encoding}`).toBe("no-cache")
    }
  })
})

describe("the pages' settings", () => {
  const settingsOf = (body: string) => {
    const json = /Object\.freeze\((.*)\);/.exec(body)?.[1]
    return JSON.parse(json ?? "null") as Record<string, unknown>
  }

  it("hands the page the server's settings as a script of its own origin, revalidated by its ETag", async () => {
    const first = await get("/app-config.js")
    expect(first.statusCode).toBe(200)
    expect(first.headers["content-type"]).toMatch(/^text\/javascript/)
    expect(first.body).toMatch(/^window\.__RUTA_SETTINGS__ = /)
    expect(settingsOf(first.body)).toEqual({
      googleMapsApiKey: null,
      mapStyleUrl: null,
      sessionRecording: null,
    })
    const again = await get("/app-config.js", {
      "if-none-match": String(first.headers.etag),
    })
    expect(again.statusCode).toBe(304)
  })

  it("changes with a restart, never a rebuild: the map style, the Google key and the recording tag", async () => {
    const restarted = await createTestApp({
      RUTA_STATIC_DIR: dir,
      MAP_STYLE_URL: "https://maps.example.com/style.json",
      GOOGLE_MAPS_API_KEY: "browser-key</script>",
      SESSION_RECORDING_ID: "rec1",
    })
    try {
      const res = await restarted.app.inject({
        method: "GET",
        url: "/app-config.js",
      })
      // No value can end the script it is in.
      expect(res.body).not.toContain("</script>")
      expect(settingsOf(res.body)).toEqual({
        googleMapsApiKey: "browser-key</script>",
        mapStyleUrl: "https://maps.example.com/style.json",
        sessionRecording: {
          id: "rec1",
          src: "https://www.clarity.ms/tag/{id}",
        },
      })
      const first = await get("/app-config.js")
      expect(res.headers.etag).not.toBe(first.headers.etag)
    } finally {
      await restarted.close()
    }
  })

  it("draws a real street map by default: OpenFreeMap's style", () => {
    const defaults = browserSettings(loadConfig({}))
    expect(defaults.mapStyleUrl).toBe(
      "https://tiles.openfreemap.org/styles/liberty"
    )
    expect(() => loadConfig({ MAP_STYLE_URL: "streets" })).toThrow(
      /MAP_STYLE_URL must be a URL or none/
    )
  })
})
