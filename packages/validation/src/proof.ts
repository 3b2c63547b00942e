import { z } from "zod"

import { declaredNumberSchema, oneMessage } from "./declared-schema.ts"
import { maxCharacters, messages } from "./messages.ts"
import { proofPhotos } from "./values.ts"

// Proof of delivery (issue 32): what a client requires when a driver finishes a visit, and the
// recipient's name the driver types. The API validates with them and the screens use them.

/** At most this many photos are kept per visit, and a setting may require up to this many. */
export const MAX_PROOF_PHOTOS = proofPhotos.max

const flag = z.boolean({ error: messages.required })

/** What one kind of outcome requires: any combination of a name, a signature and photos. */
export const proofRequirementSchema = z
  .object({
    recipient_name: flag.describe("The name of who received the visit"),
    signature: flag.describe("A signature drawn on the phone"),
    photos: declaredNumberSchema(
      proofPhotos,
      oneMessage(messages.proofPhotos)
    ).describe("How many photos at least (0: none)"),
  })
  .meta({ id: "ProofRequirement" })
export type ProofRequirement = z.infer<typeof proofRequirementSchema>

/** A client's proof settings: what a completed visit and a visit that could not be completed require. */
export const proofSettingsSchema = z
  .object({
    completed: proofRequirementSchema,
    failed: proofRequirementSchema,
  })
  .meta({ id: "ProofSettings" })
export type ProofSettings = z.infer<typeof proofSettingsSchema>

/** Nothing required: a client's settings until they choose. */
export const noProofRequired: ProofSettings = {
  completed: {
    recipient_name: false,
    signature: false,
    photos: proofPhotos.default,
  },
  failed: {
    recipient_name: false,
    signature: false,
    photos: proofPhotos.default,
  },
}

/**
 * The recipient's name as typed on the phone: letters, digits, spaces and the marks names use
 * (. , ' ’ -), up to 100 characters; empty when none was given.
 */
export const recipientNameSchema = z
  .string()
  .max(100, { error: maxCharacters(100) })
  .regex(/^[\p{L}\p{M}\p{N}\s.,'’-]*$/u, {
    error: messages.noSpecialCharacters,
  })
  .refine((value) => !/^\s|\s$/.test(value), {
    error: messages.noLeadingOrTrailingSpaces,
  })

/** What a finished visit brings as proof. */
export interface GivenProof {
  recipient_name: string
  signature: boolean
  photos: number
}

/** A piece of proof a requirement asks for. */
export type ProofField = "recipient_name" | "signature" | "photos"

/** The pieces `required` asks for that `given` lacks, in the order the driver gives them. */
export function missingProofFields(
  required: ProofRequirement,
  given: GivenProof
): ProofField[] {
  const missing: ProofField[] = []
  if (required.recipient_name && given.recipient_name.trim() === "")
    missing.push("recipient_name")
  if (required.signature && !given.signature) missing.push("signature")
  if (given.photos < required.photos) missing.push("photos")
  return missing
}
