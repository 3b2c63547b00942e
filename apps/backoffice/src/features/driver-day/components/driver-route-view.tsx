import { Trans, useLingui } from "@lingui/react/macro"
import { Button } from "@ruta/ui/components/button"
import { Progress } from "@ruta/ui/components/progress"
import { CheckCircle2, Play } from "lucide-react"
import type { ProofSettings } from "@ruta/validation/proof"
import { useState } from "react"

import { useSiteClock } from "../../../lib/use-site-clock.ts"
import { RouteStatusBadge } from "../../planning/components/route-status-badge.tsx"
import { StopStatusBadge } from "../../planning/components/stop-status-badge.tsx"
import type { DriverRoute, StopOutcome } from "../api/driver-day.ts"
import type { VisitReport } from "../use-driver-day.ts"
import { CompleteStopDialog } from "./complete-stop-dialog.tsx"
import { NextStopCard } from "./next-stop-card.tsx"

/** One route on the road: start it, then the next stop, and every stop in order below. */
export function DriverRouteView({
  route,
  outcomes,
  proof,
  arriving,
  onStart,
  onArrive,
  onComplete,
}: {
  route: DriverRoute
  outcomes: StopOutcome[]
  /** What the client requires to finish a visit. */
  proof?: ProofSettings | undefined
  /** The stop whose arrival is being recorded, if any. */
  arriving?: number
  onStart: () => void
  onArrive: (id_stop: number) => void
  onComplete: (id_stop: number, report: VisitReport) => void
}) {
  const { t } = useLingui()
  const clock = useSiteClock()
  const [dialog, setDialog] = useState<"complete" | "fail" | null>(null)
  const nextIndex = route.stops.findIndex((s) => s.completed === null)
  const next = nextIndex === -1 ? undefined : route.stops[nextIndex]
  const done = route.stops.filter((s) => s.completed !== null).length
  const started = route.status_route !== 1
  return (
    <section aria-labelledby="route-title" className="grid gap-4">
      <header className="grid gap-2">
        <div className="flex items-center justify-between gap-2">
          <h1 id="route-title" className="text-xl font-semibold">
            {route.name}
          </h1>
          <RouteStatusBadge status={route.status_route} />
        </div>
        <Progress
          value={route.progress}
          aria-label={t`Completed stops`}
          showValue
        />
        <p className="text-sm text-muted-foreground">
          {t`${done} of ${route.stops.length} stops done`}
          {route.car ? ` · ${route.car}` : ""}
        </p>
      </header>
      {!started && (
        <Button size="lg" onClick={onStart}>
          <Play aria-hidden />
          <Trans>Start route</Trans>
        </Button>
      )}
      {next ? (
        <NextStopCard
          stop={next}
          position={nextIndex + 1}
          canAct={started}
          arriving={arriving === next.id_stop}
          onArrive={() => onArrive(next.id_stop)}
          onComplete={() => setDialog("complete")}
          onFail={() => setDialog("fail")}
        />
      ) : (
        route.stops.length > 0 && (
          <p
            role="status"
            className="flex items-center gap-2 rounded-xl border bg-card p-4 font-medium"
          >
            <CheckCircle2
              aria-hidden
              className="size-5 text-status-completed"
            />
            <Trans>Every stop of this route is done. Well driven!</Trans>
          </p>
        )
      )}
      <ol aria-label={t`Stops of ${route.name}`} className="grid gap-1">
        {route.stops.map((stop, index) => (
          <li
            key={stop.id_stop}
            data-testid={`driver-stop-${stop.id_stop}`}
            className="flex items-center gap-3 rounded-md border px-3 py-2 text-sm"
          >
            <span className="w-6 text-right font-mono text-muted-foreground">
              {index + 1}
            </span>
            <span className="min-w-0 flex-1 truncate">
              {stop.name || stop.address}
            </span>
            {stop.visit_time && (
              <span className="text-xs text-muted-foreground">
                {clock.time(stop.visit_time)}
              </span>
            )}
            <StopStatusBadge stop={stop} />
          </li>
        ))}
      </ol>
      {next && (
        <CompleteStopDialog
          stopName={next.name || next.address}
          failed={dialog === "fail"}
          outcomes={outcomes}
          proof={proof}
          open={dialog !== null}
          onOpenChange={(open) => !open && setDialog(null)}
          onConfirm={(report) => {
            setDialog(null)
            onComplete(next.id_stop, report)
          }}
        />
      )}
    </section>
  )
}
