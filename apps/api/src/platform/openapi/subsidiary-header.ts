import { SUBSIDIARY_HEADER } from "../authorization/authorization.ts"
import type { OpenApiDocument } from "./operations.ts"
import { mapOperations, takeExtension } from "./operations.ts"

/**
 * The route schema extension of a route that honours the `x-ruta-subsidiary` header (it runs
 * through `authorize`). The document step below turns it into the header parameter.
 */
export const SUBSIDIARY_HEADER_EXTENSION = "x-ruta-subsidiary-header"

declare module "fastify" {
  interface FastifySchema {
    /** The route honours the one-site header: see `SUBSIDIARY_HEADER_EXTENSION`. */
    [SUBSIDIARY_HEADER_EXTENSION]?: boolean
  }
}

/** The name of the header parameter among the document's component parameters. */
export const SUBSIDIARY_PARAMETER = "SubsidiaryHeader"

/** The header parameter, as the document's components declare it once. */
export const subsidiaryParameter = {
  name: SUBSIDIARY_HEADER,
  in: "header",
  required: false,
  description:
    "One-site mode: the id of the one site (subsidiary) to work on, instead of every site the " +
    "caller may see. A site the caller may not see gives no rows; a value other than digits " +
    "is ignored.",
  schema: { type: "string", pattern: "^\\d{1,9}$" },
}

/**
 * Declares the one-site header once among the component parameters, and refers to it from every
 * operation whose route schema carries the extension (which it removes).
 */
export function declareSubsidiaryHeader(
  document: OpenApiDocument
): OpenApiDocument {
  let used = false
  const ref = { $ref: `#/components/parameters/${SUBSIDIARY_PARAMETER}` }
  const rewritten = mapOperations(document, (operation) => {
    const [rest, honours] = takeExtension<boolean>(
      operation,
      SUBSIDIARY_HEADER_EXTENSION
    )
    if (!honours) return rest
    used = true
    return { ...rest, parameters: [...(rest.parameters ?? []), ref] }
  })
  if (!used) return rewritten
  return {
    ...rewritten,
    components: {
      ...rewritten.components,
      parameters: {
        ...rewritten.components?.parameters,
        [SUBSIDIARY_PARAMETER]: subsidiaryParameter,
      },
    },
  }
}
