import type { FastifyInstance, FastifyReply } from "fastify"

import { preferredLanguage } from "../lib/accept-language.ts"
import type { Language } from "../lib/accept-language.ts"
import { localiseMessage } from "../lib/messages-es.ts"

declare module "fastify" {
  interface FastifyRequest {
    /** The language the caller asked for in `Accept-Language`: "en" (the default) or "es". */
    readonly language: Language
  }
}

interface MessageBody {
  message: string
  details?: unknown
}

const isMessageBody = (payload: unknown): payload is MessageBody =>
  typeof payload === "object" &&
  payload !== null &&
  typeof (payload as { message?: unknown }).message === "string"

/** Adds `Accept-Language` to the reply's `Vary` header, once. */
function varyOnLanguage(reply: FastifyReply) {
  const vary = reply.getHeader("vary")
  const names = String(vary ?? "")
    .split(",")
    .map((name) => name.trim())
    .filter(Boolean)
  if (names.some((name) => name === "*" || /^accept-language$/i.test(name)))
    return
  reply.header("vary", [...names, "Accept-Language"].join(", "))
}

/** `{ data, message }` or `{ statusCode, code, message, details? }`, in `language`. */
function localiseBody(body: MessageBody, language: Language): MessageBody {
  const localised = {
    ...body,
    message: localiseMessage(body.message, language),
  }
  if (Array.isArray(body.details))
    localised.details = body.details.map((item: unknown) =>
      isMessageBody(item)
        ? { ...item, message: localiseMessage(item.message, language) }
        : item
    )
  return localised
}

/**
 * Answers in the caller's language: every JSON body with a `message` (route results, and the
 * error handler's and not-found handler's bodies, which go through the same serialization) gets
 * its `message` and each `details[].message` from the Spanish catalogue when `Accept-Language`
 * prefers Spanish, with `Content-Language` and `Vary: Accept-Language`.
 */
export function registerLanguage(app: FastifyInstance) {
  app.decorateRequest("language", {
    getter() {
      return preferredLanguage(this.headers["accept-language"])
    },
  })
  app.addHook("preSerialization", async (request, reply, payload: unknown) => {
    if (!isMessageBody(payload)) return payload
    const language = request.language
    reply.header("content-language", language)
    varyOnLanguage(reply)
    return language === "en" ? payload : localiseBody(payload, language)
  })
}
