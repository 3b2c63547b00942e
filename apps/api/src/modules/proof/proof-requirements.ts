import type { ProofRequirement } from "@ruta/validation/proof"

import { AppError, ErrorCode } from "../../lib/errors.ts"

/** What a completion brings as proof. */
export interface GivenProof {
  recipient_name: string
  signature: boolean
  photos: number
}

const photosMissing: Record<number, string> = {
  1: "Take a photo.",
  2: "Take at least 2 photos.",
  3: "Take 3 photos.",
}

/** Each thing `required` asks for that `given` lacks, as a field and what to do. */
export function missingProof(
  required: ProofRequirement,
  given: GivenProof
): { field: string; message: string }[] {
  const missing: { field: string; message: string }[] = []
  if (required.recipient_name && given.recipient_name.trim() === "")
    missing.push({
      field: "recipient_name",
      message: "Write the name of the person who received it.",
    })
  if (required.signature && !given.signature)
    missing.push({
      field: "signature",
      message: "Get the recipient's signature.",
    })
  if (given.photos < required.photos)
    missing.push({ field: "photos", message: photosMissing[required.photos]! })
  return missing
}

/**
 * Throws 400 unless the completion brings what the client's settings require for its kind of
 * outcome; the details say each thing missing.
 */
export function requireProof(
  required: ProofRequirement,
  given: GivenProof,
  failed: boolean
) {
  const missing = missingProof(required, given)
  if (missing.length === 0) return
  throw new AppError(
    400,
    ErrorCode.VALIDATION_ERROR,
    failed
      ? "This client requires proof to record a visit that could not be completed."
      : "This client requires proof to complete this visit.",
    missing
  )
}
