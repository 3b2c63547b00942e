import { vroomTimeLimit } from "@ruta/validation/values"

import { inputError } from "./errors.ts"
import type {
  VroomBreak,
  VroomInput,
  VroomJob,
  VroomShipment,
  VroomTaskBase,
  VroomVehicle,
} from "./types.ts"

/**
 * Checks a parsed JSON value against VROOM's input format and refuses, with
 * code 2 and the field's path, what is malformed or what Ruta's solver does
 * not model (see docs/vroom.md). Unknown keys are ignored, as VROOM does.
 */
export function readVroomInput(raw: unknown): VroomInput {
  if (!isObject(raw)) throw inputError("input", "expected a JSON object")
  const vehicles = arrayOf(raw.vehicles, "vehicles")
  if (vehicles.length === 0)
    throw inputError("vehicles", "at least one vehicle is required")
  const jobs = raw.jobs === undefined ? [] : arrayOf(raw.jobs, "jobs")
  const shipments =
    raw.shipments === undefined ? [] : arrayOf(raw.shipments, "shipments")
  if (jobs.length + shipments.length === 0)
    throw inputError("jobs", "at least one job or shipment is required")

  const input: VroomInput = {
    jobs: jobs.map((j, i) => readJob(j, `jobs[${i}]`)),
    shipments: shipments.map((s, i) => readShipment(s, `shipments[${i}]`)),
    vehicles: vehicles.map((v, i) => readVehicle(v, `vehicles[${i}]`)),
  }
  if (raw.matrix !== undefined) input.matrix = matrixOf(raw.matrix, "matrix")
  if (raw.matrices !== undefined) {
    if (!isObject(raw.matrices))
      throw inputError("matrices", "expected an object keyed by profile")
    input.matrices = {}
    for (const [profile, m] of Object.entries(raw.matrices)) {
      const path = `matrices.${profile}`
      if (!isObject(m)) throw inputError(path, "expected an object")
      if (m.costs !== undefined)
        throw inputError(
          `${path}.costs`,
          "custom cost matrices are not supported; Ruta's objective is travel time (give durations)"
        )
      if (m.durations === undefined)
        throw inputError(`${path}.durations`, "durations are required")
      input.matrices[profile] = {
        durations: matrixOf(m.durations, `${path}.durations`),
        ...(m.distances === undefined
          ? {}
          : { distances: matrixOf(m.distances, `${path}.distances`) }),
      }
    }
  }
  if (raw.options !== undefined) {
    if (!isObject(raw.options))
      throw inputError("options", "expected an object")
    const { g, time_limit, seed, iterations } = raw.options
    if (g !== undefined && typeof g !== "boolean")
      throw inputError("options.g", "expected a boolean")
    input.options = g === undefined ? {} : { g }
    if (time_limit !== undefined)
      input.options.time_limit = timeLimitOf(time_limit)
    if (seed !== undefined) input.options.seed = integer(seed, "options.seed")
    if (iterations !== undefined)
      input.options.iterations = positiveInteger(
        iterations,
        "options.iterations"
      )
  }
  checkUniqueIds(input)
  return input
}

/** Ruta's extension `options.time_limit`: the search's seconds, above 0 and at most 300. */
function timeLimitOf(raw: unknown): number {
  if (
    typeof raw !== "number" ||
    !(raw > vroomTimeLimit.min) ||
    raw > vroomTimeLimit.max
  )
    throw inputError(
      "options.time_limit",
      `expected seconds above ${vroomTimeLimit.min}, at most ${vroomTimeLimit.max}`
    )
  return raw
}

function readTask(raw: unknown, path: string): VroomTaskBase {
  if (!isObject(raw)) throw inputError(path, "expected an object")
  const task: VroomTaskBase = { id: integer(raw.id, `${path}.id`) }
  if (raw.description !== undefined)
    task.description = text(raw.description, `${path}.description`)
  if (raw.location !== undefined)
    task.location = coordinates(raw.location, `${path}.location`)
  if (raw.location_index !== undefined)
    task.location_index = integer(raw.location_index, `${path}.location_index`)
  if (raw.setup !== undefined && integer(raw.setup, `${path}.setup`) !== 0)
    throw inputError(
      `${path}.setup`,
      "setup times are not supported; add the setup to service"
    )
  task.setup = 0
  if (raw.service !== undefined)
    task.service = integer(raw.service, `${path}.service`)
  for (const key of ["setup_per_type", "service_per_type"] as const) {
    if (raw[key] !== undefined)
      throw inputError(
        `${path}.${key}`,
        "times per vehicle type are not supported"
      )
  }
  if (raw.time_windows !== undefined)
    task.time_windows = arrayOf(raw.time_windows, `${path}.time_windows`).map(
      (w, i) => timeWindow(w, `${path}.time_windows[${i}]`)
    )
  return task
}

function readJob(raw: unknown, path: string): VroomJob {
  const job: VroomJob = readTask(raw, path)
  const r = raw as Record<string, unknown>
  if (r.amount !== undefined) job.delivery = amount(r.amount, `${path}.amount`)
  if (r.delivery !== undefined)
    job.delivery = amount(r.delivery, `${path}.delivery`)
  if (r.pickup !== undefined) job.pickup = amount(r.pickup, `${path}.pickup`)
  if (
    job.delivery?.some((q) => q > 0) === true &&
    job.pickup?.some((q) => q > 0) === true
  )
    throw inputError(
      path,
      "a job with both a delivery and a pickup is not supported; split it into two jobs at the same location"
    )
  readSkillsAndPriority(r, job, path)
  return job
}

function readShipment(raw: unknown, path: string): VroomShipment {
  if (!isObject(raw)) throw inputError(path, "expected an object")
  const shipment: VroomShipment = {
    pickup: readTask(raw.pickup, `${path}.pickup`),
    delivery: readTask(raw.delivery, `${path}.delivery`),
  }
  if (raw.amount !== undefined)
    shipment.amount = amount(raw.amount, `${path}.amount`)
  readSkillsAndPriority(raw, shipment, path)
  return shipment
}

function readSkillsAndPriority(
  raw: Record<string, unknown>,
  into: { skills?: number[]; priority?: number },
  path: string
): void {
  if (raw.skills !== undefined)
    into.skills = arrayOf(raw.skills, `${path}.skills`).map((s, i) =>
      integer(s, `${path}.skills[${i}]`)
    )
  if (raw.priority !== undefined) {
    const p = integer(raw.priority, `${path}.priority`)
    if (p > 100)
      throw inputError(`${path}.priority`, "must be in the range [0, 100]")
    into.priority = p
  }
}

function readBreak(raw: unknown, path: string): VroomBreak {
  if (!isObject(raw)) throw inputError(path, "expected an object")
  if (raw.max_load !== undefined)
    throw inputError(
      `${path}.max_load`,
      "breaks with a maximum load are not supported"
    )
  const b: VroomBreak = { id: integer(raw.id, `${path}.id`) }
  if (raw.service !== undefined)
    b.service = integer(raw.service, `${path}.service`)
  if (raw.description !== undefined)
    b.description = text(raw.description, `${path}.description`)
  if (raw.time_windows !== undefined)
    b.time_windows = arrayOf(raw.time_windows, `${path}.time_windows`).map(
      (w, i) => timeWindow(w, `${path}.time_windows[${i}]`)
    )
  return b
}

const REFUSED_VEHICLE_KEYS: Record<string, string> = {
  type: "vehicle types are not supported (they only select setup_per_type and service_per_type)",
  max_tasks: "a maximum number of tasks is not supported",
  max_travel_time:
    "a maximum travel time is not supported (Ruta limits a route's whole duration through time_window)",
}

function readVehicle(raw: unknown, path: string): VroomVehicle {
  if (!isObject(raw)) throw inputError(path, "expected an object")
  for (const [key, why] of Object.entries(REFUSED_VEHICLE_KEYS))
    if (raw[key] !== undefined) throw inputError(`${path}.${key}`, why)
  const v: VroomVehicle = { id: integer(raw.id, `${path}.id`) }
  if (raw.profile !== undefined)
    v.profile = text(raw.profile, `${path}.profile`)
  if (raw.description !== undefined)
    v.description = text(raw.description, `${path}.description`)
  if (raw.start !== undefined) v.start = coordinates(raw.start, `${path}.start`)
  if (raw.start_index !== undefined)
    v.start_index = integer(raw.start_index, `${path}.start_index`)
  if (raw.end !== undefined) v.end = coordinates(raw.end, `${path}.end`)
  if (raw.end_index !== undefined)
    v.end_index = integer(raw.end_index, `${path}.end_index`)
  if (v.start === undefined && v.start_index === undefined) {
    if (v.end === undefined && v.end_index === undefined)
      throw inputError(path, "a vehicle needs a start or an end")
    throw inputError(
      `${path}.start`,
      "a vehicle without a start is not supported; give its start"
    )
  }
  if (raw.capacity !== undefined)
    v.capacity = amount(raw.capacity, `${path}.capacity`)
  if (raw.skills !== undefined)
    v.skills = arrayOf(raw.skills, `${path}.skills`).map((s, i) =>
      integer(s, `${path}.skills[${i}]`)
    )
  if (raw.time_window !== undefined)
    v.time_window = timeWindow(raw.time_window, `${path}.time_window`)
  if (raw.breaks !== undefined)
    v.breaks = arrayOf(raw.breaks, `${path}.breaks`).map((b, i) =>
      readBreak(b, `${path}.breaks[${i}]`)
    )
  if (raw.speed_factor !== undefined) {
    const f = raw.speed_factor
    if (typeof f !== "number" || !(f > 0 && f <= 5))
      throw inputError(`${path}.speed_factor`, "must be a number in (0, 5]")
    if (f !== 1)
      throw inputError(
        `${path}.speed_factor`,
        "speed factors other than 1 are not supported; scale the durations matrix of a profile instead"
      )
  }
  if (raw.max_distance !== undefined)
    v.max_distance = integer(raw.max_distance, `${path}.max_distance`)
  if (raw.costs !== undefined) v.costs = readCosts(raw.costs, `${path}.costs`)
  if (raw.steps !== undefined)
    v.steps = arrayOf(raw.steps, `${path}.steps`).map((s, i) =>
      readStep(s, `${path}.steps[${i}]`)
    )
  return v
}

function readCosts(raw: unknown, path: string): VroomVehicle["costs"] {
  if (!isObject(raw)) throw inputError(path, "expected an object")
  const fixed =
    raw.fixed === undefined ? 0 : integer(raw.fixed, `${path}.fixed`)
  const perHour =
    raw.per_hour === undefined
      ? 3600
      : integer(raw.per_hour, `${path}.per_hour`)
  if (perHour !== 3600)
    throw inputError(
      `${path}.per_hour`,
      "only the default 3600 is supported (cost is travel time in seconds)"
    )
  for (const key of ["per_km", "per_task_hour"] as const) {
    if (raw[key] !== undefined && integer(raw[key], `${path}.${key}`) !== 0)
      throw inputError(`${path}.${key}`, "only the default 0 is supported")
  }
  return { fixed, per_hour: 3600 }
}

const STEP_TYPES = new Set([
  "start",
  "job",
  "pickup",
  "delivery",
  "break",
  "end",
])

function readStep(
  raw: unknown,
  path: string
): NonNullable<VroomVehicle["steps"]>[number] {
  if (!isObject(raw)) throw inputError(path, "expected an object")
  if (typeof raw.type !== "string" || !STEP_TYPES.has(raw.type))
    throw inputError(
      `${path}.type`,
      "expected start, job, pickup, delivery, break or end"
    )
  for (const key of ["service_at", "service_after", "service_before"])
    if (raw[key] !== undefined)
      throw inputError(
        `${path}.${key}`,
        "timing constraints on steps are not supported"
      )
  const type = raw.type as NonNullable<VroomVehicle["steps"]>[number]["type"]
  if (type === "start" || type === "end") return { type }
  return { type, id: integer(raw.id, `${path}.id`) }
}

function checkUniqueIds(input: VroomInput): void {
  const seen = (kind: string, ids: number[]): void => {
    const set = new Set<number>()
    for (const id of ids) {
      if (set.has(id)) throw inputError(kind, `duplicate id ${id}`)
      set.add(id)
    }
  }
  seen(
    "jobs",
    (input.jobs ?? []).map((j) => j.id)
  )
  seen(
    "shipments.pickup",
    (input.shipments ?? []).map((s) => s.pickup.id)
  )
  seen(
    "shipments.delivery",
    (input.shipments ?? []).map((s) => s.delivery.id)
  )
  seen(
    "vehicles",
    input.vehicles.map((v) => v.id)
  )
  input.vehicles.forEach((v, i) =>
    seen(
      `vehicles[${i}].breaks`,
      (v.breaks ?? []).map((b) => b.id)
    )
  )
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === "object" && v !== null && !Array.isArray(v)
}

function arrayOf(v: unknown, path: string): unknown[] {
  if (!Array.isArray(v)) throw inputError(path, "expected an array")
  return v
}

function integer(v: unknown, path: string): number {
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < 0)
    throw inputError(path, "expected a non-negative integer")
  return v
}

function positiveInteger(v: unknown, path: string): number {
  if (typeof v !== "number" || !Number.isSafeInteger(v) || v < 1)
    throw inputError(path, "expected a whole number, at least 1")
  return v
}

function text(v: unknown, path: string): string {
  if (typeof v !== "string") throw inputError(path, "expected a string")
  return v
}

function amount(v: unknown, path: string): number[] {
  return arrayOf(v, path).map((q, i) => integer(q, `${path}[${i}]`))
}

function coordinates(v: unknown, path: string): [number, number] {
  const a = arrayOf(v, path)
  const [lon, lat] = a
  if (
    a.length !== 2 ||
    typeof lon !== "number" ||
    typeof lat !== "number" ||
    Math.abs(lon) > 180 ||
    Math.abs(lat) > 90
  )
    throw inputError(path, "expected [lon, lat]")
  return [lon, lat]
}

function timeWindow(v: unknown, path: string): [number, number] {
  const a = arrayOf(v, path)
  if (a.length !== 2) throw inputError(path, "expected [start, end]")
  const start = integer(a[0], `${path}[0]`)
  const end = integer(a[1], `${path}[1]`)
  if (end < start) throw inputError(path, "end is before start")
  return [start, end]
}

function matrixOf(v: unknown, path: string): number[][] {
  const rows = arrayOf(v, path)
  return rows.map((row, i) => {
    const cells = arrayOf(row, `${path}[${i}]`)
    if (cells.length !== rows.length)
      throw inputError(
        `${path}[${i}]`,
        `expected ${rows.length} cells (a square matrix)`
      )
    return cells.map((c, k) => integer(c, `${path}[${i}][${k}]`))
  })
}
