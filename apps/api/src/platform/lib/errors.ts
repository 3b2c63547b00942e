/** The error codes the API answers with, besides Fastify's own. */
export const ErrorCode = {
  VALIDATION_ERROR: "VALIDATION_ERROR",
  INVALID_CREDENTIALS: "INVALID_CREDENTIALS",
  TOO_MANY_ATTEMPTS: "TOO_MANY_ATTEMPTS",
  ACCESS_TOKEN_EXPIRED: "ACCESS_TOKEN_EXPIRED",
  INVALID_TOKEN: "INVALID_TOKEN",
  INVALID_REFRESH_TOKEN: "INVALID_REFRESH_TOKEN",
  REFRESH_TOKEN_REUSED: "REFRESH_TOKEN_REUSED",
  INVALID_RESET_TOKEN: "INVALID_RESET_TOKEN",
  EMAIL_NOT_VERIFIED: "EMAIL_NOT_VERIFIED",
  INVALID_VERIFICATION_TOKEN: "INVALID_VERIFICATION_TOKEN",
  SUBSCRIPTION_LINK_EXPIRED: "SUBSCRIPTION_LINK_EXPIRED",
  SUBSCRIPTION_LINK_USED: "SUBSCRIPTION_LINK_USED",
  FORBIDDEN: "FORBIDDEN",
  NOT_FOUND: "NOT_FOUND",
  CONFLICT: "CONFLICT",
  CARD_DECLINED: "CARD_DECLINED",
  NOT_CONFIGURED: "NOT_CONFIGURED",
  UPSTREAM_ERROR: "UPSTREAM_ERROR",
  SERVICE_UNAVAILABLE: "SERVICE_UNAVAILABLE",
  INTERNAL_ERROR: "INTERNAL_ERROR",
} as const
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode]

/** A failure the client is meant to see: it becomes `{ statusCode, code, message, details? }`. */
export class AppError extends Error {
  constructor(
    public readonly statusCode: number,
    public readonly code: ErrorCode,
    message: string,
    public readonly details?: unknown,
    public readonly headers: Record<string, string> = {}
  ) {
    super(message)
    this.name = "AppError"
  }
}

/** A 400 naming one field, as the validation errors do. */
export const invalidField = (field: string, message: string) =>
  new AppError(400, ErrorCode.VALIDATION_ERROR, message, [{ field, message }])

export const forbidden = (message = "You do not have permission to do this.") =>
  new AppError(403, ErrorCode.FORBIDDEN, message)

export const notFound = (message = "Not found.") =>
  new AppError(404, ErrorCode.NOT_FOUND, message)

export const conflict = (message: string) =>
  new AppError(409, ErrorCode.CONFLICT, message)
