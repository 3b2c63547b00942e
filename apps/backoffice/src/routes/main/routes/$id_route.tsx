import { Trans, useLingui } from "@lingui/react/macro"
import { MapView } from "@ruta/maps/components/map-view"
import { Button } from "@ruta/ui/components/button"
import { DataTable } from "@ruta/ui/components/data-table"
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
import { useRouteLive } from "../../../features/live-map/use-route-live.ts"
import { OptimizationStateLabel } from "../../../features/planning/components/optimization-state-label.tsx"
import { TravelProfileLabel } from "../../../features/planning/components/travel-profile-label.tsx"
import { RouteStatusBadge } from "../../../features/planning/components/route-status-badge.tsx"
import { StopNotificationsDialog } from "../../../features/notifications/stop-notifications-dialog.tsx"
import { ProofDialog } from "../../../features/planning/proof/proof-dialog.tsx"
import { useStopColumns } from "../../../features/planning/route-page/use-stop-columns.tsx"
import { downloadCsv } from "../../../features/planning/route-sheet/download.ts"
import { PrintOnly } from "../../../features/planning/route-sheet/print-only.tsx"
import {
  routeSheetCsv,
  routeSheetFileName,
} from "../../../features/planning/route-sheet/route-sheet-csv.ts"
import { useOutcomeName } from "../../../lib/outcome-names.ts"
import { useRouteSheetText } from "../../../features/planning/route-sheet/route-sheet-text.ts"
import { RouteSheet } from "../../../features/planning/route-sheet/route-sheet.tsx"
import { ListScreenHeader } from "../../../features/shell/list-screen-header.tsx"
import { formatDuration, formatZonedDateTime } from "../../../lib/format.ts"
import { useTableLabels } from "../../../lib/use-table-labels.ts"
import { useSiteZone, useUnits } from "../../../lib/use-units.ts"
import { useMapLabels } from "../../../lib/use-map-labels.ts"

export const Route = createFileRoute("/main/routes/$id_route")({
  staticData: { screen: "routes" },
  params: {
    parse: (p) => ({ id_route: Number(p.id_route) }),
    stringify: (p) => ({ id_route: String(p.id_route) }),
  },
  /**
   * `proof`: the stop whose proof of delivery is open (route sheets link to it);
   * `notifications`: the stop whose customer notifications are open.
   */
  validateSearch: z.object({
    proof: z.number().int().positive().optional(),
    notifications: z.number().int().positive().optional(),
  }),
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(getRouteQueryOptions(params.id_route)),
  component: RoutePage,
})

/** Past this many stops, only the rows in view are rendered. */
const LONG_ROUTE_STOPS = 100

const ROUTE_COLOR = "#1e3a8a"

function RoutePage() {
  const { t, i18n } = useLingui()
  const mapLabels = useMapLabels()
  const { id_route } = Route.useParams()
  const { proof: proofOf, notifications: notificationsOf } = Route.useSearch()
  const navigate = Route.useNavigate()
  const openProof = (proof: number | undefined) =>
    void navigate({ search: { proof }, replace: true })
  const openNotifications = (notifications: number | undefined) =>
    void navigate({ search: { notifications }, replace: true })
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
  const nameOfOutcome = useOutcomeName()
  const outcomeName = (id: number | null) => {
    const outcome = outcomes.data?.find((o) => o.id === id)
    return outcome ? nameOfOutcome(outcome) : ""
  }
  const path = useQuery(getRoutePathQueryOptions(id_route))
  // On the road: the driven trail over the planned path, and stops predicted late.
  const onTheRoad = useRouteLive(route, live.refetchInterval)
  const sheet = useRouteSheetText(outcomeName, route.id_subsidiary)
  const units = useUnits(route.id_subsidiary)
  const siteZone = useSiteZone(route.id_subsidiary)
  const columns = useStopColumns({
    sheet,
    lateness: onTheRoad.lateness,
    liveEtas: onTheRoad.etas,
    onOpenProof: openProof,
    onOpenNotifications: openNotifications,
  })
  return (
    <section className="grid gap-4">
      <ListScreenHeader title={route.name}>
        <div className="flex gap-2">
          <Button
            variant="outline"
            onClick={() =>
              downloadCsv(
                routeSheetFileName(route),
                // The sheet's ETAs are the live ones while on the road.
                routeSheetCsv(
                  route.stops.map((s) => ({
                    ...s,
                    eta:
                      (s.completed === null && onTheRoad.etas.get(s.id_stop)) ||
                      s.eta,
                  })),
                  sheet
                )
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
              ? formatZonedDateTime(route.start_date, i18n.locale, siteZone)
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
            <Trans>Travel</Trans>
          </dt>
          <dd>
            <TravelProfileLabel days={route.travel_profile_days} />
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
        columns={columns}
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
      <StopNotificationsDialog
        stop={route.stops.find((s) => s.id_stop === notificationsOf)}
        onClose={() => openNotifications(undefined)}
      />
      <PrintOnly>
        <RouteSheet route={route} outcomeName={outcomeName} />
      </PrintOnly>
    </section>
  )
}
