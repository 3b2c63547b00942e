import os from "node:os"
import path from "node:path"

import { z } from "zod"

const seconds = (min: number) =>
  z.coerce
    .number({ error: "must be a whole number of seconds" })
    .int("must be a whole number of seconds")
    .min(min, `must be at least ${min}`)

/** A whole number from min to max. */
const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: "must be a whole number" })
    .int("must be a whole number")
    .min(min, `must be between ${min} and ${max}`)
    .max(max, `must be between ${min} and ${max}`)

const port = wholeNumber(0, 65535)

/**
 * Threads per optimize run by default: the spare cores (all but one, at most
 * four) shared among the runs this process works at once, so that workers
 * times threads never asks for more cores than there are.
 */
const defaultThreads = (workers: number) =>
  Math.max(
    1,
    Math.floor(
      Math.min(4, Math.max(1, os.availableParallelism() - 1)) /
        Math.max(1, workers)
    )
  )

const flag = z
  .enum(["true", "false", "1", "0"], { error: "must be true or false" })
  .transform((value) => value === "true" || value === "1")

const optionalUrl = z.url({ error: "must be a URL" }).optional()

/** Every environment variable the API reads, with its default. docs/configuration.md lists them. */
const environmentSchema = z.object({
  NODE_ENV: z
    .enum(["development", "production", "test"], {
      error: "must be development, production or test",
    })
    .default("development"),
  HOST: z.string().min(1).default("0.0.0.0"),
  PORT: port.default(3000),
  PUBLIC_URL: optionalUrl,
  DATABASE_URL: z
    .string()
    .regex(
      /^postgres(ql)?:\/\//,
      "must start with postgres:// or postgresql://"
    )
    .optional(),
  RUTA_DATA_DIR: z.string().min(1).default(".data"),
  RUTA_SEED_DEMO: flag.default(false),
  /** With the demo data, a route for the demo drivers on the day the product runs. */
  RUTA_DEMO_DAY: flag.default(true),
  RUTA_MIGRATE_ON_START: flag.default(true),
  RUTA_STATIC_DIR: z.string().optional(),
  RUTA_MOBILE_STATIC_DIR: z.string().optional(),
  JWT_SECRET: z
    .string()
    .min(32, "must be at least 32 characters long")
    .optional(),
  ACCESS_TOKEN_TTL_SECONDS: seconds(1).default(900),
  REFRESH_TOKEN_TTL_SECONDS: seconds(60).default(60 * 60 * 24 * 14),
  REFRESH_TOKEN_GRACE_SECONDS: seconds(0).default(10),
  RESET_TOKEN_TTL_SECONDS: seconds(60)
    .max(1800, "must be at most 1800 (30 minutes)")
    .default(1800),
  LOGIN_MAX_FAILURES_PER_ACCOUNT: seconds(1).default(5),
  LOGIN_MAX_ATTEMPTS_PER_IP: seconds(1).default(30),
  LOGIN_WINDOW_SECONDS: seconds(1).default(900),
  RUTA_ADMIN_TWO_FACTOR: z
    .enum(["required", "optional"], { error: "must be required or optional" })
    .default("required"),
  SIGN_UP_MAX_PER_IP: seconds(1).default(5),
  SIGN_UP_WINDOW_SECONDS: seconds(1).default(3600),
  VERIFY_EMAIL_TOKEN_TTL_SECONDS: seconds(300).default(60 * 60 * 48),
  MOBILE_TOKEN_TTL_SECONDS: seconds(60).default(60 * 60 * 24),
  REQUEST_TIMEOUT_SECONDS: seconds(1).default(30),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
    .optional(),
  MAIL_FROM: z.string().default("Ruta <no-reply@ruta.local>"),
  /**
   * The Standard Webhooks secret that signs bounce reports posted to
   * /notifications/email/bounces; unset, that route answers it is not configured.
   */
  EMAIL_EVENTS_SECRET: z
    .string()
    .regex(
      /^whsec_[A-Za-z0-9+/]{32,}={0,2}$/,
      "must be whsec_ and at least 24 bytes in base64"
    )
    .optional(),
  /** Customer SMS through Twilio: all three set, or the SMS channel is off (docs/notifications.md). */
  TWILIO_ACCOUNT_SID: z.string().min(1).optional(),
  TWILIO_AUTH_TOKEN: z.string().min(1).optional(),
  TWILIO_FROM: z.string().min(1).optional(),
  /** Twilio's REST API origin: set only to reach a stand-in (tests, staging). */
  TWILIO_API_URL: optionalUrl,
  /** How many days after its visit a customer's tracking link still opens. */
  TRACKING_LINK_DAYS: wholeNumber(1, 90).default(7),
  SESSION_RECORDING_ORIGIN: z
    .url({ error: "must be a URL" })
    .transform((url) => new URL(url).origin)
    .optional(),
  // The browser's settings, handed to the pages at run time (lib/browser-settings.ts).
  SESSION_RECORDING_ID: z.string().optional(),
  SESSION_RECORDING_SRC: z
    .url({ error: "must be a URL" })
    .default("https://www.clarity.ms/tag/{id}"),
  GOOGLE_MAPS_API_KEY: z.string().optional(),
  MAP_STYLE_URL: z
    .union([z.literal("none"), z.url({ error: "must be a URL or none" })], {
      error: "must be a URL or none",
    })
    .default("https://tiles.openfreemap.org/styles/liberty"),
  MAP_ORIGINS: z
    .string()
    .transform((list, ctx) => {
      const origins: string[] = []
      for (const item of list.split(",").map((s) => s.trim()))
        if (item)
          try {
            origins.push(new URL(item).origin)
          } catch {
            ctx.addIssue({
              code: "custom",
              message: "must be a comma-separated list of URLs",
            })
            return z.NEVER
          }
      return origins
    })
    .default([]),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_REDIRECT_URI: optionalUrl,
  GOOGLE_TOKEN_URL: z
    .url({ error: "must be a URL" })
    .default("https://oauth2.googleapis.com/token"),
  GOOGLE_JWKS_URL: z
    .url({ error: "must be a URL" })
    .default("https://www.googleapis.com/oauth2/v3/certs"),
  GOOGLE_ISSUER: z.string().default("https://accounts.google.com"),
  TRAVEL_PROVIDER: z
    .enum(["offline", "osrm", "valhalla"], {
      error: "must be offline, osrm or valhalla",
    })
    .optional(),
  OSRM_URL: optionalUrl,
  VALHALLA_URL: optionalUrl,
  TRAVEL_TIMEOUT_MS: z.coerce
    .number({ error: "must be a whole number of milliseconds" })
    .int("must be a whole number of milliseconds")
    .min(100, "must be at least 100")
    .default(10_000),
  TRAVEL_MATRIX_CHUNK: wholeNumber(2, 1000).default(100),
  OPTIMIZE_WORKERS: wholeNumber(0, 16).default(1),
  OPTIMIZE_THREADS: wholeNumber(1, 16).optional(),
  /**
   * An iteration budget for every optimize run: the search follows it and the run's time limit
   * only stops it, so plans compared are searched alike whatever the machine's load (benchmarks).
   */
  OPTIMIZE_ITERATIONS: wholeNumber(1, 100_000_000).optional(),
  OPTIMIZE_CLIENT_CONCURRENCY: wholeNumber(1, 100).default(2),
  /** Calls one API key may make per API_KEY_RATE_WINDOW_SECONDS (counted on the database, for every API process together). */
  API_KEY_RATE_LIMIT: wholeNumber(1, 1_000_000).default(600),
  API_KEY_RATE_WINDOW_SECONDS: seconds(1).default(60),
  /**
   * Lets webhooks reach loopback and private addresses, over http too: for tests and on-premise
   * receivers only (docs/integrations.md, SSRF).
   */
  WEBHOOKS_ALLOW_PRIVATE: flag.default(false),
  /** Jobs of each event queue (fan-out, webhook deliveries, customer notifications) this process works at once. */
  EVENT_WORKERS: wholeNumber(0, 64).default(8),
  /**
   * PostgreSQL only: the connections of the queue workers' own pool, apart from the API's 10, so
   * a burst of background work never holds the connections the requests need.
   */
  BACKGROUND_DB_CONNECTIONS: wholeNumber(1, 64).default(4),
  /** Webhook deliveries this process sends at once; four times EVENT_WORKERS when unset. */
  WEBHOOK_WORKERS: wholeNumber(0, 256).optional(),
  GEOCODER: z
    .enum(["offline", "nominatim", "photon", "google"], {
      error: "must be offline, nominatim, photon or google",
    })
    .optional(),
  GEOCODER_URL: optionalUrl,
  GOOGLE_GEOCODING_API_KEY: z.string().optional(),
  GOOGLE_GEOCODING_URL: z
    .url({ error: "must be a URL" })
    .default("https://maps.googleapis.com/maps/api/geocode/json"),
  GEOCODER_TIMEOUT_MS: z.coerce
    .number({ error: "must be a whole number of milliseconds" })
    .int("must be a whole number of milliseconds")
    .min(100, "must be at least 100")
    .default(5000),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, "must start with sk_ or rk_")
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .regex(/^pk_/, "must start with pk_")
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, "must start with whsec_")
    .optional(),
  STRIPE_API_HOST: z.string().min(1).optional(),
  STRIPE_API_PORT: port.optional(),
  STRIPE_API_PROTOCOL: z
    .enum(["https", "http"], { error: "must be https or http" })
    .optional(),
  STRIPE_USAGE_REPORT_SECONDS: seconds(0).default(3600),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag.default(false),
  FILE_LINK_TTL_SECONDS: seconds(10)
    .max(3600, "must be at most 3600 (an hour)")
    .default(300),
  COMPLETION_DISTANCE_M: wholeNumber(1, 100_000).default(150),
  METRICS_TOKEN: z
    .string()
    .min(16, "must be at least 16 characters long")
    .optional(),
  METRICS_PORT: wholeNumber(1, 65535).optional(),
  POSITION_RETENTION_DAYS: wholeNumber(1, 3650).default(90),
})

export type Config = Omit<
  z.infer<typeof environmentSchema>,
  "GEOCODER" | "TRAVEL_PROVIDER" | "OPTIMIZE_THREADS" | "WEBHOOK_WORKERS"
> & {
  /** WEBHOOK_WORKERS, or four times EVENT_WORKERS (a send waits on the network, not the CPU). */
  WEBHOOK_WORKERS: number
  /** OPTIMIZE_THREADS, or the spare cores shared among OPTIMIZE_WORKERS runs. */
  OPTIMIZE_THREADS: number
  /** The geocoding service: GEOCODER, or google with a key, nominatim with a URL, else offline. */
  GEOCODER: "offline" | "nominatim" | "photon" | "google"
  /** Travel times: TRAVEL_PROVIDER, or osrm / valhalla when only its URL is set, else offline. */
  TRAVEL_PROVIDER: "offline" | "osrm" | "valhalla"
  /** Absolute path of the data folder (PGlite files, generated secrets). */
  dataDir: string
}

export class ConfigError extends Error {
  constructor(public readonly problems: string[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`
    )
    this.name = "ConfigError"
  }
}

/**
 * Reads and checks the environment.
 *
 * @param env - the variables to read, `process.env` by default
 * @returns the typed configuration
 * @throws ConfigError listing every bad variable with what it must be
 */
export function loadConfig(
  env: Record<string, string | undefined> = process.env
): Config {
  // Empty strings mean "unset", as in most .env tooling.
  const present = Object.fromEntries(
    Object.entries(env).filter(
      ([, value]) => value !== undefined && value !== ""
    )
  )
  const parsed = environmentSchema.safeParse(present)
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map(
        (issue) => `${issue.path.join(".")} ${issue.message}`
      )
    )
  }
  const config = parsed.data
  if (config.NODE_ENV === "production" && !config.JWT_SECRET) {
    throw new ConfigError([
      "JWT_SECRET must be set in production (at least 32 characters)",
    ])
  }
  const geocoder =
    config.GEOCODER ??
    (config.GOOGLE_GEOCODING_API_KEY
      ? "google"
      : config.GEOCODER_URL
        ? "nominatim"
        : "offline")
  if (
    (geocoder === "nominatim" || geocoder === "photon") &&
    !config.GEOCODER_URL
  )
    throw new ConfigError([
      `GEOCODER_URL must be set when GEOCODER=${geocoder}`,
    ])
  if (geocoder === "google" && !config.GOOGLE_GEOCODING_API_KEY)
    throw new ConfigError([
      "GOOGLE_GEOCODING_API_KEY must be set when GEOCODER=google",
    ])
  if (
    config.S3_BUCKET &&
    !config.S3_ACCESS_KEY_ID !== !config.S3_SECRET_ACCESS_KEY
  )
    throw new ConfigError([
      "S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together",
    ])
  const travel =
    config.TRAVEL_PROVIDER ??
    (config.OSRM_URL ? "osrm" : config.VALHALLA_URL ? "valhalla" : "offline")
  if (travel === "osrm" && !config.OSRM_URL)
    throw new ConfigError(["OSRM_URL must be set when TRAVEL_PROVIDER=osrm"])
  if (travel === "valhalla" && !config.VALHALLA_URL)
    throw new ConfigError([
      "VALHALLA_URL must be set when TRAVEL_PROVIDER=valhalla",
    ])
  return {
    ...config,
    GEOCODER: geocoder,
    TRAVEL_PROVIDER: travel,
    OPTIMIZE_THREADS:
      config.OPTIMIZE_THREADS ?? defaultThreads(config.OPTIMIZE_WORKERS),
    WEBHOOK_WORKERS: config.WEBHOOK_WORKERS ?? 4 * config.EVENT_WORKERS,
    dataDir: path.resolve(config.RUTA_DATA_DIR),
  }
}

/**
 * The configuration of a process started from the command line (the API, the worker): a bad
 * variable ends the process with the list of what each must be, not a stack trace.
 */
export function loadConfigOrExit(): Config {
  try {
    return loadConfig()
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message)
      process.exit(1)
    }
    throw error
  }
}
