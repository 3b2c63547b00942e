import { createHash } from "node:crypto"

import { and, eq, lt } from "drizzle-orm"
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify"

import type { DataStore } from "../../db/database.ts"
import { systemScope } from "../../db/database.ts"
import { idempotencyKeys } from "../../db/schema.ts"
import { AppError, ErrorCode, conflict } from "../lib/errors.ts"

/** How long an answer is kept for its key (Stripe keeps them 24 hours). */
const KEEP_MS = 24 * 3600_000
const HEADER = "idempotency-key"

declare module "fastify" {
  interface FastifyRequest {
    /** The caller and key of a POST sent with `Idempotency-Key`, until its answer is stored. */
    idempotency: { caller: string; key: string } | null
  }
}

/** Whose key it is: a person's session or an API key (a person's keys and sessions differ). */
const callerOf = (request: FastifyRequest) =>
  request.apiKey
    ? `key:${request.apiKey.id_api_key}`
    : request.user
      ? `user:${request.user.id_user}`
      : null

const hashOf = (request: FastifyRequest) =>
  createHash("sha256")
    .update(
      `${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`
    )
    .digest("hex")

const locationOf = (reply: FastifyReply) => {
  const location = reply.getHeader("location")
  return typeof location === "string" ? location : null
}

/**
 * `Idempotency-Key` on POST, for every signed-in caller (Stripe's convention): the same key and
 * body answer the first answer again (with `Idempotent-Replayed: true`), another body with the
 * same key gets 409, and so does a repeat while the first call is still running. A create's
 * replay answers its 201 and `Location` again. Answers of 500 and above are not kept, so such a
 * call can be tried again with its key. Checked after authentication and validation
 * (preHandler), so a refused call stores nothing.
 */
export function registerIdempotency(
  app: FastifyInstance,
  store: DataStore,
  now: () => number
) {
  app.decorateRequest("idempotency", null)
  const system = <T>(work: Parameters<DataStore["withScope"]>[1]) =>
    store.withScope(systemScope, work) as Promise<T>

  app.addHook("preHandler", async (request, reply) => {
    const key = request.headers[HEADER]
    const caller = callerOf(request)
    if (request.method !== "POST" || typeof key !== "string" || !caller) return
    if (key.length === 0 || key.length > 255)
      throw new AppError(
        400,
        ErrorCode.VALIDATION_ERROR,
        "An Idempotency-Key has 1 to 255 characters."
      )
    const request_hash = hashOf(request)
    const found = await system<typeof idempotencyKeys.$inferSelect | null>(
      async (tx) => {
        await tx
          .delete(idempotencyKeys)
          .where(
            and(
              eq(idempotencyKeys.caller, caller),
              lt(idempotencyKeys.expiresAt, new Date(now()))
            )
          )
        const inserted = await tx
          .insert(idempotencyKeys)
          .values({
            caller,
            key,
            request_hash,
            expiresAt: new Date(now() + KEEP_MS),
          })
          .onConflictDoNothing()
          .returning()
        if (inserted.length > 0) return null
        const [row] = await tx
          .select()
          .from(idempotencyKeys)
          .where(
            and(
              eq(idempotencyKeys.caller, caller),
              eq(idempotencyKeys.key, key)
            )
          )
        return row ?? null
      }
    )
    if (!found) {
      request.idempotency = { caller, key }
      return
    }
    if (found.request_hash !== request_hash)
      throw conflict(
        "This Idempotency-Key was already used with another request."
      )
    if (found.status_code === null)
      throw conflict(
        "A request with this Idempotency-Key is still being processed."
      )
    if (found.location) reply.header("location", found.location)
    return reply
      .status(found.status_code)
      .header("idempotent-replayed", "true")
      .type(found.content_type ?? "application/json")
      .send(found.body)
  })

  app.addHook("onSend", async (request, reply, payload) => {
    const pending = request.idempotency
    if (!pending) return payload
    request.idempotency = null
    const where = and(
      eq(idempotencyKeys.caller, pending.caller),
      eq(idempotencyKeys.key, pending.key)
    )
    await system(async (tx) => {
      if (reply.statusCode >= 500 || typeof payload !== "string") {
        await tx.delete(idempotencyKeys).where(where)
        return
      }
      await tx
        .update(idempotencyKeys)
        .set({
          status_code: reply.statusCode,
          content_type: String(reply.getHeader("content-type") ?? ""),
          body: payload,
          location: locationOf(reply),
        })
        .where(where)
    })
    return payload
  })
}
