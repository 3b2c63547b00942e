import { MAX_PROOF_PHOTOS } from "@ruta/validation/proof"

import { AppError, ErrorCode } from "../../platform/lib/errors.ts"
import { cleanJpeg, cleanPng, sniff } from "../files/image-content.ts"
import type { Upload } from "../../platform/http/multipart.ts"

/** The largest photo or signature the server takes (the phone sends photos of 400 KB at most). */
export const MAX_PROOF_FILE_BYTES = 1024 * 1024

/** A proof file that passed its checks: the bytes to store (a JPEG without its metadata). */
export interface ProofImage {
  mime: "image/jpeg" | "image/png"
  data: Uint8Array
}

/** The files of a completion, checked. */
export interface ProofUploads {
  signature: ProofImage | null
  photos: ProofImage[]
}

export const noUploads: ProofUploads = { signature: null, photos: [] }

/** The file parts a completion takes, by field name. */
export const PROOF_FILE_FIELDS = { photos: "photos", signature: "signature" }

const refuse = (field: string, message: string) =>
  new AppError(400, ErrorCode.VALIDATION_ERROR, message, [{ field, message }])

export const fileTooLarge = () =>
  refuse("photos", "Each photo and the signature must be at most 1 MB.")

export const tooManyFiles = () =>
  refuse("photos", "Send at most 3 photos and one signature.")

const SVG_REFUSED =
  "SVG files are not accepted: a photo must be a JPEG image and a signature a PNG image."

/** What each file part must be: its type by content, and how it is checked and cleaned. */
const rules = {
  photos: {
    mime: "image/jpeg",
    // Stored without its Exif (GPS), XMP and IPTC segments.
    clean: cleanJpeg,
    wrongType: "A photo must be a JPEG image, whatever the file's name.",
    broken:
      "This photo is incomplete or damaged (its JPEG data is cut short). Take it again.",
  },
  signature: {
    mime: "image/png",
    clean: cleanPng,
    wrongType: "The signature must be a PNG image, whatever the file's name.",
    broken: "The signature is incomplete or damaged. Ask for it again.",
  },
} as const

/** A photo or signature, judged by its content: the bytes to store, or a 400 saying what is wrong. */
function checkImage(field: keyof typeof rules, upload: Upload): ProofImage {
  const rule = rules[field]
  const kind = sniff(upload.data)
  if (kind === "image/svg+xml") throw refuse(field, SVG_REFUSED)
  if (kind !== rule.mime) throw refuse(field, rule.wrongType)
  const data = rule.clean(upload.data)
  if (!data) throw refuse(field, rule.broken)
  return { mime: rule.mime, data }
}

/**
 * The photos and signature of a multipart completion, each judged by its content: 400 with the
 * field and a message for a file that is not what it must be, cut short, or one too many.
 */
export function checkProofUploads(
  lists: Record<string, Upload[]> | null
): ProofUploads {
  const { photos = [], signature = [], ...others } = lists ?? {}
  if (Object.keys(others).length > 0)
    throw refuse(
      Object.keys(others)[0]!,
      "Only photos and a signature can be sent with a visit."
    )
  if (photos.length > MAX_PROOF_PHOTOS || signature.length > 1)
    throw tooManyFiles()
  return {
    photos: photos.map((photo) => checkImage("photos", photo)),
    signature: signature[0] ? checkImage("signature", signature[0]) : null,
  }
}
