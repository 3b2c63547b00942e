import { availableParallelism } from "node:os"

import { describe, expect, it } from "vitest"

import { ConfigError, loadConfig } from "../src/config.ts"

describe("loadConfig", () => {
  it("has working defaults for a fresh machine", () => {
    const config = loadConfig({})
    expect(config.PORT).toBe(3000)
    expect(config.ACCESS_TOKEN_TTL_SECONDS).toBe(900)
    expect(config.dataDir).toMatch(/\.data$/)
  })

  it("reads PORT and ACCESS_TOKEN_TTL_SECONDS", () => {
    expect(
      loadConfig({ PORT: "4000", ACCESS_TOKEN_TTL_SECONDS: "2" })
    ).toMatchObject({
      PORT: 4000,
      ACCESS_TOKEN_TTL_SECONDS: 2,
    })
  })

  it("lists every bad value with what it must be", () => {
    try {
      loadConfig({ PORT: "http", DATABASE_URL: "mysql://x", LOG_LEVEL: "loud" })
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError)
      expect((error as ConfigError).problems).toEqual([
        "PORT must be a whole number",
        "DATABASE_URL must start with postgres:// or postgresql://",
        "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
      ])
    }
  })

  it("solves on the spare cores, one to four, unless OPTIMIZE_THREADS says", () => {
    const spare = Math.min(4, Math.max(1, availableParallelism() - 1))
    expect(loadConfig({}).OPTIMIZE_THREADS).toBe(spare)
    // The runs a process works at once share the spare cores.
    expect(loadConfig({ OPTIMIZE_WORKERS: "2" }).OPTIMIZE_THREADS).toBe(
      Math.max(1, Math.floor(spare / 2))
    )
    expect(loadConfig({ OPTIMIZE_WORKERS: "16" }).OPTIMIZE_THREADS).toBe(1)
    expect(loadConfig({ OPTIMIZE_WORKERS: "0" }).OPTIMIZE_THREADS).toBe(spare)
    expect(loadConfig({ OPTIMIZE_THREADS: "3" }).OPTIMIZE_THREADS).toBe(3)
    expect(() => loadConfig({ OPTIMIZE_THREADS: "0" })).toThrow(
      "OPTIMIZE_THREADS must be between 1 and 16"
    )
  })

  it("requires JWT_SECRET in production", () => {
    expect(() => loadConfig({ NODE_ENV: "production" })).toThrow(
      /JWT_SECRET must be set/
    )
  })
})
