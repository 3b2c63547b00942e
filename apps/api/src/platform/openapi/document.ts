import type { SwaggerTransform, SwaggerTransformObject } from "@fastify/swagger"
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
} from "fastify-type-provider-zod"

import { declareIntegrationHeaders } from "./integration-headers.ts"
import { addMultipartBodies } from "./multipart-body.ts"
import { addOperationIds } from "./operation-ids.ts"
import type { OpenApiDocument } from "./operations.ts"
import { declarePublicOperations } from "./public-operations.ts"
import { describeResponses } from "./responses.ts"
import { declareSubsidiaryHeader } from "./subsidiary-header.ts"
import { dropUnusedSchemas } from "./unused-components.ts"

/**
 * The swagger `transform` of each route: its zod schemas as JSON Schema, and its path relative to
 * the server URL (`prefix`), so clients call "/auth/login". The route schema's `x-` extensions
 * reach the operation as they are, for `transformDocument`.
 */
export function transformRoute(prefix: string): SwaggerTransform {
  return (input) => {
    const output = jsonSchemaTransform(input)
    return { ...output, url: output.url.replace(prefix, "") || "/" }
  }
}

/** The document steps, in order: each takes the document and gives a new one. */
const steps: ((document: OpenApiDocument) => OpenApiDocument)[] = [
  // The route schema extensions turned into what they stand for.
  addMultipartBodies,
  declareSubsidiaryHeader,
  // What a generated client needs (issue 48): names, meanings, headers, security, no leftovers.
  declarePublicOperations,
  addOperationIds,
  describeResponses,
  declareIntegrationHeaders,
  dropUnusedSchemas,
]

/**
 * The swagger `transformObject`: the zod schemas registered with an id as components, then the
 * document steps above.
 */
export const transformDocument: SwaggerTransformObject = (input) =>
  steps.reduce(
    (document, step) => step(document),
    jsonSchemaTransformObject(input) as OpenApiDocument
  ) as ReturnType<SwaggerTransformObject>
