import type { OpenApiDocument } from "./operations.ts"
import { mapOperations } from "./operations.ts"

const capital = (word: string) =>
  word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()

/**
 * The `operationId` of an operation, from its method and path by one rule a reader can apply
 * by hand: the method, then each segment of the path in PascalCase, a parameter as `By` and its
 * name. `GET /users` is `getUsers`, `PUT /users/{id}/status` is `putUsersByIdStatus`, and
 * `POST /optimizations/{id}/optimize` is `postOptimizationsByIdOptimize`. Method and path are
 * unique in a document, so the names are too.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split("/")
    .filter(Boolean)
    .flatMap((segment) => {
      const parameter = /^\{(.+)\}$/.exec(segment)?.[1]
      const parts = (parameter ?? segment).split(/[-_.]/).map(capital)
      return parameter ? ["By", ...parts] : parts
    })
  return method.toLowerCase() + words.join("")
}

/**
 * Gives every operation an `operationId` (a generated client names its functions by them), and
 * fails when two operations would share one.
 */
export function addOperationIds(document: OpenApiDocument): OpenApiDocument {
  const seen = new Map<string, string>()
  return mapOperations(document, (operation, { path, method }) => {
    const operationId = operation.operationId ?? operationIdOf(method, path)
    const place = `${method.toUpperCase()} ${path}`
    const other = seen.get(operationId)
    if (other)
      throw new Error(
        `The operations ${other} and ${place} would share the operationId ${operationId}`
      )
    seen.set(operationId, place)
    return { operationId, ...operation }
  })
}
