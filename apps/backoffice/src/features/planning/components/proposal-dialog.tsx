import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { DialogFooter } from "@ruta/ui/components/dialog"
import { cn } from "@ruta/ui/lib/utils"
import { useId, type ReactNode } from "react"

import { formatDuration } from "../../../lib/format.ts"
import { useUnits } from "../../../lib/use-units.ts"
import { DialogFrame } from "../../shell/dialog-frame.tsx"
import type { OptimizationRun } from "../api/optimizations.ts"

type Diff = NonNullable<OptimizationRun["diff"]>

/** A route as the proposal names it. */
export interface ProposalRoute {
  id_route: number
  name: string
  color: string
}

/** Better (less) in the success colour, worse in the destructive one. */
const changeTone = (before: number, after: number) =>
  after < before
    ? "text-status-on-route-foreground"
    : after > before
      ? "text-destructive"
      : "text-muted-foreground"

function RouteTag({ route }: { route: ProposalRoute | undefined }) {
  if (!route)
    return (
      <span className="text-muted-foreground">
        <Trans>No route</Trans>
      </span>
    )
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        aria-hidden
        className="size-2.5 shrink-0 rounded-full"
        style={{ background: route.color }}
      />
      {route.name}
    </span>
  )
}

/** A total before and after, and how it changed in words, coloured by whether it is better. */
function Total({
  label,
  before,
  after,
  format,
  change,
}: {
  label: ReactNode
  before: number
  after: number
  format: (value: number) => string
  change: (difference: string, better: boolean) => string
}) {
  const { t } = useLingui()
  return (
    <div className="grid gap-0.5 rounded-lg border p-3">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="font-medium">
        <BeforeAfter
          before={before}
          after={after}
          format={format}
          tone={false}
        />
      </dd>
      <dd className={cn("text-sm font-medium", changeTone(before, after))}>
        {before === after
          ? t`No change`
          : change(format(Math.abs(after - before)), after < before)}
      </dd>
    </div>
  )
}

/** A value before → after, coloured by whether it is better when `tone`. */
function BeforeAfter({
  before,
  after,
  format,
  tone = true,
}: {
  before: number
  after: number
  format: (value: number) => string
  tone?: boolean
}) {
  return (
    <span className={cn("tabular-nums", tone && changeTone(before, after))}>
      {format(before)} → {format(after)}
    </span>
  )
}

function HeaderRow({ cells }: { cells: ReactNode[] }) {
  return (
    <tr className="border-b">
      {cells.map((cell, index) => (
        <th key={index} scope="col" className="px-3 py-1.5 font-normal">
          {cell}
        </th>
      ))}
    </tr>
  )
}

function BodyRow({ head, cells }: { head: ReactNode; cells: ReactNode[] }) {
  return (
    <tr className="border-b last:border-0">
      <th scope="row" className="px-3 py-1.5 text-left font-medium">
        {head}
      </th>
      {cells.map((cell, index) => (
        <td key={index} className="px-3 py-1.5">
          {cell}
        </td>
      ))}
    </tr>
  )
}

/**
 * A re-optimization's proposal, to apply or discard: the stops that change route or order, the
 * distance and time before and after, each route's stops, distance and time, and every stop that
 * moves. Closing it (Escape, the close button) decides nothing.
 */
export function ProposalDialog({
  open,
  diff,
  routes,
  stopName,
  id_subsidiary,
  busy = false,
  onApply,
  onDiscard,
  onClose,
}: {
  open: boolean
  diff: Diff
  routes: ProposalRoute[]
  stopName: (id_stop: number) => string
  /** The optimization's site, whose unit of distance the figures are in. */
  id_subsidiary?: number | undefined
  busy?: boolean
  onApply: () => void
  onDiscard: () => void
  onClose: () => void
}) {
  const { t } = useLingui()
  const distance = useUnits(id_subsidiary).distance
  const byId = new Map(routes.map((route) => [route.id_route, route]))
  const routeOf = (id_route: number | null) =>
    id_route === null
      ? undefined
      : (byId.get(id_route) ?? {
          id_route,
          name: t`Route ${id_route}`,
          color: "currentColor",
        })
  const movesId = useId()
  const place = (id_route: number | null, order: number | null) => (
    <span>
      <RouteTag route={routeOf(id_route)} />
      {order !== null && (
        <span className="text-muted-foreground"> · #{order}</span>
      )}
    </span>
  )
  // A route's columns; more or fewer stops is neither better nor worse.
  const figures = [
    { key: "stops", format: String, tone: false },
    { key: "distance", format: distance, tone: true },
    { key: "duration", format: formatDuration, tone: true },
  ] as const
  // Stops changing route first: they matter more than a new order on the same route.
  const moves = [...diff.moves].sort(
    (a, b) =>
      Number(a.from_route === a.to_route) - Number(b.from_route === b.to_route)
  )

  return (
    <DialogFrame
      open={open}
      // Closed only when not busy applying or discarding.
      onClose={() => {
        if (!busy) onClose()
      }}
      size="lg"
      // The dialog itself takes focus, so its title is read first; Radix would focus the list.
      onOpenAutoFocus={(event) => {
        event.preventDefault()
        const content = event.currentTarget as HTMLElement
        content.focus()
      }}
      title={<Trans>Proposal ready</Trans>}
      description={
        <>
          {t`${diff.stops_moved} stops change route, ${diff.stops_reordered} change order.`}{" "}
          <Trans>
            Apply it to change the routes, or discard it to keep them as they
            are.
          </Trans>
        </>
      }
    >
      <dl className="grid gap-3 text-sm sm:grid-cols-2">
        <Total
          label={<Trans>Distance</Trans>}
          before={diff.before.distance}
          after={diff.after.distance}
          format={distance}
          change={(difference, better) =>
            better ? t`${difference} shorter` : t`${difference} longer`
          }
        />
        <Total
          label={<Trans>Duration</Trans>}
          before={diff.before.duration}
          after={diff.after.duration}
          format={formatDuration}
          change={(difference, better) =>
            better ? t`${difference} less` : t`${difference} more`
          }
        />
      </dl>

      {diff.routes.length > 0 && (
        <table className="w-full text-sm">
          <caption className="pb-1 text-left font-medium">
            <Trans>Changes by route</Trans>
          </caption>
          <thead className="text-left text-muted-foreground">
            <HeaderRow
              cells={[
                <Trans key="route">Route</Trans>,
                <Trans key="stops">Stops</Trans>,
                <Trans key="distance">Distance</Trans>,
                <Trans key="duration">Duration</Trans>,
              ]}
            />
          </thead>
          <tbody>
            {diff.routes.map(({ id_route, before, after }) => (
              <BodyRow
                key={id_route}
                head={<RouteTag route={routeOf(id_route)} />}
                cells={figures.map(({ key, format, tone }) => (
                  <BeforeAfter
                    key={key}
                    before={before[key]}
                    after={after[key]}
                    format={format}
                    tone={tone}
                  />
                ))}
              />
            ))}
          </tbody>
        </table>
      )}

      {moves.length > 0 && (
        <section className="grid gap-1">
          <h3 id={movesId} className="text-sm font-medium">
            <Trans>Stops that change</Trans>
          </h3>
          <div
            role="region"
            aria-labelledby={movesId}
            tabIndex={0}
            className="max-h-64 overflow-y-auto rounded-md border outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
          >
            <table className="w-full text-sm">
              <thead className="sticky top-0 bg-card text-left text-muted-foreground">
                <HeaderRow
                  cells={[
                    <Trans key="stop">Stop</Trans>,
                    <Trans key="before">Before</Trans>,
                    <Trans key="after">After</Trans>,
                  ]}
                />
              </thead>
              <tbody>
                {moves.map((move) => (
                  <BodyRow
                    key={move.id_stop}
                    head={stopName(move.id_stop)}
                    cells={[
                      place(move.from_route, move.from_order),
                      place(move.to_route, move.to_order),
                    ]}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </section>
      )}

      <DialogFooter>
        <Button variant="outline" onClick={onDiscard} disabled={busy}>
          <Trans>Discard</Trans>
        </Button>
        <Button onClick={onApply} loading={busy}>
          <Trans>Apply</Trans>
        </Button>
      </DialogFooter>
    </DialogFrame>
  )
}
