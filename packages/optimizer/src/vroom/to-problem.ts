import type {
  Amount,
  Coordinates,
  Job,
  Problem,
  TravelMatrices,
  TravelMode,
  Vehicle,
} from "../model/types.ts"
import { inputError } from "./errors.ts"
import type {
  VroomCoordinates,
  VroomInput,
  VroomTaskBase,
  VroomTaskType,
  VroomVehicle,
} from "./types.ts"

/** A vehicle without a `time_window` works at any time VROOM's clock reaches. */
export const OPEN_SHIFT_END = 2_000_000_000
const DIMENSIONS = ["pieces", "weight", "volume"] as const

/** Travel modes of the travel source, by VROOM's usual profile names. */
const PROFILE_MODES: Record<string, TravelMode> = {
  car: 1,
  driving: 1,
  bike: 2,
  bicycle: 2,
  cycling: 2,
  foot: 3,
  walking: 3,
  pedestrian: 3,
  truck: 4,
  hgv: 4,
}

/** What a Ruta id stands for in VROOM's input. */
export interface TaskRef {
  type: VroomTaskType | "break"
  id: number
  task: VroomTaskBase
  /** The VROOM vehicle a break belongs to. */
  vehicle?: number
  delivery: number[]
  pickup: number[]
  priority: number
}

/** Where the input's places are and how their matrices come. */
export interface VroomPlaces {
  /** `true`: matrices are in the input and tasks use `*_index`. */
  custom: boolean
  locations: Coordinates[]
  /** Profile of each travel mode used. */
  profiles: Map<TravelMode, string>
  /** Travel mode of each VROOM profile used. */
  modes: Map<string, TravelMode>
}

/** The VROOM input translated: the solver's problem and the way back. */
export interface VroomPlan {
  input: VroomInput
  places: VroomPlaces
  problem: Problem
  tasks: Map<string, TaskRef>
  vehicles: Map<string, VroomVehicle>
  dimensions: number
  /** Whether the matrices carry distances (VROOM then reports them). */
  hasDistances: boolean
}

export const jobKey = (
  type: TaskRef["type"],
  id: number,
  vehicle?: number
): string => (type === "break" ? `break:${vehicle}:${id}` : `${type}:${id}`)
export const vehicleKey = (id: number): string => `vehicle:${id}`

/**
 * Decides where the places are: with `matrices` (or the legacy `matrix`),
 * every task and vehicle uses its index; without, its coordinates, and the
 * caller fetches matrices for `locations` from its travel source.
 */
export function vroomPlaces(input: VroomInput): VroomPlaces {
  const matrices = customMatrices(input)
  const usedProfiles = [
    ...new Set(input.vehicles.map((v) => v.profile ?? "car")),
  ]
  const custom = matrices !== undefined
  const modes = new Map<string, TravelMode>()
  const free: TravelMode[] = [1, 2, 3, 4]
  if (custom) {
    for (const p of usedProfiles)
      if (matrices[p] === undefined)
        throw inputError(
          `matrices.${p}`,
          `no matrix for profile "${p}" used by a vehicle`
        )
  }
  for (const p of usedProfiles) {
    const natural = PROFILE_MODES[p]
    if (natural !== undefined && free.includes(natural)) {
      modes.set(p, natural)
      free.splice(free.indexOf(natural), 1)
    } else if (!custom)
      throw inputError(
        "vehicles.profile",
        `unknown profile "${p}"; use car, bike, foot or truck, or give matrices`
      )
  }
  for (const p of usedProfiles) {
    if (modes.has(p)) continue
    const mode = free.shift()
    if (mode === undefined)
      throw inputError(
        "vehicles.profile",
        "at most four profiles are supported"
      )
    modes.set(p, mode)
  }
  const profiles = new Map([...modes].map(([p, m]) => [m, p]))
  if (custom) {
    const sizes = new Set(
      usedProfiles.map((p) => matrices[p]?.durations?.length)
    )
    if (sizes.size !== 1)
      throw inputError(
        "matrices",
        "every profile's matrices must have the same size"
      )
    const size = [...sizes][0] as number
    const locations: Coordinates[] = Array.from({ length: size }, () => ({
      lat: 0,
      lng: 0,
    }))
    for (const { at, index, coords, path } of placeRefs(input)) {
      if (index === undefined)
        throw inputError(`${path}.${at}_index`, "required with custom matrices")
      if (index >= size)
        throw inputError(
          `${path}.${at}_index`,
          `out of the matrix (size ${size})`
        )
      if (coords !== undefined) locations[index] = toCoordinates(coords)
    }
    return { custom, locations, profiles, modes }
  }
  const keys = new Map<string, number>()
  const locations: Coordinates[] = []
  for (const { at, coords, path } of placeRefs(input)) {
    if (coords === undefined)
      throw inputError(
        `${path}.${at}`,
        "coordinates are required without custom matrices"
      )
    const key = coords.join(",")
    if (!keys.has(key)) {
      keys.set(key, locations.length)
      locations.push(toCoordinates(coords))
    }
  }
  return { custom, locations, profiles, modes }
}

/** The input's own matrices for each profile, in the solver's shape. */
export function inputMatrices(
  input: VroomInput,
  places: VroomPlaces
): Partial<Record<TravelMode, TravelMatrices>> {
  const matrices = customMatrices(input) ?? {}
  const out: Partial<Record<TravelMode, TravelMatrices>> = {}
  for (const [mode, profile] of places.profiles) {
    const m = matrices[profile]
    const durations = m?.durations ?? []
    const size = durations.length
    if (m?.distances !== undefined && m.distances.length !== size)
      throw inputError(
        `matrices.${profile}.distances`,
        "must be the size of durations"
      )
    out[mode] = {
      size,
      durations: Int32Array.from(durations.flat()),
      distances:
        m?.distances === undefined
          ? new Int32Array(size * size)
          : Int32Array.from(m.distances.flat()),
    }
  }
  return out
}

function customMatrices(input: VroomInput): VroomInput["matrices"] | undefined {
  if (input.matrices !== undefined) return input.matrices
  if (input.matrix !== undefined) return { car: { durations: input.matrix } }
  return undefined
}

interface PlaceRef {
  at: "location" | "start" | "end"
  index: number | undefined
  coords: VroomCoordinates | undefined
  path: string
}

function* placeRefs(input: VroomInput): Generator<PlaceRef> {
  for (const [i, j] of (input.jobs ?? []).entries())
    yield {
      at: "location",
      index: j.location_index,
      coords: j.location,
      path: `jobs[${i}]`,
    }
  for (const [i, s] of (input.shipments ?? []).entries()) {
    for (const side of ["pickup", "delivery"] as const)
      yield {
        at: "location",
        index: s[side].location_index,
        coords: s[side].location,
        path: `shipments[${i}].${side}`,
      }
  }
  for (const [i, v] of input.vehicles.entries()) {
    yield {
      at: "start",
      index: v.start_index,
      coords: v.start,
      path: `vehicles[${i}]`,
    }
    if (v.end !== undefined || v.end_index !== undefined)
      yield {
        at: "end",
        index: v.end_index,
        coords: v.end,
        path: `vehicles[${i}]`,
      }
  }
}

function toCoordinates([lng, lat]: VroomCoordinates): Coordinates {
  return { lat, lng }
}

/** Translates a read VROOM input into the solver's problem. */
export function toProblem(
  input: VroomInput,
  places: VroomPlaces,
  matrices: Partial<Record<TravelMode, TravelMatrices>>
): VroomPlan {
  const locate = (
    index: number | undefined,
    coords: VroomCoordinates | undefined
  ): number => {
    if (places.custom) return index as number
    const c = coords as VroomCoordinates
    return places.locations.findIndex((l) => l.lng === c[0] && l.lat === c[1])
  }
  const dimensions = amountSize(input)
  const demand = (q: number[] | undefined): Amount | undefined => {
    if (q === undefined || q.every((x) => x === 0)) return undefined
    const a: Amount = {}
    q.forEach((x, i) => (a[DIMENSIONS[i] as keyof Amount] = x))
    return a
  }
  const tasks = new Map<string, TaskRef>()
  const jobs: Job[] = []
  const base = (
    t: VroomTaskBase
  ): Pick<Job, "location" | "service" | "timeWindows"> => ({
    location: locate(t.location_index, t.location),
    service: t.service ?? 0,
    ...(t.time_windows === undefined ? {} : { timeWindows: t.time_windows }),
  })
  const skillsOf = (s: number[] | undefined): { skills?: string[] } =>
    s === undefined || s.length === 0 ? {} : { skills: s.map(String) }
  const zero = new Array<number>(dimensions).fill(0)

  for (const j of input.jobs ?? []) {
    const key = jobKey("job", j.id)
    const isPickup = j.pickup?.some((q) => q > 0) === true
    tasks.set(key, {
      type: "job",
      id: j.id,
      task: j,
      delivery: j.delivery ?? zero,
      pickup: j.pickup ?? zero,
      priority: j.priority ?? 0,
    })
    const d = demand(isPickup ? j.pickup : j.delivery)
    jobs.push({
      id: key,
      ...base(j),
      type: isPickup ? 1 : 2,
      ...(d === undefined ? {} : { demand: d }),
      ...skillsOf(j.skills),
      priority: j.priority ?? 0,
    })
  }
  for (const s of input.shipments ?? []) {
    const pickupKey = jobKey("pickup", s.pickup.id)
    const deliveryKey = jobKey("delivery", s.delivery.id)
    const amount = s.amount ?? zero
    const priority = s.priority ?? 0
    tasks.set(pickupKey, {
      type: "pickup",
      id: s.pickup.id,
      task: s.pickup,
      delivery: zero,
      pickup: amount,
      priority,
    })
    tasks.set(deliveryKey, {
      type: "delivery",
      id: s.delivery.id,
      task: s.delivery,
      delivery: amount,
      pickup: zero,
      priority,
    })
    const d = demand(s.amount)
    const common = {
      ...(d === undefined ? {} : { demand: d }),
      ...skillsOf(s.skills),
      priority,
    }
    jobs.push({
      id: pickupKey,
      ...base(s.pickup),
      type: 1,
      delivery: deliveryKey,
      ...common,
    })
    jobs.push({ id: deliveryKey, ...base(s.delivery), type: 2, ...common })
  }

  const vehicles: Vehicle[] = []
  const vehicleRefs = new Map<string, VroomVehicle>()
  for (const [i, v] of input.vehicles.entries()) {
    const key = vehicleKey(v.id)
    vehicleRefs.set(key, v)
    const start = locate(v.start_index, v.start)
    const hasEnd = v.end !== undefined || v.end_index !== undefined
    const end = hasEnd ? locate(v.end_index, v.end) : undefined
    for (const b of v.breaks ?? []) {
      const bKey = jobKey("break", b.id, v.id)
      tasks.set(bKey, {
        type: "break",
        id: b.id,
        task: { ...b, setup: 0 },
        vehicle: v.id,
        delivery: zero,
        pickup: zero,
        priority: 0,
      })
      jobs.push({
        id: bKey,
        location: start,
        type: 8,
        vehicle: key,
        service: b.service ?? 0,
        ...(b.time_windows === undefined
          ? {}
          : { timeWindows: b.time_windows }),
      })
    }
    const frozenJobs = (v.steps ?? []).flatMap((step, k) => {
      if (step.type === "start" || step.type === "end") return []
      const ref = jobKey(step.type, step.id as number, v.id)
      if (!tasks.has(ref))
        throw inputError(
          `vehicles[${i}].steps[${k}].id`,
          `no ${step.type} with id ${step.id}`
        )
      return [ref]
    })
    const capacity = demandLimit(
      v.capacity,
      dimensions,
      `vehicles[${i}].capacity`
    )
    const mode = places.modes.get(v.profile ?? "car") as TravelMode
    vehicles.push({
      id: key,
      start,
      ...(end === undefined
        ? { finalization: 3 as const }
        : end === start
          ? { finalization: 1 as const }
          : { finalization: 2 as const, end }),
      shift: v.time_window ?? [0, OPEN_SHIFT_END],
      ...(capacity === undefined ? {} : { capacity }),
      ...skillsOf(v.skills),
      ...(v.max_distance === undefined ? {} : { maxDistance: v.max_distance }),
      travelMode: mode,
      ...(v.costs?.fixed ? { fixedCost: v.costs.fixed } : {}),
      ...(frozenJobs.length === 0 ? {} : { frozenJobs }),
    })
  }
  const used = new Set(
    input.vehicles.map((v) => places.modes.get(v.profile ?? "car"))
  )
  const hasDistances = places.custom
    ? [...places.profiles].every(
        ([, p]) =>
          (customMatrices(input)?.[p]?.distances ?? undefined) !== undefined
      )
    : true
  return {
    input,
    places,
    problem: {
      locations: places.locations,
      jobs,
      vehicles,
      optimizationType: 1,
      matrices: Object.fromEntries(
        Object.entries(matrices).filter(([m]) =>
          used.has(Number(m) as TravelMode)
        )
      ),
    },
    tasks,
    vehicles: vehicleRefs,
    dimensions,
    hasDistances,
  }
}

function demandLimit(
  capacity: number[] | undefined,
  dimensions: number,
  path: string
): Amount | undefined {
  if (dimensions === 0) return undefined
  if (capacity === undefined)
    throw inputError(
      path,
      `expected ${dimensions} components like the tasks' amounts`
    )
  const a: Amount = {}
  capacity.forEach((x, i) => (a[DIMENSIONS[i] as keyof Amount] = x))
  return a
}

/** The number of amount components, the same in every array, at most three. */
function amountSize(input: VroomInput): number {
  const sizes: [string, number][] = []
  for (const [i, j] of (input.jobs ?? []).entries()) {
    if (j.delivery !== undefined)
      sizes.push([`jobs[${i}].delivery`, j.delivery.length])
    if (j.pickup !== undefined)
      sizes.push([`jobs[${i}].pickup`, j.pickup.length])
  }
  for (const [i, s] of (input.shipments ?? []).entries())
    if (s.amount !== undefined)
      sizes.push([`shipments[${i}].amount`, s.amount.length])
  for (const [i, v] of input.vehicles.entries())
    if (v.capacity !== undefined)
      sizes.push([`vehicles[${i}].capacity`, v.capacity.length])
  const size = sizes[0]?.[1] ?? 0
  for (const [path, n] of sizes) {
    if (n !== size)
      throw inputError(
        path,
        `inconsistent amount length: ${n} instead of ${size}`
      )
  }
  if (size > DIMENSIONS.length)
    throw inputError(
      (sizes[0] as [string, number])[0],
      "at most three amount components are supported"
    )
  return size
}
