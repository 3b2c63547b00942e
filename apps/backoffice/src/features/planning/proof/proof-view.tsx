import { Trans, useLingui } from "@lingui/react/macro"
import { cn } from "@ruta/ui/lib/utils"
import { MapPin, TriangleAlert } from "lucide-react"

import { useSiteZone } from "../../../lib/use-units.ts"
import { useZonedDateTime } from "../../../lib/use-zoned-date-time.ts"
import type { StopProof } from "../api/routes.ts"
import { formatProofDistance } from "./proof-distance.ts"

/** "Completed 400 m from the stop": a visit finished farther than the limit. */
export function FarFromStopFlag({
  proof,
  id_stop,
  className,
}: {
  proof: Pick<StopProof, "far_from_stop" | "distance_m">
  id_stop: number
  className?: string
}) {
  const { t, i18n } = useLingui()
  if (!proof.far_from_stop || proof.distance_m === null) return null
  const distance = formatProofDistance(proof.distance_m, i18n.locale)
  return (
    <span
      data-testid={`far-${id_stop}`}
      className={cn(
        "inline-flex items-center gap-1 font-medium text-destructive",
        className
      )}
    >
      <TriangleAlert aria-hidden className="size-3.5" />
      {t`Completed ${distance} from the stop`}
    </span>
  )
}

/**
 * The proof of a finished visit as the planner checks it: who received it, when and where the
 * phone was (and how far from the stop), the photos and the signature, each through its
 * short-lived signed link.
 */
export function ProofView({
  proof,
  id_stop,
  id_subsidiary,
}: {
  proof: StopProof
  id_stop: number
  /** The stop's site, whose clock the time is on. */
  id_subsidiary?: number | null | undefined
}) {
  const { t, i18n } = useLingui()
  const dateTime = useZonedDateTime(useSiteZone(id_subsidiary))
  const place =
    proof.latitude !== null && proof.longitude !== null
      ? `${proof.latitude.toFixed(5)}, ${proof.longitude.toFixed(5)}`
      : null
  const facts: [string, React.ReactNode][] = [
    [t`Received by`, proof.recipient_name || "—"],
    [t`Finished at`, dateTime(proof.completed_at)],
    [
      t`Where the phone was`,
      place ? (
        <a
          href={`https://www.google.com/maps/search/?api=1&query=${proof.latitude},${proof.longitude}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-primary underline-offset-4 hover:underline"
        >
          <MapPin aria-hidden className="size-3.5" />
          {place}
        </a>
      ) : (
        <Trans>The phone gave no position.</Trans>
      ),
    ],
    [
      t`Distance from the stop`,
      <>
        {proof.distance_m === null
          ? "—"
          : formatProofDistance(proof.distance_m, i18n.locale)}
        <FarFromStopFlag
          proof={proof}
          id_stop={id_stop}
          className="mt-0.5 flex"
        />
      </>,
    ],
  ]
  return (
    <div className="grid gap-4" data-testid={`proof-${id_stop}`}>
      <dl className="grid grid-cols-2 gap-3">
        {facts.map(([term, detail]) => (
          <div key={term} className="grid gap-0.5">
            <dt className="text-xs text-muted-foreground">{term}</dt>
            <dd className="text-sm">{detail}</dd>
          </div>
        ))}
      </dl>
      {proof.photos.length > 0 && (
        <section className="grid gap-1.5">
          <h3 className="text-sm font-medium">
            <Trans>Photos</Trans>
          </h3>
          <ul className="flex flex-wrap gap-2">
            {proof.photos.map((photo, index) => (
              <li key={photo.id_file}>
                <a href={photo.url} target="_blank" rel="noreferrer">
                  <img
                    src={photo.url}
                    alt={t`Proof photo ${index + 1}`}
                    className="h-32 w-auto rounded-md border object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {proof.signature && (
        <section className="grid gap-1.5">
          <h3 className="text-sm font-medium">
            <Trans>Signature</Trans>
          </h3>
          <img
            src={proof.signature.url}
            alt={t`Signature of ${proof.recipient_name || t`the recipient`}`}
            className="h-28 w-fit rounded-md border bg-white"
          />
        </section>
      )}
    </div>
  )
}
