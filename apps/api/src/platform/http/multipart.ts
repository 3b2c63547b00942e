import fastifyMultipart from "@fastify/multipart"
import type { MultipartFile } from "@fastify/multipart"
import type { FastifyInstance, FastifyRequest } from "fastify"

import { AppError, ErrorCode } from "../lib/errors.ts"
import type { FilePart } from "../openapi/multipart-body.ts"
import { MULTIPART_EXTENSION } from "../openapi/multipart-body.ts"

/** An uploaded file, read into memory (photos are small: see MAX_PHOTO_BYTES). */
export interface Upload {
  filename: string
  mimetype: string
  data: Buffer
}

declare module "fastify" {
  interface FastifyRequest {
    /** Files of a multipart body, by field name (without a trailing `[]`): the first of each. */
    uploads: Record<string, Upload>
    /** Every file of a multipart body, by field name, in the order they came. */
    uploadLists: Record<string, Upload[]>
  }
}

/** How a route plugin takes multipart bodies; the defaults are the profile photo's. */
export interface MultipartOptions {
  /** The largest file, in bytes. */
  maxFileBytes: number
  /** How many files a body may carry. */
  maxFiles: number
  /** The error of a file over `maxFileBytes`. */
  tooLarge: () => Error
  /**
   * Text fields to read as a flag ("true"/"false") or a number, besides the usual ones
   * ("is…"/"active" flags, "id_…" ids).
   */
  typed?: Record<string, "flag" | "number">
}

export const MAX_PHOTO_BYTES = 2 * 1024 * 1024

/** The image types a photo may be (told from its first bytes by `imageType`). */
export const PHOTO_MEDIA_TYPES = ["image/png", "image/jpeg", "image/webp"]

/** The `photo` file part of a multipart body, as the OpenAPI document describes it. */
export const photoPart: FilePart = {
  mediaTypes: PHOTO_MEDIA_TYPES,
  description:
    "A photo: PNG, JPEG or WebP, at most 2 MB. The part may also be named `file`.",
}

const isUpload = (value: unknown): value is Upload =>
  typeof value === "object" &&
  value !== null &&
  Buffer.isBuffer((value as Upload).data)

/**
 * Turns a multipart field's text into the value it stands for, the way the back office's payload
 * helper wrote it (spec section 7): nested objects and arrays as JSON text, flags ("is…",
 * "active") as "true"/"false" (false is kept), ids ("id_…" and array items) as digits. Other
 * fields stay text, so a telephone of digits stays a string.
 */
function parseField(
  key: string,
  value: string,
  inArray: boolean,
  typed: MultipartOptions["typed"] = {}
): unknown {
  const text = value.trim()
  if (typed[key] === "number" && /^-?\d+(\.\d+)?$/.test(text))
    return Number(text)
  if (typed[key] === "flag" || /^(is[A-Z]|active$)/.test(key)) {
    if (text === "true") return true
    if (text === "false") return false
  }
  if ((inArray || key.startsWith("id_")) && /^\d{1,15}$/.test(text))
    return Number(text)
  if (/^[[{]/.test(text)) {
    try {
      return JSON.parse(text) as unknown
    } catch {
      return value
    }
  }
  return value
}

/**
 * Accepts multipart bodies on the routes of `app` (an encapsulated plugin): `key[]` fields become
 * arrays, files go to `request.uploads`, empty values are dropped, and the rest is parsed so the
 * route's zod schema validates a multipart body exactly as a JSON one. The OpenAPI document
 * lists multipart/form-data next to JSON for every route of `app` that takes a body.
 */
export async function acceptMultipart(
  app: FastifyInstance,
  options: MultipartOptions = {
    maxFileBytes: MAX_PHOTO_BYTES,
    maxFiles: 1,
    tooLarge: photoRuleError,
  }
) {
  app.addHook("onRoute", (route) => {
    if (route.schema?.body) route.schema[MULTIPART_EXTENSION] ??= {}
  })
  await app.register(fastifyMultipart, {
    attachFieldsToBody: "keyValues",
    limits: {
      fileSize: options.maxFileBytes,
      files: options.maxFiles,
      fields: 50,
      parts: 60,
    },
    async onFile(part: MultipartFile) {
      // A file over the size limit is the route's own error, not the plugin's 413.
      const data = await part.toBuffer().catch((error: unknown) => {
        throw (error as { code?: unknown }).code === "FST_REQ_FILE_TOO_LARGE"
          ? options.tooLarge()
          : error
      })
      ;(part as unknown as { value: Upload }).value = {
        filename: part.filename,
        mimetype: part.mimetype,
        data,
      }
    },
  })
  app.decorateRequest("uploads", null as unknown as Record<string, Upload>)
  app.decorateRequest(
    "uploadLists",
    null as unknown as Record<string, Upload[]>
  )
  app.addHook("preValidation", async (request: FastifyRequest) => {
    request.uploads = {}
    request.uploadLists = {}
    if (!request.isMultipart()) return
    const raw = (request.body ?? {}) as Record<string, unknown>
    const body: Record<string, unknown> = {}
    for (const [rawKey, value] of Object.entries(raw)) {
      const isArray = rawKey.endsWith("[]")
      const key = isArray ? rawKey.slice(0, -2) : rawKey
      const values = Array.isArray(value) ? value : [value]
      const uploads = values.filter(isUpload)
      if (uploads.length > 0) {
        request.uploads[key] = uploads[0]!
        request.uploadLists[key] = uploads
        continue
      }
      const parsed = values
        .filter((v): v is string => typeof v === "string" && v !== "")
        .map((v) => parseField(key, v, isArray, options.typed))
      if (parsed.length === 0) continue
      body[key] = isArray || parsed.length > 1 ? parsed : parsed[0]
    }
    request.body = body
  })
}

/** The image type of `data` from its first bytes, or null when it is not PNG, JPEG or WebP. */
export function imageType(data: Buffer): string | null {
  if (
    data.subarray(0, 8).equals(Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]))
  )
    return "image/png"
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff)
    return "image/jpeg"
  if (
    data.subarray(0, 4).toString("latin1") === "RIFF" &&
    data.subarray(8, 12).toString("latin1") === "WEBP"
  )
    return "image/webp"
  return null
}

const PHOTO_RULE =
  "The photo must be a PNG, JPEG or WebP image of at most 2 MB."

/** The validation error of a photo that is not a PNG, JPEG or WebP image of at most 2 MB. */
function photoRuleError() {
  return new AppError(400, ErrorCode.VALIDATION_ERROR, PHOTO_RULE, [
    { field: "photo", message: PHOTO_RULE },
  ])
}

/** The photo of a multipart body, checked: PNG, JPEG or WebP of at most 2 MB. */
export function photoUpload(request: FastifyRequest) {
  const upload = request.uploads.photo ?? request.uploads.file
  if (!upload) return null
  const mime = imageType(upload.data)
  if (!mime || upload.data.length > MAX_PHOTO_BYTES) throw photoRuleError()
  return { mime, data: upload.data }
}
