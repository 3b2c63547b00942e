// A multi-day plan laid out as a week (issue 45): its days as columns, its drivers' routes as
// lanes, each cell the route of that lane on that day.
import { dayOf } from "../../../lib/local-day.ts"
import type { Optimization } from "../api/optimizations.ts"

type Plan = Pick<Optimization, "routes" | "stops">
type PlanRoute = Plan["routes"][number]

/** One lane of the week: a driver (or, with none, a car; else the route's name) across the days. */
export interface WeekLane {
  key: string
  /** The driver's name, the car's, or the route's name without its day. */
  label: string
  /** The lane's routes by day (`YYYY-MM-DD`); a day may have several. */
  cells: ReadonlyMap<string, readonly PlanRoute[]>
}

export interface Week {
  /** The plan's days in order, on the site's calendar. */
  days: readonly string[]
  lanes: readonly WeekLane[]
  /** Routes without a day, which no column holds. */
  undated: readonly PlanRoute[]
}

/** The day of a route on the calendar of `timeZone`, or null for a route without a start. */
export const routeDay = (
  route: Pick<PlanRoute, "start_date">,
  timeZone?: string
) => (route.start_date ? dayOf(new Date(route.start_date), timeZone) : null)

/** A route's name without the day a horizon's copy carries ("Route 1 · 2026-12-01"). */
const baseName = (name: string) => name.replace(/ · \d{4}-\d{2}-\d{2}$/, "")

function laneOf(route: PlanRoute): { key: string; label: string } {
  if (route.id_user !== null)
    return {
      key: `driver:${route.id_user}`,
      label: route.driver ?? baseName(route.name),
    }
  if (route.id_car !== null)
    return {
      key: `car:${route.id_car}`,
      label: route.car ?? baseName(route.name),
    }
  return { key: `name:${baseName(route.name)}`, label: baseName(route.name) }
}

/**
 * The week of a plan: its days in order and one lane per driver (a route without a driver goes
 * by its car, and without either by its name less the day), in the order their first route comes.
 */
export function weekOf(plan: Plan, timeZone?: string): Week {
  const days = new Set<string>()
  const lanes = new Map<
    string,
    { label: string; cells: Map<string, PlanRoute[]> }
  >()
  const undated: PlanRoute[] = []
  for (const route of plan.routes) {
    const day = routeDay(route, timeZone)
    if (day === null) {
      undated.push(route)
      continue
    }
    days.add(day)
    const { key, label } = laneOf(route)
    const lane = lanes.get(key) ?? { label, cells: new Map() }
    lanes.set(key, lane)
    lane.cells.set(day, [...(lane.cells.get(day) ?? []), route])
  }
  return {
    days: [...days].sort(),
    lanes: [...lanes].map(([key, lane]) => ({ key, ...lane })),
    undated,
  }
}

/** Whether a plan spans more than one day (the week view is offered). */
export const spansDays = (plan: Plan, timeZone?: string) =>
  weekOf(plan, timeZone).days.length > 1

/**
 * The plan as the map shows it for one day: that day's routes and the stops on no route; every
 * route when `day` is null.
 */
export function planOfDay<P extends Plan>(
  plan: P,
  day: string | null,
  timeZone?: string
): P {
  if (day === null) return plan
  return {
    ...plan,
    routes: plan.routes.filter((r) => routeDay(r, timeZone) === day),
  }
}
