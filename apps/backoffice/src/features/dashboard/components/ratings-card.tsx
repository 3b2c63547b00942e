import { Trans, useLingui } from "@lingui/react/macro"
import { Star } from "lucide-react"

import type { RatingsSummary } from "../api/dashboard.ts"
import { useClientZone } from "../../../lib/use-units.ts"

/** A rating this low or lower is shown as a warning. */
const LOW = 2

function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="flex gap-0.5">
      {[1, 2, 3, 4, 5].map((n) => (
        <Star
          key={n}
          aria-hidden
          className={
            n <= Math.round(value)
              ? "size-4 fill-amber-400 text-amber-500"
              : "size-4 text-muted-foreground"
          }
        />
      ))}
    </span>
  )
}

/**
 * What customers said of their visits in the range: the average and how many rated, how many
 * gave each score, and the latest comments, the low ones marked.
 */
export function RatingsCard({ ratings }: { ratings: RatingsSummary }) {
  const { t, i18n } = useLingui()
  // The day each customer rated, on the client's calendar.
  const timeZone = useClientZone()
  const date = new Intl.DateTimeFormat(i18n.locale, {
    dateStyle: "medium",
    ...(timeZone ? { timeZone } : {}),
  })
  const average =
    ratings.average === null
      ? null
      : new Intl.NumberFormat(i18n.locale, {
          minimumFractionDigits: 1,
          maximumFractionDigits: 1,
        }).format(ratings.average)
  const most = Math.max(1, ...ratings.by_score)
  return (
    <section
      aria-labelledby="ratings-title"
      className="grid gap-4 rounded-xl border bg-card p-4 shadow-sm"
    >
      <h2 id="ratings-title" className="text-sm font-medium">
        <Trans>Customer ratings</Trans>
      </h2>
      {average === null ? (
        <p className="text-sm text-muted-foreground">
          <Trans>
            No ratings in these days. Customers rate a delivered visit from its
            tracking page.
          </Trans>
        </p>
      ) : (
        <div className="grid gap-4 md:grid-cols-[14rem_1fr]">
          <div className="grid content-start gap-2">
            <p className="flex items-baseline gap-2">
              <span
                className="text-3xl font-semibold tabular-nums"
                data-testid="average-rating"
              >
                {average}
              </span>
              <span className="text-sm text-muted-foreground">
                <Trans>of 5</Trans>
              </span>
            </p>
            <Stars
              value={ratings.average ?? 0}
              label={t`Average ${average} of 5`}
            />
            <p className="text-sm text-muted-foreground">
              {ratings.count === 1 ? t`1 rating` : t`${ratings.count} ratings`}
            </p>
            <ol className="grid gap-1" aria-label={t`Ratings by score`}>
              {[5, 4, 3, 2, 1].map((score) => {
                const n = ratings.by_score[score - 1] ?? 0
                return (
                  <li
                    key={score}
                    className="grid grid-cols-[1.5rem_1fr_2rem] items-center gap-2 text-xs"
                  >
                    <span className="tabular-nums">{score}★</span>
                    <span className="h-2 rounded-full bg-muted">
                      <span
                        className="block h-2 rounded-full bg-amber-400"
                        style={{ width: `${(100 * n) / most}%` }}
                      />
                    </span>
                    <span className="text-right tabular-nums">{n}</span>
                  </li>
                )
              })}
            </ol>
          </div>
          <div className="grid content-start gap-2">
            <h3 className="text-xs font-medium text-muted-foreground">
              <Trans>Latest comments</Trans>
            </h3>
            {ratings.latest.length === 0 ? (
              <p className="text-sm text-muted-foreground">
                <Trans>No comments yet.</Trans>
              </p>
            ) : (
              <ul className="grid gap-2">
                {ratings.latest.map((r) => (
                  <li
                    key={r.id_stop}
                    className={
                      r.rating <= LOW
                        ? "grid gap-1 rounded-md border border-destructive/40 bg-destructive/5 p-2"
                        : "grid gap-1 rounded-md border p-2"
                    }
                  >
                    <div className="flex flex-wrap items-center justify-between gap-2 text-xs">
                      <Stars value={r.rating} label={t`${r.rating} of 5`} />
                      <span className="text-muted-foreground">
                        {r.stop_name} · {date.format(new Date(r.rated_at))}
                      </span>
                    </div>
                    <p className="text-sm">{r.comment}</p>
                    {r.rating <= LOW && (
                      <p className="text-xs font-medium text-destructive">
                        <Trans>Low rating</Trans>
                      </p>
                    )}
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </section>
  )
}
