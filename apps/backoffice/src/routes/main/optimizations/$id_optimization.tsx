import { Trans, useLingui } from "@lingui/react/macro"
import type { Figure } from "@ruta/maps/geometry/figure"
import { DrawMode } from "@ruta/maps/lib/draw-features"
import { Button } from "@ruta/ui/components/button"
import { useSuspenseQuery } from "@tanstack/react-query"
import { createFileRoute, Link, useNavigate } from "@tanstack/react-router"
import { useCallback, useState } from "react"

import {
  createRoute,
  getOptimizationQueryOptions,
  optimizationsKey,
  updateOptimization,
} from "../../../features/planning/api/optimizations.ts"
import { ReconnectingNotice } from "../../../features/live/reconnecting-notice.tsx"
import { useLiveUpdates } from "../../../features/live/use-live-updates.ts"
import {
  deleteRoute,
  deleteStop,
  saveRoute,
} from "../../../features/planning/api/routes.ts"
import type {
  Route as PlannedRoute,
  Stop,
} from "../../../features/planning/api/routes.ts"
import { ProposalDialog } from "../../../features/planning/components/proposal-dialog.tsx"
import { ConfigureRoute } from "../../../features/planning/components/configure-route.tsx"
import { RouteTimeline } from "../../../features/planning/components/route-timeline.tsx"
import { RunProgress } from "../../../features/planning/components/run-progress.tsx"
import { SelectionBar } from "../../../features/planning/components/selection-bar.tsx"
import { WorkspaceMap } from "../../../features/planning/components/workspace-map.tsx"
import { DriversList } from "../../../features/live-map/components/drivers-list.tsx"
import {
  LiveEtasContext,
  PredictedLatenessContext,
} from "../../../features/live-map/predicted-lateness.ts"
import { useOnTheRoad } from "../../../features/live-map/use-on-the-road.ts"
import { useOptimizeRun } from "../../../features/planning/use-optimize-run.ts"
import { usePlanEditing } from "../../../features/planning/use-plan-editing.ts"
import {
  routeDayIn,
  stopNameIn,
} from "../../../features/planning/workspace/plan-lookups.ts"
import { useMoveGuard } from "../../../features/planning/week/use-move-guard.ts"
import { planOfDay, weekOf } from "../../../features/planning/week/plan-days.ts"
import {
  ViewControls,
  type PlanView,
} from "../../../features/planning/week/view-controls.tsx"
import { WeekBoard } from "../../../features/planning/week/week-board.tsx"
import { StopEditor } from "../../../features/planning/workspace/stop-editor.tsx"
import { toggle } from "../../../features/planning/workspace/toggle-set.ts"
import { useRouteColors } from "../../../features/planning/workspace/use-route-colors.ts"
import { useStopMenu } from "../../../features/planning/workspace/use-stop-menu.ts"
import { useWorkspacePermissions } from "../../../features/planning/workspace/workspace-permissions.ts"
import { WorkspacePanel } from "../../../features/planning/workspace/workspace-panel.tsx"
import { WorkspaceToolbar } from "../../../features/planning/workspace/workspace-toolbar.tsx"
import {
  DeleteConfirmation,
  useDeleteConfirmation,
} from "../../../features/shell/delete-confirmation.tsx"
import { ListScreenHeader } from "../../../features/shell/list-screen-header.tsx"
import { useServerOutcome } from "../../../lib/use-server-mutation.ts"
import { useSiteZone } from "../../../lib/use-units.ts"
import type { DropTarget } from "../../../features/planning/drop-target.ts"

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

/** Routes shown with their stops open when the workspace opens; more start folded. */
const OPEN_ROUTES = 3

function WorkspacePage() {
  const { t } = useLingui()
  const { id_optimization } = Route.useParams()
  const navigate = useNavigate()
  const outcome = useServerOutcome(optimizationsKey)
  // Drivers' progress and other planners' changes arrive through the live stream.
  const live = useLiveUpdates()
  const { data: plan } = useSuspenseQuery({
    ...getOptimizationQueryOptions(id_optimization),
    refetchInterval: live.refetchInterval,
  })
  const onTheRoad = useOnTheRoad(
    { id_optimization, with_etas: "true" },
    live.refetchInterval
  )
  const editing = usePlanEditing(id_optimization)
  const [configuring, setConfiguring] = useState<PlannedRoute | null>(null)
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [chosenRoutes, setChosenRoutes] = useState<ReadonlySet<number>>(
    new Set()
  )
  const [folded, setFolded] = useState<ReadonlySet<number>>(
    () => new Set(plan.routes.slice(OPEN_ROUTES).map((r) => r.id_route))
  )
  const [drawMode, setDrawMode] = useState<DrawMode>(DrawMode.polygon)
  const [zones, setZones] = useState<readonly Figure[]>([])
  const [relocating, setRelocating] = useState<Stop | null>(null)
  const [editingStop, setEditingStop] = useState<Stop | null>(null)
  const routeDeletion = useDeleteConfirmation({
    remove: (route: PlannedRoute) => deleteRoute(route.id_route),
    queryKey: optimizationsKey,
  })
  const stopDeletion = useDeleteConfirmation({
    remove: (stop: Stop) => deleteStop(stop.id_stop),
    queryKey: optimizationsKey,
  })
  const optimizing = useOptimizeRun(plan, editing.forget)
  // A plan of several days offers the week view, and the map shows one day or every day.
  const zone = useSiteZone(plan.id_subsidiary)
  const week = weekOf(plan, zone)
  const multiDay = week.days.length > 1
  const [view, setView] = useState<PlanView>("day")
  const [mapDay, setMapDay] = useState<string | null>(null)
  const shownDay = mapDay !== null && week.days.includes(mapDay) ? mapDay : null
  const mapPlan = planOfDay(plan, shownDay, zone)
  const allowedMove = useMoveGuard(plan)

  const can = useWorkspacePermissions()
  const addRoute = () =>
    outcome.settle(() =>
      createRoute(id_optimization, t`Route ${plan.routes.length + 1}`)
    )
  const colorOf = useRouteColors(plan.routes)
  const move = (ids: number[], id_route: number | null, index?: number) => {
    // A stop goes only on its allowed days and on a day one of its windows falls on.
    if (!allowedMove(ids, id_route)) return
    void editing.move(ids, id_route, index)
    setSelected(new Set())
    setZones([])
  }
  const menuOf = useStopMenu(plan, can, {
    move,
    edit: setEditingStop,
    relocate: setRelocating,
    remove: stopDeletion.ask,
  })
  const toggleStop = useCallback(
    (id: number) => setSelected((set) => toggle(set, id)),
    []
  )
  const chosen = plan.routes.filter((r) => chosenRoutes.has(r.id_route))
  const openRoute = (route: PlannedRoute) =>
    void navigate({
      to: "/main/routes/$id_route",
      params: { id_route: route.id_route },
    })
  const dropStops = (ids: number[], target: DropTarget) => {
    if (!can.layOut) return
    if (target.id_route === null ? !can.unassign : !can.assign) return
    move(ids, target.id_route, target.index)
  }

  return (
    <PredictedLatenessContext value={onTheRoad.lateness}>
      <LiveEtasContext value={onTheRoad.etas}>
        <section className="grid gap-4">
          <ListScreenHeader title={plan.name}>
            <WorkspaceToolbar
              last={editing.last}
              onUndo={() => void editing.undo()}
              {...(can.createRoute
                ? { onAddRoute: () => void addRoute() }
                : {})}
              {...(can.settings
                ? {
                    horizon: {
                      days: plan.horizon_days,
                      onChange: (days: number) =>
                        void outcome.settle(() =>
                          updateOptimization(id_optimization, {
                            name: plan.name,
                            horizon_days: days,
                          })
                        ),
                    },
                  }
                : {})}
              {...(can.optimize
                ? {
                    optimize: optimizing.controls(
                      chosen.map((r) => r.id_route)
                    ),
                  }
                : {})}
            />
            <Button variant="outline" asChild>
              <Link
                to="/main/optimizations/$id_optimization/scenarios"
                params={{ id_optimization }}
              >
                <Trans>Scenarios</Trans>
              </Link>
            </Button>
          </ListScreenHeader>
          <ReconnectingNotice status={live.status} />
          <p className="text-sm text-muted-foreground">
            {t`${plan.subsidiary} · ${plan.stops_quantity} stops · ${plan.routes_quantity} routes`}
          </p>
          {optimizing.run && (
            <RunProgress run={optimizing.run} onCancel={optimizing.cancel} />
          )}
          {optimizing.proposal && (
            <ProposalDialog
              open
              diff={optimizing.proposal}
              routes={plan.routes.map((r) => ({
                id_route: r.id_route,
                name: r.name,
                color: colorOf(r.id_route),
              }))}
              stopName={(id) => stopNameIn(plan, id)}
              id_subsidiary={plan.id_subsidiary}
              busy={optimizing.deciding}
              onApply={optimizing.apply}
              onDiscard={optimizing.discard}
              onClose={optimizing.dismiss}
            />
          )}
          {selected.size > 0 && (
            <SelectionBar
              count={selected.size}
              routes={plan.routes.map((r) => ({
                id_route: r.id_route,
                name: r.name,
              }))}
              {...(can.layOut && can.assign
                ? {
                    onAssign: (id_route: number) =>
                      move([...selected], id_route),
                  }
                : {})}
              {...(can.layOut && can.unassign
                ? { onUnassign: () => move([...selected], null) }
                : {})}
              onClear={() => {
                setSelected(new Set())
                setZones([])
              }}
            />
          )}
          {relocating && (
            <p role="status" className="rounded-lg border bg-card p-3 text-sm">
              {t`Drag the pin to the new place of ${relocating.name || relocating.address}.`}{" "}
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setRelocating(null)}
              >
                <Trans>Cancel</Trans>
              </Button>
            </p>
          )}
          {multiDay && (
            <ViewControls
              view={view}
              onViewChange={setView}
              days={week.days}
              mapDay={shownDay}
              onMapDayChange={setMapDay}
            />
          )}
          {multiDay && view === "week" && (
            <WeekBoard
              plan={plan}
              week={week}
              colorOf={colorOf}
              selected={selected}
              onToggleStop={toggleStop}
              onSelectStops={(ids) => setSelected(new Set(ids))}
              menuOf={menuOf}
              onOpenRoute={openRoute}
              onMove={dropStops}
            />
          )}
          <div
            className={
              multiDay && view === "week"
                ? "grid gap-4"
                : "grid items-start gap-4 lg:grid-cols-[24rem_1fr]"
            }
          >
            {!(multiDay && view === "week") && (
              <WorkspacePanel
                plan={plan}
                colorOf={colorOf}
                selected={selected}
                folded={folded}
                chosen={chosenRoutes}
                onFold={(id) => setFolded((set) => toggle(set, id))}
                routeActions={{
                  open: openRoute,
                  ...(can.optimize
                    ? {
                        choose: (route) =>
                          setChosenRoutes((set) => toggle(set, route.id_route)),
                        optimize: (route) =>
                          void optimizing.optimize([route.id_route]),
                      }
                    : {}),
                  ...(can.configureRoute
                    ? { configure: (route) => setConfiguring(route) }
                    : {}),
                  ...(can.deleteRoute
                    ? { remove: (route) => routeDeletion.ask(route) }
                    : {}),
                }}
                onToggleStop={toggleStop}
                onSelectStops={(ids) => setSelected(new Set(ids))}
                menuOf={menuOf}
                onMove={dropStops}
              />
            )}
            <div className="grid gap-4">
              <WorkspaceMap
                plan={mapPlan}
                colorOf={colorOf}
                selected={selected}
                drawMode={can.layOut && can.assign ? drawMode : null}
                onDrawModeChange={setDrawMode}
                zones={zones}
                onZoneStops={(ids) => setSelected(new Set(ids))}
                onToggleStop={toggleStop}
                relocating={relocating}
                onRelocate={(to) => {
                  if (relocating) void editing.relocate(relocating.id_stop, to)
                  setRelocating(null)
                }}
                vehicles={onTheRoad.vehicles(colorOf)}
              />
              {onTheRoad.drivers.length > 0 && (
                <DriversList drivers={onTheRoad.drivers} now={onTheRoad.now} />
              )}
              <section aria-label={t`Timelines`} className="grid gap-3">
                {mapPlan.routes.map((route) => (
                  <RouteTimeline
                    key={route.id_route}
                    route={route}
                    color={colorOf(route.id_route)}
                    onSelectStop={(id) => setSelected(new Set([id]))}
                  />
                ))}
              </section>
            </div>
          </div>
          <StopEditor
            stop={editingStop}
            day={editingStop && routeDayIn(plan, editingStop)}
            onClose={() => setEditingStop(null)}
            onSave={(stop, input) => editing.edit(stop.id_stop, input)}
          />
          {configuring && (
            <ConfigureRoute
              route={configuring}
              onClose={() => setConfiguring(null)}
              onSave={async (input) => {
                // A refusal goes back to the dialog, which shows it on its fields.
                outcome.succeeded(await saveRoute(configuring.id_route, input))
                setConfiguring(null)
              }}
            />
          )}
          <DeleteConfirmation
            {...routeDeletion.dialog}
            title={t`Delete the route ${routeDeletion.item?.name ?? ""}?`}
            description={t`Its stops go back to the stops on no route.`}
          />
          <DeleteConfirmation
            {...stopDeletion.dialog}
            title={t`Delete the stop ${stopDeletion.item?.name || stopDeletion.item?.address || ""}?`}
            description={t`It leaves the optimization and its route.`}
          />
        </section>
      </LiveEtasContext>
    </PredictedLatenessContext>
  )
}
