import { Trans, useLingui } from "@lingui/react/macro"

import type { Tracking } from "./tracking.ts"
import { clock } from "./tracking.ts"

/** The proof of a delivered visit, where the company shares it: who took it, signature, photos. */
export function DeliveryProof({
  proof,
  timeZone,
}: {
  proof: NonNullable<Tracking["proof"]>
  timeZone: string
}) {
  const { t } = useLingui()
  return (
    <section
      aria-labelledby="proof-title"
      className="grid gap-3 rounded-lg border bg-card p-4"
    >
      <h2 id="proof-title" className="text-base font-semibold">
        <Trans>Proof of delivery</Trans>
      </h2>
      {proof.completed_at && (
        <p className="text-sm">
          {t`Delivered at ${clock(proof.completed_at, timeZone)}`}
        </p>
      )}
      {proof.recipient_name && (
        <p className="text-sm">{t`Received by ${proof.recipient_name}`}</p>
      )}
      {proof.signature && (
        <img
          src={proof.signature.url}
          alt={t`Signature`}
          className="h-24 w-full rounded-md border bg-white object-contain"
        />
      )}
      {proof.photos.length > 0 && (
        <div className="grid grid-cols-3 gap-2">
          {proof.photos.map((photo, index) => (
            <img
              key={photo.url}
              src={photo.url}
              alt={t`Delivery photo ${index + 1}`}
              className="aspect-square w-full rounded-md border object-cover"
            />
          ))}
        </div>
      )}
    </section>
  )
}
