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
        message: error.message,
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
