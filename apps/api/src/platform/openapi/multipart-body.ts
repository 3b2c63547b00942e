import type {
  JsonSchema,
  MediaType,
  OpenApiDocument,
  Operation,
} from "./operations.ts"
import { mapOperations, takeExtension } from "./operations.ts"

/**
 * The route schema extension of a route that also takes its body as multipart/form-data (see
 * `acceptMultipart`), with the files it reads. The document step below turns it into a
 * `multipart/form-data` request body next to the JSON one.
 */
export const MULTIPART_EXTENSION = "x-ruta-multipart"

/** A file part of a multipart body. */
export interface FilePart {
  /** The media types the file may be, checked from its content. */
  mediaTypes: readonly string[]
  description: string
}

/** What a route takes as multipart besides the fields of its JSON body. */
export interface MultipartBody {
  /** Its file parts, by field name. */
  files?: Record<string, FilePart>
}

declare module "fastify" {
  interface FastifySchema {
    /** The route takes multipart/form-data too: see `MULTIPART_EXTENSION`. */
    [MULTIPART_EXTENSION]?: MultipartBody
  }
}

const MULTIPART = "multipart/form-data"

const typesOf = (schema: JsonSchema) =>
  Array.isArray(schema.type) ? schema.type : [schema.type]

/** `schema` with `note.description` after its own description. */
const withNote = (
  schema: JsonSchema,
  note: { description: string }
): JsonSchema => ({
  ...schema,
  description: [schema.description, note.description].filter(Boolean).join(" "),
})

/**
 * The multipart form of a JSON body schema: the same fields as text parts, an array as one
 * `key[]` part per item, an object as a part of JSON text, plus the file parts.
 */
export function multipartMedia(
  json: JsonSchema,
  { files = {} }: MultipartBody
): MediaType {
  const properties: Record<string, JsonSchema> = {}
  const encoding: Record<string, { contentType: string }> = {}
  const names = new Map<string, string>()
  for (const [key, field] of Object.entries(json.properties ?? {})) {
    const types = typesOf(field)
    if (types.includes("array")) {
      const name = `${key}[]`
      names.set(key, name)
      properties[name] = withNote(field, {
        description: `One \`${name}\` part per item.`,
      })
    } else if (types.includes("object")) {
      properties[key] = withNote(field, { description: "A part of JSON text." })
      encoding[key] = { contentType: "application/json" }
    } else {
      properties[key] = field
    }
  }
  for (const [name, file] of Object.entries(files)) {
    properties[name] = {
      type: "string",
      format: "binary",
      description: file.description,
    }
    encoding[name] = { contentType: file.mediaTypes.join(", ") }
  }
  const schema: JsonSchema = {
    type: "object",
    description:
      "The fields of the JSON body as form parts: an array as one `key[]` part per item, an " +
      "object as JSON text, a flag as `true` or `false`; empty parts are left out.",
    properties,
  }
  if (json.required?.length)
    schema.required = json.required.map((key) => names.get(key) ?? key)
  return Object.keys(encoding).length > 0 ? { schema, encoding } : { schema }
}

/** The JSON body schema of `operation`, resolved when it is a component reference. */
function jsonBodyOf(
  document: OpenApiDocument,
  operation: Operation
): JsonSchema {
  const schema = operation.requestBody?.content["application/json"]?.schema
  const ref = schema?.$ref?.replace("#/components/schemas/", "")
  const resolved = ref ? document.components?.schemas?.[ref] : schema
  return resolved ?? { type: "object", properties: {} }
}

/**
 * Adds a `multipart/form-data` request body, next to the JSON one, to every operation whose route
 * schema carries the extension (which it removes).
 */
export function addMultipartBodies(document: OpenApiDocument): OpenApiDocument {
  return mapOperations(document, (operation) => {
    const [rest, multipart] = takeExtension<MultipartBody>(
      operation,
      MULTIPART_EXTENSION
    )
    if (!multipart) return rest
    const media = multipartMedia(jsonBodyOf(document, rest), multipart)
    return {
      ...rest,
      requestBody: {
        required: true,
        ...rest.requestBody,
        content: { ...rest.requestBody?.content, [MULTIPART]: media },
      },
    }
  })
}
