import type { FastifyError, FastifyInstance } from "fastify"
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod"

import { AppError, ErrorCode } from "../lib/errors.ts"

function isConnectionFailure(error: unknown): boolean {
  const code = (error as { code?: unknown }).code
  return (
    typeof code === "string" &&
    ["ECONNREFUSED", "ECONNRESET", "57P01", "57P03", "08006", "08001"].includes(
      code
    )
  )
}

/**
 * Fastify's own client errors, in the API's words (and so in the caller's language, like every
 * other message). Codes not listed keep Fastify's text.
 */
const frameworkMessages: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "The request body is not valid JSON.",
  FST_ERR_CTP_EMPTY_JSON_BODY: "The request body is empty.",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "This type of content is not accepted.",
  FST_ERR_CTP_BODY_TOO_LARGE: "The request is too large.",
  FST_FILES_LIMIT: "Send one file at a time.",
  FST_FIELDS_LIMIT: "The form has too many fields.",
  FST_PARTS_LIMIT: "The form has too many fields.",
}

/**
 * Maps every failure to `{ statusCode, code, message, details? }`. Validation errors list each
 * field with the schema's own message (the spec's messages, from @ruta/validation).
 */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        field:
          issue.instancePath.replace(/^\//, "").replaceAll("/", ".") || "body",
        message: issue.message ?? "Invalid value",
      }))
      return reply.status(400).send({
        statusCode: 400,
        code: ErrorCode.VALIDATION_ERROR,
        message: details[0]?.message ?? "Invalid request",
        details,
      })
    }
    if (error instanceof AppError) {
      if (error.statusCode === 401 || error.statusCode === 403) {
        request.log.warn(
          { code: error.code, user: request.user?.id_user },
          "access refused"
        )
      }
      return reply
        .status(error.statusCode)
        .headers(error.headers)
        .send({
          statusCode: error.statusCode,
          code: error.code,
          message: error.message,
          ...(error.details === undefined ? {} : { details: error.details }),
        })
    }
    if (isConnectionFailure(error)) {
      request.log.error({ err: error }, "database unavailable")
      return reply.status(503).send({
        statusCode: 503,
        code: ErrorCode.SERVICE_UNAVAILABLE,
        message: "The service is temporarily unavailable. Please try again.",
      })
    }
    const statusCode = error.statusCode ?? 500
    if (statusCode < 500) {
      return reply.status(statusCode).send({
        statusCode,
        code: error.code ?? "BAD_REQUEST",
        message: frameworkMessages[error.code ?? ""] ?? error.message,
      })
    }
    request.log.error({ err: error }, "request failed")
    return reply.status(500).send({
      statusCode: 500,
      code: ErrorCode.INTERNAL_ERROR,
      message: "Something went wrong on our side. Please try again.",
    })
  })
}
