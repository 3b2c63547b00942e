import { Trans, useLingui } from "@lingui/react/macro"
import { cn } from "@ruta/ui/lib/utils"

import { formatLateness } from "../../../lib/format.ts"
import { useSiteClock } from "../../../lib/use-site-clock.ts"
import {
  positionOf,
  routeTimeline,
  type TimelineRoute,
  type TimelineVisit,
} from "../route-timeline.ts"

type Span = { start: number; end: number }

/** Absolute placement of what lasts from `from` to `to` along the bar. */
const place = (span: Span, from: number, to = from) => ({
  left: `${positionOf(span, from) * 100}%`,
  width: `${(positionOf(span, to) - positionOf(span, from)) * 100}%`,
})

/** A time window's edge, drawn only where it falls inside the day. */
function Bracket({
  span,
  at,
  side,
}: {
  span: Span
  at: number | null
  side: "opens" | "closes"
}) {
  if (at === null || at < span.start || at > span.end) return null
  return (
    <span
      className={cn(
        "absolute inset-y-0.5 w-1.5 border-y-2 border-foreground/60",
        side === "opens"
          ? "rounded-l-sm border-l-2"
          : "-translate-x-full rounded-r-sm border-r-2"
      )}
      style={{ left: place(span, at).left }}
    />
  )
}

/**
 * A route's day along one bar, as it is planned (by a run, or re-timed after a hand change):
 * driving, waiting for a time window (hatched), each stop's service (in the route's colour), the
 * windows' brackets, and stops reached after their window closed (in the destructive colour, and
 * said in words). Each stop is a button when it can be selected.
 */
export function RouteTimeline({
  route,
  color,
  onSelectStop,
}: {
  /** The route; its site's clock tells its times. */
  route: TimelineRoute & { name: string; id_subsidiary?: number }
  color: string
  onSelectStop?: (id_stop: number) => void
}) {
  const { t } = useLingui()
  const clock = useSiteClock(route.id_subsidiary)
  const timeline = routeTimeline(route)
  const time = (at: number) => clock.time(new Date(at).toISOString())

  const windowText = ({ start, end }: NonNullable<TimelineVisit["window"]>) => {
    const from = start === null ? null : time(start)
    const to = end === null ? null : time(end)
    if (from !== null && to !== null) return t`window ${from}–${to}`
    return from !== null ? t`window from ${from}` : t`window until ${to}`
  }
  const lateText = (minutes: number) => t`late by ${formatLateness(minutes)}`
  const label = (visit: TimelineVisit) => {
    const { position, name, waiting } = visit
    const arrives = time(visit.arrival)
    return [
      t`Stop ${position}, ${name}, arrives ${arrives}`,
      visit.window && windowText(visit.window),
      waiting > 0 && t`waits ${waiting} min`,
      visit.breach && lateText(visit.breach.minutes),
    ]
      .filter(Boolean)
      .join(", ")
  }

  return (
    <figure className="grid gap-1.5" data-testid="route-timeline">
      <figcaption className="flex items-center gap-2 text-sm">
        <span
          aria-hidden
          className="size-3 shrink-0 rounded-full"
          style={{ background: color }}
        />
        <span className="font-medium">{route.name}</span>
        {timeline.available && (
          <span className="ml-auto text-xs text-muted-foreground">
            {timeline.depot && `${timeline.depot} · `}
            {time(timeline.start)}–{time(timeline.end)}
          </span>
        )}
      </figcaption>
      {!timeline.available ? (
        <p className="rounded-md bg-muted px-3 py-2 text-sm text-muted-foreground">
          {timeline.reason === "no_stops" ? (
            <Trans>This route has no stops yet.</Trans>
          ) : (
            <Trans>Optimize the route to see its timeline.</Trans>
          )}
        </p>
      ) : (
        <>
          <div className="relative h-9 rounded-md bg-muted">
            <div aria-hidden>
              {timeline.visits.map((visit) => (
                <span key={visit.id_stop}>
                  <span
                    className="absolute top-1/2 h-0.5 -translate-y-1/2 bg-muted-foreground/60"
                    style={place(timeline, visit.leaves, visit.arrival)}
                  />
                  {visit.waiting > 0 && (
                    <span
                      data-testid={`waiting-${visit.id_stop}`}
                      className="absolute inset-y-2 bg-[repeating-linear-gradient(135deg,var(--color-muted-foreground)_0_1.5px,transparent_1.5px_5px)] opacity-70"
                      style={place(timeline, visit.arrival, visit.serviceStart)}
                    />
                  )}
                  <Bracket
                    span={timeline}
                    at={visit.window?.start ?? null}
                    side="opens"
                  />
                  <Bracket
                    span={timeline}
                    at={visit.window?.end ?? null}
                    side="closes"
                  />
                  {visit.breach && visit.window?.end != null && (
                    <span
                      className="absolute bottom-0 h-1.5 rounded-sm bg-destructive"
                      style={place(timeline, visit.window.end, visit.arrival)}
                    />
                  )}
                </span>
              ))}
              <span
                className="absolute top-1/2 h-0.5 -translate-y-1/2 bg-muted-foreground/60"
                style={place(
                  timeline,
                  timeline.visits.at(-1)!.serviceEnd,
                  timeline.end
                )}
              />
            </div>
            <ol aria-label={t`Timeline of ${route.name}`}>
              {timeline.visits.map((visit) => {
                const text = label(visit)
                const style = {
                  ...place(timeline, visit.serviceStart, visit.serviceEnd),
                  background: color,
                }
                const block = cn(
                  "absolute inset-y-1.5 min-w-2 rounded-sm",
                  visit.breach &&
                    "ring-2 ring-destructive ring-offset-1 ring-offset-muted"
                )
                return (
                  <li key={visit.id_stop}>
                    {onSelectStop ? (
                      <button
                        type="button"
                        aria-label={text}
                        title={text}
                        onClick={() => onSelectStop(visit.id_stop)}
                        className={cn(
                          block,
                          "cursor-pointer outline-none hover:brightness-110 focus-visible:z-10 focus-visible:ring-[3px] focus-visible:ring-ring focus-visible:ring-offset-1"
                        )}
                        style={style}
                      />
                    ) : (
                      <span
                        role="img"
                        aria-label={text}
                        title={text}
                        className={block}
                        style={style}
                      />
                    )}
                  </li>
                )
              })}
            </ol>
          </div>
          <div
            aria-hidden
            className="relative h-4 text-[10px] text-muted-foreground"
          >
            {timeline.ticks.map((tick) => {
              const at = positionOf(timeline, tick)
              return (
                <span
                  key={tick}
                  className={cn(
                    "absolute top-0 border-l border-border pt-0.5 pl-0.5 whitespace-nowrap",
                    at > 0.9 &&
                      "-translate-x-full border-r border-l-0 pr-0.5 pl-0"
                  )}
                  style={{ left: `${at * 100}%` }}
                >
                  {time(tick)}
                </span>
              )
            })}
          </div>
          {timeline.visits.some((visit) => visit.breach) && (
            <ul className="grid gap-0.5 text-xs text-destructive">
              {timeline.visits.map(
                ({ id_stop, position, name, breach }) =>
                  breach && (
                    <li key={id_stop}>
                      {t`Stop ${position}, ${name}`}: {lateText(breach.minutes)}
                    </li>
                  )
              )}
            </ul>
          )}
        </>
      )}
    </figure>
  )
}
