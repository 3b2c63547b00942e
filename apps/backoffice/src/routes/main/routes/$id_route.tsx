import { Trans, useLingui } from "@lingui/react/macro"
import { MapView } from "@ruta/maps/components/map-view"
import { Button } from "@ruta/ui/components/button"
import {
  DataTable,
  createDataTableColumnHelper,
} from "@ruta/ui/components/data-table"
import { Progress } from "@ruta/ui/components/progress"
import { useQuery, useSuspenseQuery } from "@tanstack/react-query"
import { createFileRoute } from "@tanstack/react-router"
import { FileDown, Printer } from "lucide-react"
import { z } from "zod"

import { getClientCatalogQueryOptions } from "../../../features/catalogs/api/client-catalogs.ts"
import { ReconnectingNotice } from "../../../features/live/reconnecting-notice.tsx"
import { useLiveUpdates } from "../../../features/live/use-live-updates.ts"
import {
  getRoutePathQueryOptions,
  getRouteQueryOptions,
} from "../../../features/planning/api/routes.ts"
import type { StopWithProof } from "../../../features/planning/api/routes.ts"
import { LateFlag } from "../../../features/planning/components/late-flag.tsx"
import { PredictedLate } from "../../../features/live-map/components/predicted-late.tsx"
import { useRouteLive } from "../../../features/live-map/use-route-live.ts"
import { OptimizationStateLabel } from "../../../features/planning/components/optimization-state-label.tsx"
import { RouteStatusBadge } from "../../../features/planning/components/route-status-badge.tsx"
import { StopStatusBadge } from "../../../features/planning/components/stop-status-badge.tsx"
import { ProofCell } from "../../../features/planning/proof/proof-cell.tsx"
import { ProofDialog } from "../../../features/planning/proof/proof-dialog.tsx"
import { downloadCsv } from "../../../features/planning/route-sheet/download.ts"
import { PrintOnly } from "../../../features/planning/route-sheet/print-only.tsx"
import {
  routeSheetCsv,
  routeSheetFileName,
  timeWindow,
} from "../../../features/planning/route-sheet/route-sheet-csv.ts"
import { useRouteSheetText } from "../../../features/planning/route-sheet/route-sheet-text.ts"
import { RouteSheet } from "../../../features/planning/route-sheet/route-sheet.tsx"
import { ListScreenHeader } from "../../../features/shell/list-screen-header.tsx"
import {
  formatDateTime,
  formatDuration,
  formatTime,
} from "../../../lib/format.ts"
import { useTableLabels } from "../../../lib/use-table-labels.ts"
import { useUnits } from "../../../lib/use-units.ts"
import { useMapLabels } from "../../../lib/use-map-labels.ts"

export const Route = createFileRoute("/main/routes/$id_route")({
  staticData: { screen: "routes" },
  params: {
    parse: (p) => ({ id_route: Number(p.id_route) }),
    stringify: (p) => ({ id_route: String(p.id_route) }),
  },
  /** `proof`: the stop whose proof of delivery is open (route sheets link to it). */
  validateSearch: z.object({ proof: z.number().int().positive().optional() }),
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(getRouteQueryOptions(params.id_route)),
  component: RoutePage,
})

const helper = createDataTableColumnHelper<StopWithProof>()

/** Past this many stops, only the rows in view are rendered. */
const LONG_ROUTE_STOPS = 100

/** Visited after its time window closed. */
const isLate = (stop: StopWithProof) =>
  stop.visit_time !== null &&
  stop.time_window_end !== null &&
  stop.visit_time > stop.time_window_end
const ROUTE_COLOR = "#1e3a8a"

function RoutePage() {
  const { t, i18n } = useLingui()
  const mapLabels = useMapLabels()
  const { id_route } = Route.useParams()
  const { proof: proofOf } = Route.useSearch()
  const navigate = Route.useNavigate()
  const openProof = (proof: number | undefined) =>
    void navigate({ search: { proof }, replace: true })
  const labels = useTableLabels()
  // The driver's progress shows as it happens: stops completed, visit times, outcomes.
  const live = useLiveUpdates()
  const { data: route } = useSuspenseQuery({
    ...getRouteQueryOptions(id_route),
    refetchInterval: live.refetchInterval,
  })
  const outcomes = useQuery(
    getClientCatalogQueryOptions("stop-outcomes", route.id_client, 0)
  )
  const outcomeName = (id: number | null) =>
    outcomes.data?.find((o) => o.id === id)?.name ?? ""
  const path = useQuery(getRoutePathQueryOptions(id_route))
  // On the road: the driven trail over the planned path, and stops predicted late.
  const onTheRoad = useRouteLive(route, live.refetchInterval)
  const sheet = useRouteSheetText(outcomeName, route.id_subsidiary)
  const units = useUnits(route.id_subsidiary)
  return (
    <section className="grid gap-4">
      <ListScreenHeader title={route.name}>
        <div className="flex gap-2">
          <Button
            variant="outline"
            onClick={() =>
              downloadCsv(
                routeSheetFileName(route),
                routeSheetCsv(route.stops, sheet)
              )
            }
          >
            <FileDown /> <Trans>Export CSV</Trans>
          </Button>
          <Button variant="outline" onClick={() => window.print()}>
            <Printer /> <Trans>Print</Trans>
          </Button>
        </div>
      </ListScreenHeader>
      <ReconnectingNotice status={live.status} />
      <dl className="grid grid-cols-2 gap-x-6 gap-y-2 text-sm md:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">
            <Trans>Status</Trans>
          </dt>
          <dd>
            <RouteStatusBadge status={route.status_route} />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            <Trans>Progress</Trans>
          </dt>
          <dd>
            <Progress
              value={route.progress}
              showValue
              aria-label={t`Completed stops`}
            />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            <Trans>Date</Trans>
          </dt>
          <dd>
            {route.start_date
              ? formatDateTime(route.start_date, i18n.locale)
              : "—"}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            <Trans>Optimized</Trans>
          </dt>
          <dd>
            <OptimizationStateLabel state={route.optimization_state} />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            <Trans>Driver</Trans>
          </dt>
          <dd>{route.driver ?? "—"}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            <Trans>Car</Trans>
          </dt>
          <dd>{route.car ?? "—"}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            <Trans>Distance</Trans>
          </dt>
          <dd>
            {route.distance === null ? "—" : units.distance(route.distance)}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">
            <Trans>Duration</Trans>
          </dt>
          <dd>
            {route.duration === null ? "—" : formatDuration(route.duration)}
          </dd>
        </div>
      </dl>
      <div className="overflow-hidden rounded-lg border">
        <MapView
          height={420}
          config={{
            customizedMarkers: true,
            printPath: true,
            locations: [
              ...(route.depot
                ? [
                    {
                      id: `depot-${route.depot.id_depot}`,
                      name: route.depot.name,
                      latitude: route.depot.latitude,
                      longitude: route.depot.longitude,
                      isDepot: true,
                    },
                  ]
                : []),
              ...route.stops.map((stop) => ({
                id: stop.id_stop,
                name: stop.name || stop.address,
                latitude: stop.latitude,
                longitude: stop.longitude,
                order: stop.order,
                routeId: route.id_route,
                color: ROUTE_COLOR,
              })),
            ],
          }}
          paths={[
            ...(path.data && path.data.coordinates.length > 1
              ? [
                  {
                    routeId: route.id_route,
                    color: ROUTE_COLOR,
                    coordinates: path.data.coordinates.map((point) => ({
                      lng: point[0]!,
                      lat: point[1]!,
                    })),
                  },
                ]
              : []),
            ...onTheRoad.paths,
          ]}
          vehicles={onTheRoad.vehicles}
          labels={mapLabels(t`Map of ${route.name}`)}
        />
      </div>
      {path.isError && (
        <p role="alert" className="text-sm text-destructive">
          {path.error.message ||
            t`The road path could not be shown. Please try again later.`}
        </p>
      )}
      <DataTable
        columns={[
          helper.accessor((s) => s.order ?? "", {
            id: "order",
            header: t`Order`,
          }),
          helper.accessor((s) => s.name || s.address, {
            id: "stop",
            header: t`Stop`,
          }),
          helper.accessor("address", {
            header: t`Address`,
          }),
          helper.accessor(
            (s) => (s.eta ? formatTime(s.eta, i18n.locale) : ""),
            {
              id: "eta",
              header: t`ETA`,
              cell: (info) => (
                <span data-testid={`eta-${info.row.original.id_stop}`}>
                  {info.getValue()}
                  <LateFlag stop={info.row.original} className="ml-1" />
                  {info.row.original.completed === null && (
                    <PredictedLate
                      id_stop={info.row.original.id_stop}
                      lateSeconds={onTheRoad.lateness.get(
                        info.row.original.id_stop
                      )}
                      className="ml-1"
                    />
                  )}
                </span>
              ),
            }
          ),
          helper.accessor((s) => timeWindow(s, sheet.time), {
            id: "window",
            header: t`Time window`,
          }),
          helper.accessor(
            (s) => (s.visit_time ? formatTime(s.visit_time, i18n.locale) : ""),
            {
              id: "visited",
              header: t`Visited`,
              cell: (info) => (
                <span data-testid={`visited-${info.row.original.id_stop}`}>
                  {info.getValue()}
                  {isLate(info.row.original) && (
                    <span className="ml-1 text-destructive">
                      <Trans>late</Trans>
                    </span>
                  )}
                </span>
              ),
            }
          ),
          helper.accessor("status", {
            header: t`Status`,
            cell: (info) => <StopStatusBadge stop={info.row.original} />,
          }),
          helper.accessor(sheet.outcome, {
            id: "outcome",
            header: t`Outcome`,
          }),
          helper.display({
            id: "proof",
            header: t`Proof`,
            cell: (info) => (
              <ProofCell stop={info.row.original} onOpen={openProof} />
            ),
          }),
        ]}
        data={route.stops}
        getRowId={(s) => String(s.id_stop)}
        labels={labels}
        caption={t`Stops of ${route.name}`}
        paging={false}
        virtualize={route.stops.length > LONG_ROUTE_STOPS}
        empty={t`This route has no stops yet.`}
      />
      <ProofDialog
        stop={route.stops.find((s) => s.id_stop === proofOf)}
        onClose={() => openProof(undefined)}
      />
      <PrintOnly>
        <RouteSheet route={route} outcomeName={outcomeName} />
      </PrintOnly>
    </section>
  )
}
