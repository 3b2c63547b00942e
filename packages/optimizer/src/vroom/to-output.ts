import type {
  Amount,
  RouteResult,
  SolveResult,
  TravelMode,
} from "../model/types.ts"
import { VROOM_CODE, VroomError } from "./errors.ts"
import { encodePolyline } from "./polyline.ts"
import type { TaskRef, VroomPlan } from "./to-problem.ts"
import type {
  VroomCoordinates,
  VroomRoute,
  VroomSolution,
  VroomStep,
  VroomSummary,
  VroomUnassigned,
} from "./types.ts"

const DIMENSIONS = ["pieces", "weight", "volume"] as const

/** Milliseconds spent on each phase, as VROOM's `computing_times`. */
export interface ComputingTimes {
  loading: number
  solving: number
  routing: number
}

/** Translates the solver's result into VROOM's output. */
export function toVroomOutput(
  plan: VroomPlan,
  result: SolveResult,
  times: ComputingTimes
): VroomSolution {
  const routes = result.routes.map((r) => toRoute(plan, r))
  const unassigned: VroomUnassigned[] = []
  for (const u of result.unassigned) {
    const ref = taskOf(plan, u.jobId)
    if (ref.type === "break") continue
    unassigned.push({
      id: ref.id,
      type: ref.type,
      ...placeOf(ref),
      ...(ref.task.description === undefined
        ? {}
        : { description: ref.task.description }),
      reasons: [...u.reasons],
    })
  }
  const sum = (f: (r: VroomRoute) => number): number =>
    routes.reduce((s, r) => s + f(r), 0)
  const summary: VroomSummary = {
    cost: sum((r) => r.cost),
    routes: routes.length,
    unassigned: unassigned.length,
    setup: 0,
    service: sum((r) => r.service),
    duration: sum((r) => r.duration),
    waiting_time: sum((r) => r.waiting_time),
    priority: sum((r) => r.priority),
    ...(plan.dimensions === 0
      ? {}
      : {
          delivery: addAll(
            routes.map((r) => r.delivery ?? []),
            plan.dimensions
          ),
          pickup: addAll(
            routes.map((r) => r.pickup ?? []),
            plan.dimensions
          ),
        }),
    ...(plan.hasDistances ? { distance: sum((r) => r.distance ?? 0) } : {}),
    violations: [],
    computing_times: times,
  }
  return { code: 0, summary, unassigned, routes }
}

function taskOf(plan: VroomPlan, key: string): TaskRef {
  const ref = plan.tasks.get(key)
  if (ref === undefined)
    throw new VroomError(
      VROOM_CODE.internal,
      `the solver returned an unknown task ${key}`
    )
  return ref
}

function placeOf(ref: TaskRef): {
  location?: VroomCoordinates
  location_index?: number
} {
  return {
    ...(ref.task.location === undefined ? {} : { location: ref.task.location }),
    ...(ref.task.location_index === undefined
      ? {}
      : { location_index: ref.task.location_index }),
  }
}

function toRoute(plan: VroomPlan, route: RouteResult): VroomRoute {
  const vehicle = plan.vehicles.get(route.vehicleId)
  if (vehicle === undefined)
    throw new VroomError(
      VROOM_CODE.internal,
      `the solver returned an unknown vehicle ${route.vehicleId}`
    )
  const mode = plan.places.modes.get(vehicle.profile ?? "car") as TravelMode
  const matrix = plan.problem.matrices?.[mode]
  if (matrix === undefined)
    throw new VroomError(
      VROOM_CODE.internal,
      `no matrix for vehicle ${vehicle.id}`
    )
  const travel = (from: number, to: number): number =>
    from === to ? 0 : (matrix.durations[from * matrix.size + to] as number)
  const load = (a: Required<Amount>): { load?: number[] } =>
    plan.dimensions === 0
      ? {}
      : { load: DIMENSIONS.slice(0, plan.dimensions).map((d) => a[d]) }
  const distance = (d: number): { distance?: number } =>
    plan.hasDistances ? { distance: d } : {}

  const steps: VroomStep[] = [
    {
      type: "start",
      ...(vehicle.start === undefined ? {} : { location: vehicle.start }),
      ...(vehicle.start_index === undefined
        ? {}
        : { location_index: vehicle.start_index }),
      arrival: route.departure,
      duration: 0,
      setup: 0,
      service: 0,
      waiting_time: 0,
      ...load(route.startLoad),
      ...distance(0),
      violations: [],
    },
  ]
  let at = route.startLocation
  let travelled = 0
  let service = 0
  let waiting = 0
  let priority = 0
  const delivery = new Array<number>(plan.dimensions).fill(0)
  const pickup = new Array<number>(plan.dimensions).fill(0)
  for (const stop of route.stops) {
    if (stop.kind === "reload")
      throw new VroomError(
        VROOM_CODE.internal,
        "the solver planned a reload, which VROOM cannot express"
      )
    const ref = taskOf(plan, stop.jobId)
    if (ref.type !== "break") {
      travelled += travel(at, stop.location)
      at = stop.location
      priority += ref.priority
      ref.delivery.forEach(
        (q, i) => (delivery[i] = (delivery[i] as number) + q)
      )
      ref.pickup.forEach((q, i) => (pickup[i] = (pickup[i] as number) + q))
    }
    const stepService = stop.departure - stop.start
    service += stepService
    waiting += stop.waiting
    steps.push({
      type: ref.type,
      id: ref.id,
      ...(ref.task.description === undefined
        ? {}
        : { description: ref.task.description }),
      ...(ref.type === "break" ? {} : placeOf(ref)),
      arrival: stop.arrival,
      duration: travelled,
      setup: 0,
      service: stepService,
      waiting_time: stop.waiting,
      ...load(stop.load),
      ...distance(stop.distance),
      violations: [],
    })
  }
  const last = steps[steps.length - 1] as VroomStep
  if (route.endLocation !== null) {
    travelled += travel(at, route.endLocation)
    steps.push({
      type: "end",
      ...(vehicle.end === undefined ? {} : { location: vehicle.end }),
      ...(vehicle.end_index === undefined
        ? {}
        : { location_index: vehicle.end_index }),
      arrival: route.arrival,
      duration: travelled,
      setup: 0,
      service: 0,
      waiting_time: 0,
      ...(last.load === undefined ? {} : { load: last.load }),
      ...distance(route.distance),
      violations: [],
    })
  }
  const out: VroomRoute = {
    vehicle: vehicle.id,
    ...(vehicle.description === undefined
      ? {}
      : { description: vehicle.description }),
    cost: travelled + (vehicle.costs?.fixed ?? 0),
    setup: 0,
    service,
    duration: travelled,
    waiting_time: waiting,
    priority,
    ...(plan.dimensions === 0 ? {} : { delivery, pickup }),
    ...distance(route.distance),
    steps,
    violations: [],
  }
  if (plan.input.options?.g === true) {
    const points = steps.flatMap((s) =>
      s.location === undefined ? [] : [s.location]
    )
    out.geometry = encodePolyline(points)
  }
  return out
}

function addAll(amounts: number[][], dimensions: number): number[] {
  const out = new Array<number>(dimensions).fill(0)
  for (const a of amounts)
    a.forEach((q, i) => (out[i] = (out[i] as number) + q))
  return out
}
