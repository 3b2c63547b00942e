import { Trans, useLingui } from "@lingui/react/macro"
import type { Figure } from "@ruta/maps/geometry/figure"
import { DrawMode } from "@ruta/maps/lib/draw-features"
import { Button } from "@ruta/ui/components/button"
import { Select } from "@ruta/ui/components/select"
import { useSuspenseQuery } from "@tanstack/react-query"
import { createFileRoute, useNavigate } from "@tanstack/react-router"
import { Plus, Sparkles, Undo2 } from "lucide-react"
import { useCallback, useMemo, useState } from "react"

import {
  createRoute,
  getOptimizationQueryOptions,
  optimizationsKey,
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
import { PlanBoard } from "../../../features/planning/components/plan-board.tsx"
import { ProposalDialog } from "../../../features/planning/components/proposal-dialog.tsx"
import { RouteCard } from "../../../features/planning/components/route-card.tsx"
import { ConfigureRoute } from "../../../features/planning/components/configure-route.tsx"
import { RouteTimeline } from "../../../features/planning/components/route-timeline.tsx"
import { RunProgress } from "../../../features/planning/components/run-progress.tsx"
import { StopDialog } from "../../../features/planning/components/stop-dialog.tsx"
import { SelectionBar } from "../../../features/planning/components/selection-bar.tsx"
import { SortableStopList } from "../../../features/planning/components/sortable-stop-list.tsx"
import type { StopMenu } from "../../../features/planning/components/stop-row.tsx"
import {
  UNASSIGNED_COLOR,
  UnassignedList,
} from "../../../features/planning/components/unassigned-list.tsx"
import { WorkspaceMap } from "../../../features/planning/components/workspace-map.tsx"
import { DriversList } from "../../../features/live-map/components/drivers-list.tsx"
import { useOnTheRoad } from "../../../features/live-map/use-on-the-road.ts"
import { planStops } from "../../../features/planning/plan-layout.ts"
import { routeColor } from "../../../features/planning/route-colors.ts"
import { useOptimizeRun } from "../../../features/planning/use-optimize-run.ts"
import { usePlanEditing } from "../../../features/planning/use-plan-editing.ts"
import { useAbility } from "../../../features/shell/ability-context.tsx"
import {
  DeleteConfirmation,
  useDeleteConfirmation,
} from "../../../features/shell/delete-confirmation.tsx"
import { ListScreenHeader } from "../../../features/shell/list-screen-header.tsx"
import { dayOf } from "../../../lib/local-day.ts"
import { useServerOutcome } from "../../../lib/use-server-mutation.ts"
import { useStableCallback } from "../../../lib/use-stable-callback.ts"

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

/** Routes shown with their stops open when the workspace opens; more start folded. */
const OPEN_ROUTES = 3

/** The set with `id` added, or taken out when it was there. */
function toggle(set: ReadonlySet<number>, id: number) {
  const next = new Set(set)
  if (!next.delete(id)) next.add(id)
  return next
}

function WorkspacePage() {
  const { t } = useLingui()
  const { id_optimization } = Route.useParams()
  const navigate = useNavigate()
  const ability = useAbility()
  const outcome = useServerOutcome(optimizationsKey)
  // Drivers' progress and other planners' changes arrive through the live stream.
  const live = useLiveUpdates()
  const { data: plan } = useSuspenseQuery({
    ...getOptimizationQueryOptions(id_optimization),
    refetchInterval: live.refetchInterval,
  })
  const onTheRoad = useOnTheRoad({ id_optimization }, live.refetchInterval)
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
  const [savingStop, setSavingStop] = useState(false)
  // Times typed for a stop on no route (or a route without a day) fall on today.
  const [today] = useState(() => dayOf(new Date()))
  const routeDeletion = useDeleteConfirmation({
    remove: (route: PlannedRoute) => deleteRoute(route.id_route),
    queryKey: optimizationsKey,
  })
  const stopDeletion = useDeleteConfirmation({
    remove: (stop: Stop) => deleteStop(stop.id_stop),
    queryKey: optimizationsKey,
  })
  const optimizing = useOptimizeRun(plan, editing.forget)

  const can = {
    optimize: ability.can("optimize", "optimization"),
    layOut: ability.can("editRoute", "route"),
    assign: ability.can("assign", "optimization"),
    unassign: ability.can("unassign", "optimization"),
    relocate: ability.can("moveLocation", "route"),
    deleteStop: ability.can("delete", "optimization"),
    edit: ability.can("edit", "optimization"),
  }
  const addRoute = () =>
    outcome.settle(() =>
      createRoute(id_optimization, t`Route ${plan.routes.length + 1}`)
    )
  // Stable while the routes stay the same, so the map does not redraw on every selection.
  const colorOf = useMemo(() => {
    const colors = new Map(
      plan.routes.map((route, index) => [route.id_route, routeColor(index)])
    )
    return (id_route: number | null) =>
      (id_route === null ? undefined : colors.get(id_route)) ?? UNASSIGNED_COLOR
  }, [plan.routes])
  const move = (ids: number[], id_route: number | null, index?: number) => {
    void editing.move(ids, id_route, index)
    setSelected(new Set())
    setZones([])
  }
  // Asked for when a stop's menu opens: rows keep the same function and are not drawn again.
  const menuOf = useStableCallback((stop: Stop): StopMenu => {
    const { id_route } = stop
    const list =
      plan.routes.find((r) => r.id_route === id_route)?.stops ?? plan.stops
    const index = list.findIndex((s) => s.id_stop === stop.id_stop)
    return {
      routes: plan.routes
        .filter((r) => r.id_route !== id_route)
        .map((r) => ({ id_route: r.id_route, name: r.name })),
      ...(can.layOut && (can.assign || can.unassign)
        ? {
            onMoveTo: (to: number | null) =>
              (to === null ? can.unassign : can.assign) &&
              move([stop.id_stop], to),
          }
        : {}),
      ...(can.layOut && id_route !== null && index > 0
        ? { onMoveUp: () => move([stop.id_stop], id_route, index - 1) }
        : {}),
      ...(can.layOut && id_route !== null && index < list.length - 1
        ? { onMoveDown: () => move([stop.id_stop], id_route, index + 1) }
        : {}),
      ...(can.edit ? { onEdit: () => setEditingStop(stop) } : {}),
      ...(can.relocate ? { onRelocate: () => setRelocating(stop) } : {}),
      ...(can.deleteStop ? { onDelete: () => stopDeletion.ask(stop) } : {}),
    }
  })
  const toggleStop = useCallback(
    (id: number) => setSelected((set) => toggle(set, id)),
    []
  )
  const stopName = (id_stop: number) => {
    const stop = planStops(plan).find((s) => s.id_stop === id_stop)
    return stop ? stop.name || stop.address : String(id_stop)
  }
  const routeDayOf = (stop: Stop) => {
    const start = plan.routes.find(
      (r) => r.id_route === stop.id_route
    )?.start_date
    return start ? dayOf(new Date(start)) : null
  }
  const chosen = plan.routes.filter((r) => chosenRoutes.has(r.id_route))

  return (
    <section className="grid gap-4">
      <ListScreenHeader title={plan.name}>
        <div className="flex flex-wrap items-end gap-2">
          {editing.last && (
            <Button variant="outline" onClick={() => void editing.undo()}>
              <Undo2 />{" "}
              {
                {
                  move: t`Undo moving ${editing.last.count} stops`,
                  relocate: t`Undo the relocation`,
                  edit: t`Undo the stop's edit`,
                }[editing.last.what]
              }
            </Button>
          )}
          {ability.can("createRoute", "route") && (
            <Button variant="outline" onClick={() => void addRoute()}>
              <Plus /> <Trans>Add route</Trans>
            </Button>
          )}
          {can.optimize && (
            <>
              <Select
                label={t`Time limit`}
                className="w-28"
                value={String(optimizing.timeLimit)}
                onValueChange={(value) =>
                  optimizing.setTimeLimit(Number(value))
                }
                options={TIME_LIMITS.map((seconds) => ({
                  value: String(seconds),
                  label: t`${seconds} s`,
                }))}
              />
              <Button
                onClick={() =>
                  void optimizing.optimize(
                    chosen.length > 0
                      ? chosen.map((r) => r.id_route)
                      : undefined
                  )
                }
                disabled={optimizing.running || plan.routes.length === 0}
              >
                <Sparkles />{" "}
                {chosen.length > 0
                  ? t`Optimize ${chosen.length} chosen routes`
                  : optimizing.reoptimizing
                    ? t`Re-optimize`
                    : t`Optimize`}
              </Button>
            </>
          )}
        </div>
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
          stopName={stopName}
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
            ? { onAssign: (id_route: number) => move([...selected], id_route) }
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
          <Button variant="ghost" size="sm" onClick={() => setRelocating(null)}>
            <Trans>Cancel</Trans>
          </Button>
        </p>
      )}
      <div className="grid items-start gap-4 lg:grid-cols-[24rem_1fr]">
        <PlanBoard
          plan={plan}
          selected={selected}
          colorOf={colorOf}
          onMove={(ids, target) => {
            if (!can.layOut) return
            if (target.id_route === null ? !can.unassign : !can.assign) return
            move(ids, target.id_route, target.index)
          }}
        >
          <div className="grid content-start gap-3">
            <ul className="grid gap-2" aria-label={t`Routes of ${plan.name}`}>
              {plan.routes.map((route) => (
                <RouteCard
                  key={route.id_route}
                  route={route}
                  color={colorOf(route.id_route)}
                  expanded={!folded.has(route.id_route)}
                  onExpandedChange={() =>
                    setFolded((set) => toggle(set, route.id_route))
                  }
                  selected={chosenRoutes.has(route.id_route)}
                  {...(can.optimize
                    ? {
                        onSelectedChange: () =>
                          setChosenRoutes((set) => toggle(set, route.id_route)),
                        onOptimize: () =>
                          void optimizing.optimize([route.id_route]),
                      }
                    : {})}
                  onOpen={() =>
                    void navigate({
                      to: "/main/routes/$id_route",
                      params: { id_route: route.id_route },
                    })
                  }
                  {...(ability.can("configureRoute", "route")
                    ? { onConfigure: () => setConfiguring(route) }
                    : {})}
                  {...(ability.can("deleteRoute", "route")
                    ? { onDelete: () => routeDeletion.ask(route) }
                    : {})}
                >
                  <SortableStopList
                    id_route={route.id_route}
                    stops={route.stops}
                    color={colorOf(route.id_route)}
                    selected={selected}
                    onToggle={toggleStop}
                    menuOf={menuOf}
                    label={t`Stops of ${route.name}`}
                  />
                </RouteCard>
              ))}
            </ul>
            {plan.routes.length === 0 && (
              <p className="text-sm text-muted-foreground">
                <Trans>No routes yet: add one to start planning.</Trans>
              </p>
            )}
            <UnassignedList
              stops={plan.stops}
              selected={selected}
              onToggle={toggleStop}
              onSelectAll={(all) =>
                setSelected(
                  all ? new Set(plan.stops.map((s) => s.id_stop)) : new Set()
                )
              }
              menuOf={menuOf}
            />
          </div>
        </PlanBoard>
        <div className="grid gap-4">
          <WorkspaceMap
            plan={plan}
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
            {plan.routes.map((route) => (
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
      {editingStop && (
        <StopDialog
          stop={editingStop}
          day={routeDayOf(editingStop) ?? today}
          busy={savingStop}
          onClose={() => setEditingStop(null)}
          onSave={async (input) => {
            setSavingStop(true)
            // A refusal goes back to the dialog, which shows it on its fields.
            try {
              if (await editing.edit(editingStop.id_stop, input))
                setEditingStop(null)
            } finally {
              setSavingStop(false)
            }
          }}
        />
      )}
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
  )
}
