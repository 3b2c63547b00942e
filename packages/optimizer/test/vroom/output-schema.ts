import { Ajv2020 } from "ajv/dist/2020.js"

import { vroomOutputJsonSchema } from "../../src/vroom/output-schema.ts"

const validate = new Ajv2020({ allErrors: true, strict: true }).compile(
  vroomOutputJsonSchema
)

/** The ways an output breaks VROOM's output format (none when it conforms). */
export function schemaErrors(output: unknown): string[] {
  if (validate(output)) return []
  return (validate.errors ?? []).map(
    (e) => `${e.instancePath || "/"} ${e.message ?? e.keyword}`
  )
}
