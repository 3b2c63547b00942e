import { Trans, useLingui } from "@lingui/react/macro"
import { EmptyState } from "@ruta/ui/components/empty-state"
import { ChevronRight, Truck } from "lucide-react"

import { formatZonedDateTime } from "../../../lib/format.ts"
import { useSiteZones } from "../../../lib/use-units.ts"
import { RouteStatusBadge } from "../../planning/components/route-status-badge.tsx"
import type { DriverDay } from "../api/driver-day.ts"
import type { VisitReport } from "../use-driver-day.ts"
import type { WaitingLine } from "../waiting-lines.ts"
import { DriverRouteView } from "./driver-route-view.tsx"
import { SyncStatus } from "./sync-status.tsx"

/**
 * The driver's day: their routes (one is opened directly), and what they did that waits for a
 * connection.
 */
export function DriverDayView({
  day,
  selected,
  waiting,
  sending,
  arriving,
  onSelect,
  onStart,
  onArrive,
  onComplete,
}: {
  day: DriverDay
  /** The route opened, if any. */
  selected: number | undefined
  waiting: readonly WaitingLine[]
  sending: boolean
  /** The stop whose arrival is being recorded, if any. */
  arriving?: number
  onSelect: (id_route: number | undefined) => void
  onStart: (id_route: number) => void
  onArrive: (id_stop: number) => void
  onComplete: (id_stop: number, report: VisitReport) => void
}) {
  const { t, i18n } = useLingui()
  // Each route's date on its site's clock, labelled when the phone is elsewhere (issue 43).
  const zoneOf = useSiteZones()
  const only = day.routes.length === 1 ? day.routes[0] : undefined
  const route = only ?? day.routes.find((r) => r.id_route === selected)
  return (
    <div className="grid gap-4">
      <SyncStatus waiting={waiting} sending={sending} />
      {route ? (
        <>
          {!only && (
            <button
              type="button"
              className="w-fit text-sm text-primary underline-offset-4 hover:underline"
              onClick={() => onSelect(undefined)}
            >
              <Trans>All my routes</Trans>
            </button>
          )}
          <DriverRouteView
            route={route}
            outcomes={day.outcomes}
            proof={day.proof}
            arriving={arriving}
            onStart={() => onStart(route.id_route)}
            onArrive={onArrive}
            onComplete={onComplete}
          />
        </>
      ) : day.routes.length === 0 ? (
        <EmptyState
          icon={<Truck />}
          title={t`No routes for you today`}
          description={t`When a planner assigns you a route, it shows here.`}
        />
      ) : (
        <section aria-labelledby="my-routes" className="grid gap-2">
          <h1 id="my-routes" className="text-xl font-semibold">
            <Trans>My routes today</Trans>
          </h1>
          <ul className="grid gap-2">
            {day.routes.map((r) => (
              <li key={r.id_route}>
                <button
                  type="button"
                  onClick={() => onSelect(r.id_route)}
                  className="flex w-full items-center gap-3 rounded-xl border bg-card p-4 text-left shadow-sm hover:bg-accent"
                >
                  <span className="grid flex-1 gap-1">
                    <span className="font-medium">{r.name}</span>
                    <span className="text-sm text-muted-foreground">
                      {r.start_date
                        ? formatZonedDateTime(
                            r.start_date,
                            i18n.locale,
                            zoneOf(r.id_subsidiary)
                          )
                        : ""}
                      {" · "}
                      {t`${r.stops_count} stops`}
                    </span>
                  </span>
                  <RouteStatusBadge status={r.status_route} />
                  <ChevronRight aria-hidden className="size-4" />
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  )
}
