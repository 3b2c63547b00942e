import { Trans, useLingui } from "@lingui/react/macro"
import { MapView } from "@ruta/maps/components/map-view"
import { Button } from "@ruta/ui/components/button"
import { Select } from "@ruta/ui/components/select"
import {
  useQuery,
  useQueryClient,
  useSuspenseQuery,
} from "@tanstack/react-query"
import { createFileRoute, useNavigate } from "@tanstack/react-router"
import { Plus, Sparkles } from "lucide-react"
import { useEffect, useState } from "react"

import {
  cancelRun,
  createRoute,
  decideProposal,
  getOptimizationQueryOptions,
  optimizationsKey,
  startOptimization,
} from "../../../features/planning/api/optimizations.ts"
import { getDepotsQueryOptions } from "../../../features/fleet/api/depots.ts"
import {
  LIVE_REFRESH_MS,
  deleteRoute,
  getRouteCarsQueryOptions,
  routesKey,
  saveRoute,
} from "../../../features/planning/api/routes.ts"
import type { Route as PlannedRoute } from "../../../features/planning/api/routes.ts"
import {
  PlanRoutes,
  routeColor,
} from "../../../features/planning/components/plan-routes.tsx"
import { ProposalSummary } from "../../../features/planning/components/proposal-summary.tsx"
import { RouteDialog } from "../../../features/planning/components/route-dialog.tsx"
import { RunProgress } from "../../../features/planning/components/run-progress.tsx"
import {
  runEnded,
  useRunProgress,
} from "../../../features/planning/run-events.ts"
import { useAbility } from "../../../features/shell/ability-context.tsx"
import {
  DeleteConfirmation,
  useDeleteConfirmation,
} from "../../../features/shell/delete-confirmation.tsx"
import { ListScreenHeader } from "../../../features/shell/list-screen-header.tsx"
import { useServerOutcome } from "../../../lib/use-server-mutation.ts"
import { useMapLabels } from "../../../lib/use-map-labels.ts"

export const Route = createFileRoute("/main/optimizations/$id_optimization")({
  staticData: { screen: "optimizations" },
  params: {
    parse: (p) => ({ id_optimization: Number(p.id_optimization) }),
    stringify: (p) => ({ id_optimization: String(p.id_optimization) }),
  },
  loader: ({ context: { queryClient }, params }) =>
    queryClient.ensureQueryData(
      getOptimizationQueryOptions(params.id_optimization)
    ),
  component: WorkspacePage,
})

const TIME_LIMITS = [5, 10, 30, 60, 120]

function WorkspacePage() {
  const { t, i18n } = useLingui()
  const mapLabels = useMapLabels()
  const { id_optimization } = Route.useParams()
  const navigate = useNavigate()
  const ability = useAbility()
  const queryClient = useQueryClient()
  const outcome = useServerOutcome(optimizationsKey)
  const { data: plan } = useSuspenseQuery({
    ...getOptimizationQueryOptions(id_optimization),
    // Routes on the road refresh often; a plan not yet driven now and then.
    refetchInterval: (query) =>
      query.state.data?.routes.some((r) => r.status_route === 2)
        ? LIVE_REFRESH_MS
        : LIVE_REFRESH_MS * 5,
  })
  const [timeLimit, setTimeLimit] = useState(10)
  const [idRun, setIdRun] = useState<number | null>(null)
  const [configuring, setConfiguring] = useState<PlannedRoute | null>(null)
  const deletion = useDeleteConfirmation({
    remove: (route: PlannedRoute) => deleteRoute(route.id_route),
    queryKey: optimizationsKey,
  })
  const run = useRunProgress(idRun, i18n.locale)
  const ended = runEnded(run)
  useEffect(() => {
    if (!ended) return
    void queryClient.invalidateQueries({ queryKey: optimizationsKey })
    void queryClient.invalidateQueries({ queryKey: routesKey })
  }, [ended, queryClient])

  const [deciding, setDeciding] = useState(false)
  const [decided, setDecided] = useState<number | null>(null)
  // A plan already optimized is re-optimized as a proposal, applied only if the planner wants it.
  const reoptimizing = plan.optimization_state !== 0
  const optimize = () =>
    outcome.settle(async () => {
      const started = await startOptimization(
        id_optimization,
        timeLimit,
        reoptimizing
      )
      setIdRun(started.data.id_run)
      return started
    })
  const decide = async (decision: "apply" | "discard") => {
    if (!run) return
    setDeciding(true)
    await outcome.settle(() => decideProposal(run.id_run, decision))
    setDeciding(false)
    setDecided(run.id_run)
  }
  const addRoute = () =>
    outcome.settle(() =>
      createRoute(id_optimization, t`Route ${plan.routes.length + 1}`)
    )
  const colorOf = new Map(
    plan.routes.map((route, index) => [route.id_route, routeColor(index)])
  )
  const running = run !== null && !ended

  return (
    <section className="grid gap-4">
      <ListScreenHeader title={plan.name}>
        <div className="flex flex-wrap items-end gap-2">
          {ability.can("createRoute", "route") && (
            <Button variant="outline" onClick={() => void addRoute()}>
              <Plus /> <Trans>Add route</Trans>
            </Button>
          )}
          {ability.can("optimize", "optimization") && (
            <>
              <Select
                label={t`Time limit`}
                className="w-28"
                value={String(timeLimit)}
                onValueChange={(value) => setTimeLimit(Number(value))}
                options={TIME_LIMITS.map((seconds) => ({
                  value: String(seconds),
                  label: t`${seconds} s`,
                }))}
              />
              <Button
                onClick={() => void optimize()}
                disabled={running || plan.routes.length === 0}
              >
                <Sparkles />{" "}
                {reoptimizing ? (
                  <Trans>Re-optimize</Trans>
                ) : (
                  <Trans>Optimize</Trans>
                )}
              </Button>
            </>
          )}
        </div>
      </ListScreenHeader>
      <p className="text-sm text-muted-foreground">
        {t`${plan.subsidiary} · ${plan.stops_quantity} stops · ${plan.routes_quantity} routes`}
      </p>
      {run && (
        <RunProgress
          run={run}
          onCancel={() => void outcome.settle(() => cancelRun(run.id_run))}
        />
      )}
      {run?.diff && run.decision === "pending" && decided !== run.id_run && (
        <ProposalSummary
          diff={run.diff}
          busy={deciding}
          onApply={() => void decide("apply")}
          onDiscard={() => void decide("discard")}
        />
      )}
      <div className="grid gap-4 lg:grid-cols-[20rem_1fr]">
        <PlanRoutes
          plan={plan}
          {...(ability.can("configureRoute", "route")
            ? { onConfigure: setConfiguring }
            : {})}
          {...(ability.can("deleteRoute", "route")
            ? { onDelete: deletion.ask }
            : {})}
          onOpenRoute={(id_route) =>
            void navigate({
              to: "/main/routes/$id_route",
              params: { id_route },
            })
          }
        />
        <div className="overflow-hidden rounded-lg border">
          <MapView
            height={560}
            config={{
              customizedMarkers: true,
              printPath: true,
              locations: [
                // Each depot once, drawn as a depot.
                ...[
                  ...new Map(
                    plan.routes.flatMap((route) =>
                      route.depot ? [[route.depot.id_depot, route.depot]] : []
                    )
                  ).values(),
                ].map((depot) => ({
                  id: `depot-${depot.id_depot}`,
                  name: depot.name,
                  latitude: depot.latitude,
                  longitude: depot.longitude,
                  isDepot: true,
                })),
                ...[
                  ...plan.routes.flatMap((route) => route.stops),
                  ...plan.stops,
                ].map((stop) => ({
                  id: stop.id_stop,
                  name: stop.name || stop.address,
                  latitude: stop.latitude,
                  longitude: stop.longitude,
                  order: stop.order,
                  routeId: stop.id_route,
                  color:
                    stop.id_route === null
                      ? "#64748b"
                      : (colorOf.get(stop.id_route) ?? null),
                })),
              ],
            }}
            paths={plan.routes.map((route) => ({
              routeId: route.id_route,
              color: colorOf.get(route.id_route)!,
              returnToDepot: route.configuration.id_finalization_mode === 1,
            }))}
            depot={
              plan.routes[0]?.depot
                ? {
                    lat: plan.routes[0].depot.latitude,
                    lng: plan.routes[0].depot.longitude,
                  }
                : null
            }
            labels={mapLabels(t`Map of ${plan.name}`)}
          />
        </div>
      </div>
      {configuring && (
        <ConfigureRoute
          route={configuring}
          onClose={() => setConfiguring(null)}
          onSave={async (input) => {
            const saved = await outcome.settle(() =>
              saveRoute(configuring.id_route, input)
            )
            if (saved) setConfiguring(null)
          }}
        />
      )}
      <DeleteConfirmation
        {...deletion.dialog}
        title={t`Delete the route ${deletion.item?.name ?? ""}?`}
        description={t`Its stops go back to the stops on no route.`}
      />
    </section>
  )
}

/** The route dialog with the site's depots and the cars free that day. */
function ConfigureRoute({
  route,
  onSave,
  onClose,
}: {
  route: PlannedRoute
  onSave: Parameters<typeof RouteDialog>[0]["onSave"]
  onClose: () => void
}) {
  const depots = useQuery(getDepotsQueryOptions({ page: 0, pageSize: 100 }))
  const cars = useQuery(getRouteCarsQueryOptions(route))
  if (!depots.data || !cars.data) return null
  return (
    <RouteDialog
      route={route}
      depots={depots.data.items
        .filter((d) => d.id_subsidiary === route.id_subsidiary)
        .map((d) => ({ id_depot: d.id_depot, name: d.address.name }))}
      cars={cars.data}
      onSave={onSave}
      onClose={onClose}
    />
  )
}
