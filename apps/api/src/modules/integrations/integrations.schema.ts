import {
  bigint,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  uniqueIndex,
} from "drizzle-orm/pg-core"

import {
  at,
  createdAt,
  required,
  clientColumn,
  creator,
} from "../../db/columns.ts"
import { roles } from "../roles/roles.schema.ts"
import { subsidiaries } from "../subsidiaries/subsidiaries.schema.ts"

/**
 * A client's API keys (docs/integrations.md): `rk_` and 43 random characters, shown once and
 * stored as a SHA-256 hash. A key acts with `id_role` (a role of the client's kinds, never more
 * than its creator held) and, when `id_subsidiary` is set, on that one site only.
 */
export const apiKeys = pgTable(
  "api_keys",
  {
    id_api_key: serial("id_api_key").primaryKey(),
    id_client: clientColumn(),
    id_subsidiary: integer("id_subsidiary").references(
      () => subsidiaries.id_subsidiary,
      { onDelete: "cascade" }
    ),
    name: text("name").notNull(),
    /** What the list shows of the key: `rk_` and its first 8 characters. */
    prefix: text("prefix").notNull(),
    key_hash: text("key_hash").notNull(),
    id_role: required("id_role", () => roles.id_role),
    createdBy: creator(),
    createdAt: createdAt(),
    expiresAt: at("expires_at"),
    revokedAt: at("revoked_at"),
    lastUsedAt: at("last_used_at"),
    lastIp: text("last_ip"),
  },
  (t) => [
    uniqueIndex("api_keys_hash").on(t.key_hash),
    index("api_keys_client").on(t.id_client),
  ]
)

/**
 * The answers of POST calls sent with an `Idempotency-Key` (Stripe's convention,
 * docs/integrations.md), per caller (`user:<id>` or `key:<id>`), kept a day: the same key and
 * body answer the first answer again. `status_code` is null while the first call runs. Only
 * the caller that sent it can reach a row (by its own caller and key), so there is no client
 * column and no row-level security.
 */
export const idempotencyKeys = pgTable(
  "idempotency_keys",
  {
    caller: text("caller").notNull(),
    key: text("key").notNull(),
    /** SHA-256 of the method, path and body. */
    request_hash: text("request_hash").notNull(),
    status_code: integer("status_code"),
    content_type: text("content_type"),
    body: text("body"),
    /** The answer's `Location` (a create's), sent again with the body. */
    location: text("location"),
    createdAt: createdAt(),
    expiresAt: at("expires_at").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.caller, t.key] }),
    index("idempotency_keys_expiry").on(t.expiresAt),
  ]
)

/**
 * The calls counted by a rate limit (`@fastify/rate-limit`'s store, docs/integrations.md), one
 * row per limited thing (`api-key:<id>`), shared by every API process on the database: `hits`
 * since `window_start_ms` (the database's clock, in epoch milliseconds). No client column and
 * no row-level security: only the limiter reads it, by key.
 */
export const rateLimitHits = pgTable("rate_limit_hits", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  window_start_ms: bigint("window_start_ms", { mode: "number" }).notNull(),
})
