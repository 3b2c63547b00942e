import type { SwaggerTransform, SwaggerTransformObject } from "@fastify/swagger"
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
} from "fastify-type-provider-zod"

import { addMultipartBodies } from "./multipart-body.ts"
import type { OpenApiDocument } from "./operations.ts"
import { declareSubsidiaryHeader } from "./subsidiary-header.ts"

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

/**
 * The swagger `transformObject`: the zod schemas registered with an id as components, then the
 * route schema extensions turned into what they stand for (the multipart request bodies and the
 * one-site header parameter).
 */
export const transformDocument: SwaggerTransformObject = (input) => {
  const document = jsonSchemaTransformObject(input) as OpenApiDocument
  return declareSubsidiaryHeader(
    addMultipartBodies(document)
  ) as ReturnType<SwaggerTransformObject>
}
