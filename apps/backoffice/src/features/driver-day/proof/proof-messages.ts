import { useLingui } from "@lingui/react/macro"
import type { ProofField, ProofRequirement } from "@ruta/validation/proof"

/**
 * What the driver reads when proof is missing: the server's own messages (modules/proof), so the
 * phone and the server say the same, in the driver's language.
 */
export function useProofMessages() {
  const { t } = useLingui()
  const photos: Record<number, string> = {
    1: t`Take a photo.`,
    2: t`Take at least 2 photos.`,
    3: t`Take 3 photos.`,
  }
  return {
    missing(field: ProofField, required: ProofRequirement) {
      if (field === "recipient_name")
        return t`Write the name of the person who received it.`
      if (field === "signature") return t`Get the recipient's signature.`
      return photos[required.photos] ?? photos[1]!
    },
    refused: (failed: boolean) =>
      failed
        ? t`This client requires proof to record a visit that could not be completed.`
        : t`This client requires proof to complete this visit.`,
  }
}
