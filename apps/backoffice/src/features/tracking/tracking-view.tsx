import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { TextArea } from "@ruta/ui/components/text-area"
import { rating as ratingValue } from "@ruta/validation/values"
import { CheckCircle2, Clock, PackageX, Star, Truck } from "lucide-react"
import { useState } from "react"

import { zoneNote } from "../../lib/format.ts"
import { DeliveryProof } from "./delivery-proof.tsx"
import { DriverPosition } from "./driver-position.tsx"
import type { Tracking } from "./tracking.ts"
import { clock } from "./tracking.ts"

function StatusLine({ page }: { page: Tracking }) {
  const { t } = useLingui()
  const n = page.stops_away ?? 0
  const line = {
    scheduled: t`Scheduled`,
    on_the_way: t`On the way to you`,
    stops_away: n === 1 ? t`1 stop away` : t`${n} stops away`,
    delivered: t`Delivered`,
    not_delivered: t`Could not deliver`,
  }[page.status]
  const Icon =
    page.status === "delivered"
      ? CheckCircle2
      : page.status === "not_delivered"
        ? PackageX
        : page.status === "scheduled"
          ? Clock
          : Truck
  return (
    <p className="flex items-center gap-3 text-2xl font-semibold tracking-tight">
      <Icon className="size-7 shrink-0 text-primary" aria-hidden />
      <span role="status">{line}</span>
    </p>
  )
}

/** The rating of a delivered visit: 1 to 5 stars and a comment, sent once. */
function RatingForm({
  onRate,
}: {
  onRate: (rating: number, comment: string) => Promise<void>
}) {
  const { t } = useLingui()
  const [rating, setRating] = useState(0)
  const [comment, setComment] = useState("")
  const [error, setError] = useState<string | null>(null)
  const [sending, setSending] = useState(false)
  return (
    <form
      className="grid gap-3"
      onSubmit={(event) => {
        event.preventDefault()
        setSending(true)
        setError(null)
        onRate(rating, comment)
          .catch((e: unknown) =>
            setError(e instanceof Error ? e.message : String(e))
          )
          .finally(() => setSending(false))
      }}
    >
      <fieldset className="grid gap-2">
        <legend className="mb-2 text-sm font-medium">
          <Trans>How did it go?</Trans>
        </legend>
        <div className="flex gap-1">
          {(ratingValue.choices ?? []).map((value) => (
            <button
              key={value}
              type="button"
              aria-pressed={rating === value}
              aria-label={t`${value} of 5`}
              onClick={() => setRating(value)}
              className="rounded-md p-1 focus-visible:ring-[3px] focus-visible:ring-ring/25 focus-visible:outline-none"
            >
              <Star
                aria-hidden
                className={
                  value <= rating
                    ? "size-9 fill-amber-400 text-amber-500"
                    : "size-9 text-muted-foreground"
                }
              />
            </button>
          ))}
        </div>
      </fieldset>
      <TextArea
        label={t`Comment (optional)`}
        value={comment}
        maxLength={1000}
        onChange={(event) => setComment(event.target.value)}
        className="min-h-20"
      />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={rating === 0 || sending}>
        <Trans>Send rating</Trans>
      </Button>
    </form>
  )
}

/**
 * What the customer sees of their visit: company, status, window, driver, the driver's position
 * while close, the proof once delivered (where shared), and the rating. The window is on the
 * clock of the stop's site, with the zone's name when the customer's browser is elsewhere.
 */
export function TrackingView({
  page,
  onRate,
}: {
  page: Tracking
  onRate: (rating: number, comment: string) => Promise<void>
}) {
  const { t, i18n } = useLingui()
  const window = page.window
  const zone = window ? zoneNote(page.time_zone, i18n.locale, window.from) : ""
  return (
    <div className="grid gap-6">
      <p className="text-sm font-medium text-muted-foreground">
        {page.company}
      </p>
      <StatusLine page={page} />
      {window && (
        <div className="rounded-lg border bg-card p-4">
          <p className="text-sm text-muted-foreground">
            <Trans>Arriving between</Trans>
          </p>
          <p className="text-3xl font-semibold tabular-nums">
            {clock(window.from, page.time_zone)}–
            {clock(window.to, page.time_zone)}
          </p>
          {zone && (
            <p
              className="text-sm text-muted-foreground"
              data-testid="window-zone"
            >
              {zone}
            </p>
          )}
        </div>
      )}
      {page.driver_first_name && page.status !== "scheduled" && (
        <p className="text-sm">{t`Your driver: ${page.driver_first_name}`}</p>
      )}
      {page.position && (
        <DriverPosition
          position={page.position}
          driver={page.driver_first_name}
          timeZone={page.time_zone}
        />
      )}
      {page.proof && (
        <DeliveryProof proof={page.proof} timeZone={page.time_zone} />
      )}
      {page.status === "not_delivered" && (
        <p className="text-sm">
          <Trans>
            We could not deliver today. Reply to our message to arrange another
            visit.
          </Trans>
        </p>
      )}
      {page.status === "delivered" &&
        (page.rating ? (
          <p className="flex items-center gap-2 text-sm">
            <Star
              aria-hidden
              className="size-5 fill-amber-400 text-amber-500"
            />
            {t`You rated this delivery ${page.rating.rating} of 5. Thank you!`}
          </p>
        ) : (
          <RatingForm onRate={onRate} />
        ))}
    </div>
  )
}
