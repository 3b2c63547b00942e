import type { OpenApiDocument, Operation, Response } from "./operations.ts"
import { mapOperations } from "./operations.ts"

const parameters = {
  IdempotencyKey: {
    name: "Idempotency-Key",
    in: "header",
    required: false,
    description:
      "Makes the call safe to send again (Stripe's convention, kept 24 hours): the same key and " +
      "body answer the first answer again, with `Idempotent-Replayed: true`; the same key with " +
      "another body, or while the first call runs, answers 409. Answers of 500 and above are " +
      "not kept. One key per caller: a person's session or an API key.",
    schema: { type: "string", minLength: 1, maxLength: 255 },
  },
}

const integer = { type: "integer", minimum: 0 }

const headers = {
  Location: {
    description:
      "Where the new resource is read (`GET`), as an absolute path (`/api/v1/routes/7`); sent " +
      "when the API has a `GET` for what was made.",
    schema: { type: "string", format: "uri-reference" },
  },
  IdempotentReplayed: {
    description:
      "`true` when this is the kept answer of an earlier call with the same `Idempotency-Key`.",
    schema: { type: "string", enum: ["true"] },
  },
  RetryAfter: {
    description: "Seconds to wait before trying again.",
    schema: integer,
  },
  RateLimitLimit: {
    description:
      "Calls an API key may make in the window (calls with an API key only).",
    schema: integer,
  },
  RateLimitRemaining: {
    description: "Calls left to the API key in the current window.",
    schema: integer,
  },
  RateLimitReset: {
    description: "Seconds until the window starts again.",
    schema: integer,
  },
}

const ref = (kind: "parameters" | "headers", name: string) => ({
  $ref: `#/components/${kind}/${name}`,
})

const rateLimitHeaders = {
  "RateLimit-Limit": ref("headers", "RateLimitLimit"),
  "RateLimit-Remaining": ref("headers", "RateLimitRemaining"),
  "RateLimit-Reset": ref("headers", "RateLimitReset"),
}

/** A signed-in POST: `Idempotency-Key` applies (see plugins/idempotency.ts). */
const isIdempotent = (operation: Operation, method: string) =>
  method === "post" &&
  (operation.security ?? []).some((scheme) => Object.keys(scheme).length > 0)

/** The operation may be called with an API key, so its answers carry the rate limit's headers. */
const takesApiKey = (operation: Operation) =>
  (operation.security ?? []).some((scheme) => "apiKey" in scheme)

const withHeaders = (response: Response, added: Record<string, unknown>) => ({
  ...response,
  headers: { ...response.headers, ...added },
})

/**
 * Declares the integration headers on each operation that takes or answers them:
 * `Location` on every 201 Created, `Idempotency-Key` (and `Idempotent-Replayed` on its
 * successes) on signed-in POSTs, `Retry-After` on every 429, and the `RateLimit-*` headers on the
 * answers of operations an API key may call. Declared once among the components, referred to
 * from the operations.
 */
export function declareIntegrationHeaders(
  document: OpenApiDocument
): OpenApiDocument {
  const rewritten = mapOperations(document, (operation, { method }) => {
    const idempotent = isIdempotent(operation, method)
    const limited = takesApiKey(operation)
    const responses = Object.fromEntries(
      Object.entries(operation.responses ?? {}).map(([status, response]) => {
        let added: Record<string, unknown> = {}
        if (status === "429")
          added = { "Retry-After": ref("headers", "RetryAfter") }
        if (status === "201") added = { Location: ref("headers", "Location") }
        if (limited) added = { ...added, ...rateLimitHeaders }
        if (idempotent && status.startsWith("2"))
          added = {
            ...added,
            "Idempotent-Replayed": ref("headers", "IdempotentReplayed"),
          }
        return [
          status,
          Object.keys(added).length ? withHeaders(response, added) : response,
        ]
      })
    )
    return {
      ...operation,
      ...(idempotent && {
        parameters: [
          ...(operation.parameters ?? []),
          ref("parameters", "IdempotencyKey"),
        ],
      }),
      responses,
    }
  })
  return {
    ...rewritten,
    components: {
      ...rewritten.components,
      parameters: { ...rewritten.components?.parameters, ...parameters },
      headers: { ...rewritten.components?.headers, ...headers },
    },
  }
}
