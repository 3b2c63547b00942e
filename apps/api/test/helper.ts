import { readFileSync } from "node:fs"
import { Writable } from "node:stream"

import type { FastifyInstance } from "fastify"
import { expect, inject } from "vitest"

import { buildApp } from "../src/app.ts"
import { loadConfig } from "../src/config.ts"
import type { DataStore } from "../src/db/database.ts"
import { openDataStore } from "../src/db/database.ts"
import { createDatabase } from "../src/db/new-database.ts"
import { DEMO_PASSWORD } from "../src/db/seed.ts"
import { totpCode } from "../src/modules/auth/totp.ts"

/** A clock the test moves by hand. */
export function fakeClock(start = Date.UTC(2026, 10, 21, 9, 0, 0)) {
  let time = start
  return {
    now: () => time,
    advance: (seconds: number) => {
      time += seconds * 1000
    },
  }
}

/**
 * A fresh database with the reference and demo data, copied from the run's template
 * (database-template.ts): in-memory PGlite, or a new database on the PostgreSQL server named by
 * DATABASE_URL (the PostgreSQL lane of `npm test`).
 */
export async function openTestStore(): Promise<DataStore> {
  const template = inject("databaseTemplate")
  const serverUrl = process.env.DATABASE_URL
  if (serverUrl)
    return openDataStore({
      databaseUrl: await createDatabase(serverUrl, "ruta_test", template),
      dataDir: null,
    })
  return openDataStore({
    dataDir: null,
    initialData: new Blob([readFileSync(template)]),
  })
}

export interface TestApp {
  app: FastifyInstance
  store: DataStore
  clock: ReturnType<typeof fakeClock>
  logs: string[]
  /** The authenticator secret of each user `login` enrolled, by email. */
  twoFactorSecrets: Map<string, string>
  /**
   * Signs in with the password, then takes the two-factor step when asked: enrols an
   * authenticator (an administrator, RUTA_ADMIN_TWO_FACTOR=required), or moves the clock to the
   * next 30-second step and types its code.
   */
  login(
    email: string,
    password?: string
  ): Promise<{ accessToken: string; refreshToken: string }>
  close(): Promise<void>
}

export async function createTestApp(
  env: Record<string, string> = {}
): Promise<TestApp> {
  const store = await openTestStore()
  const clock = fakeClock()
  const logs: string[] = []
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      logs.push(String(chunk))
      done()
    },
  })
  const config = loadConfig({ LOG_LEVEL: "info", NODE_ENV: "test", ...env })
  const app = await buildApp({
    config,
    store,
    secret: new TextEncoder().encode("test-secret-test-secret-test-secret!"),
    now: clock.now,
    logStream,
  })
  await app.ready()
  const twoFactorSecrets = new Map<string, string>()
  const post = async (url: string, payload: object) => {
    const res = await app.inject({
      method: "POST",
      url: `/api/v1${url}`,
      payload,
    })
    expect(res.statusCode, `${url}: ${res.body}`).toBe(200)
    return res.json().data
  }
  return {
    app,
    store,
    clock,
    logs,
    twoFactorSecrets,
    async login(email, password = DEMO_PASSWORD) {
      const data = await post("/auth/login", { email, password })
      const { twoFactor, twoFactorToken } = data
      if (twoFactor === "enrol") {
        const { secret } = await post("/auth/two-factor/enrolment", {
          twoFactorToken,
        })
        twoFactorSecrets.set(email, secret)
        const code = totpCode(secret, clock.now())
        const { accessToken, refreshToken } = await post(
          "/auth/two-factor/enrolment/confirm",
          { twoFactorToken, code }
        )
        return { accessToken, refreshToken }
      }
      if (twoFactor === "code") {
        const secret = twoFactorSecrets.get(email)
        if (!secret) throw new Error(`${email} enrolled outside login()`)
        // A code signs in once: the next one is of the next step.
        clock.advance(30)
        const code = totpCode(secret, clock.now())
        return post("/auth/login/two-factor", { twoFactorToken, code })
      }
      return data
    },
    async close() {
      await app.close()
      await store.close()
    },
  }
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

/** Asserts a 400 whose details name `field` with exactly `message`. */
export function expectValidationError(
  res: { statusCode: number; json(): unknown },
  field: string,
  message: string
) {
  expect(res.statusCode).toBe(400)
  const body = res.json() as {
    code: string
    details: { field: string; message: string }[]
  }
  expect(body.code).toBe("VALIDATION_ERROR")
  expect(body.details).toContainEqual({ field, message })
}
