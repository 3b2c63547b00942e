// The parts of the OpenAPI document that the document steps of this folder read and write.

/** A JSON Schema (2020-12, as OpenAPI 3.1 uses it). */
export type JsonSchema = Record<string, unknown> & {
  type?: string | string[]
  description?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  $ref?: string
}

/** A media type of a request body or response: its schema and the encoding of its parts. */
export interface MediaType {
  schema?: JsonSchema
  encoding?: Record<string, { contentType?: string }>
}

/** One response of an operation, by status. */
export type Response = Record<string, unknown> & {
  description?: string
  headers?: Record<string, unknown>
  content?: Record<string, MediaType>
}

/** One operation (a method of a path); `x-` keys are the route schema's extensions. */
export type Operation = Record<string, unknown> & {
  operationId?: string
  security?: Record<string, string[]>[]
  responses?: Record<string, Response>
  parameters?: unknown[]
  requestBody?: { required?: boolean; content: Record<string, MediaType> }
}

/** An OpenAPI 3.1 document, as far as these steps need it. */
export type OpenApiDocument = Record<string, unknown> & {
  paths?: Record<string, Record<string, Operation>>
  components?: Record<string, Record<string, unknown> | undefined> & {
    schemas?: Record<string, JsonSchema>
  }
}

/** The methods of a path item that are operations (a path item also holds `parameters` etc.). */
const METHODS = new Set([
  "get",
  "put",
  "post",
  "delete",
  "options",
  "head",
  "patch",
  "trace",
])

/** Where an operation is: its path (relative to the server) and its method, lower case. */
export interface OperationPlace {
  path: string
  method: string
}

/**
 * A copy of `document` with every operation replaced by `rewrite(operation, place)`; the
 * document itself is left as it was.
 */
export function mapOperations(
  document: OpenApiDocument,
  rewrite: (operation: Operation, place: OperationPlace) => Operation
): OpenApiDocument {
  const paths = Object.fromEntries(
    Object.entries(document.paths ?? {}).map(([path, item]) => [
      path,
      Object.fromEntries(
        Object.entries(item).map(([method, operation]) => [
          method,
          METHODS.has(method)
            ? rewrite(operation, { path, method })
            : operation,
        ])
      ),
    ])
  )
  return { ...document, paths }
}

/** `operation` without the extension `key`, and the value it had. */
export function takeExtension<T>(
  operation: Operation,
  key: `x-${string}`
): [Operation, T | undefined] {
  const { [key]: value, ...rest } = operation
  return [rest as Operation, value as T | undefined]
}
