import type {
  GivenProof,
  ProofField,
  ProofRequirement,
} from "@ruta/validation/proof"
import { missingProofFields } from "@ruta/validation/proof"

import { AppError, ErrorCode } from "../../platform/lib/errors.ts"

const photosMissing: Record<number, string> = {
  1: "Take a photo.",
  2: "Take at least 2 photos.",
  3: "Take 3 photos.",
}

/** What to do about each missing piece of proof. */
const missingMessage = (field: ProofField, required: ProofRequirement) =>
  field === "recipient_name"
    ? "Write the name of the person who received it."
    : field === "signature"
      ? "Get the recipient's signature."
      : photosMissing[required.photos]!

/** Each thing `required` asks for that `given` lacks, as a field and what to do. */
export function missingProof(
  required: ProofRequirement,
  given: GivenProof
): { field: string; message: string }[] {
  return missingProofFields(required, given).map((field) => ({
    field,
    message: missingMessage(field, required),
  }))
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
