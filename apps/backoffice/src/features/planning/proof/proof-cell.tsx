import { useLingui } from "@lingui/react/macro"
import { Camera, FileSignature, UserCheck } from "lucide-react"

import type { StopWithProof } from "../api/routes.ts"
import { FarFromStopFlag } from "./proof-view.tsx"

/**
 * A stop's proof in its row of the route page: what was given (name, photos, signature) as a
 * button that opens it, and the far-from-stop flag; nothing before the visit is finished, and no
 * button when the visit left no proof (only where the phone was).
 */
export function ProofCell({
  stop,
  onOpen,
}: {
  stop: StopWithProof
  onOpen: (id_stop: number) => void
}) {
  const { t } = useLingui()
  const { proof } = stop
  if (!proof) return null
  const label = stop.name || stop.address
  const photos = proof.photos.length
  const given = Boolean(proof.recipient_name) || photos > 0 || proof.signature
  return (
    <span className="grid gap-0.5" data-testid={`proof-cell-${stop.id_stop}`}>
      {given && (
        <button
          type="button"
          onClick={() => onOpen(stop.id_stop)}
          className="inline-flex w-fit items-center gap-2 rounded-md text-primary underline-offset-4 hover:underline focus-visible:ring-[3px] focus-visible:ring-ring/40 focus-visible:outline-none"
        >
          <span className="sr-only">{t`Proof of ${label}:`}</span>
          {proof.recipient_name && (
            <span className="inline-flex items-center gap-1">
              <UserCheck aria-hidden className="size-3.5" />
              {proof.recipient_name}
            </span>
          )}
          {photos > 0 && (
            <span className="inline-flex items-center gap-0.5">
              <Camera aria-hidden className="size-3.5" />
              <span className="sr-only">{t`Photos:`}</span> {photos}
            </span>
          )}
          {proof.signature && (
            <span>
              <FileSignature aria-hidden className="size-3.5" />
              <span className="sr-only">{t`Signed`}</span>
            </span>
          )}
        </button>
      )}
      <FarFromStopFlag
        proof={proof}
        id_stop={stop.id_stop}
        className="text-xs"
      />
    </span>
  )
}
