import type { OpenApiDocument } from "./operations.ts"
import { mapOperations } from "./operations.ts"

/**
 * Says `security: []` on each operation that declares no security (sign-in, sign-up, health,
 * files by their signed link): public, rather than silent, so a generated client sends no
 * credentials and a linter sees every operation's security.
 */
export function declarePublicOperations(
  document: OpenApiDocument
): OpenApiDocument {
  return mapOperations(document, (operation) =>
    operation.security ? operation : { ...operation, security: [] }
  )
}
