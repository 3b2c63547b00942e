import {
  GreatCircleMatrixProvider,
  toInt32Matrix,
  type MatrixProvider,
} from "./matrix.ts"
import {
  FINALIZATION_MODE,
  OPTIMIZATION_TYPE,
  STOP_TYPE,
  TRAVEL_MODE,
  type Amount,
  type BalanceKind,
  type Job,
  type OptimizationType,
  type Problem,
  type TravelMode,
  type TravelProfile,
  type Vehicle,
} from "./types.ts"
import { checkProfile, profileArrival } from "./travel-profile.ts"
import { serviceSeconds } from "../units.ts"
import {
  hasSkills,
  jobSideKeys,
  jobVehicleCosts,
  listedVehicles,
} from "./job-vehicles.ts"

/** Number of capacity dimensions: pieces, weight, volume. */
export const DIMS = 3
export const DEFAULT_SERVICE_SECONDS = serviceSeconds()
const DAY = 24 * 3600
/** Weight of one unassigned job of priority 0 in the penalised cost. */
export const UNASSIGNED_BASE = 1e9

/** Schedule of a vehicle's frozen head, computed once. */
export interface FrozenHead {
  jobs: number[]
  arrival: number[]
  start: number[]
  departure: number[]
  distance: number
  travelTime: number
}

/** A driver's break on one vehicle (a job of type 8 pinned to it). */
export interface BreakData {
  /** Index in problem.jobs. */
  job: number
  duration: number
  /** Sorted, disjoint windows for the break's start. */
  starts: number[]
  ends: number[]
}

/**
 * The immutable, compiled form of a problem: typed arrays indexed by internal
 * job and vehicle numbers. Only jobs the search may move are internal jobs.
 */
export interface ProblemData {
  problem: Problem
  optimizationType: OptimizationType
  nJobs: number
  nVehicles: number
  /** Internal job -> index in problem.jobs. */
  jobIndex: Int32Array
  loc: Int32Array
  service: Float64Array
  twOffset: Int32Array
  twStart: Float64Array
  twEnd: Float64Array
  demand: Float64Array
  pickup: Uint8Array
  /**
   * The other job of a pickup-and-delivery pair, or -1. A paired delivery
   * carries its pickup's demand and is not loaded at the depot.
   */
  partner: Int32Array
  /** 0 free, 1 must be first, 2 must be last. */
  pin: Uint8Array
  /** allowed[j * nVehicles + v] */
  allowed: Uint8Array
  /**
   * Added cost of job j on vehicle v, [j * nVehicles + v] (Job.vehicleCosts),
   * counted on the arc entering j; null when no job has one.
   */
  jobCost: Float64Array | null
  penalty: Float64Array
  vStart: Int32Array
  /** -1 when the route is open. */
  vEnd: Int32Array
  vDeparture: Float64Array
  vLatestEnd: Float64Array
  vCapacity: Float64Array
  vMaxDistance: Float64Array
  vProfile: Int32Array
  /**
   * Vehicles that differ only by id share a class; an empty route of each
   * class is enough to try when inserting.
   */
  vClass: Int32Array
  /** Cost of a route that serves at least one job. */
  vFixedCost: Float64Array
  frozen: FrozenHead[]
  /** Per vehicle, its breaks still to take, by first window. */
  vBreaks: BreakData[][]
  /** Where each vehicle reloads (its start, before any frozen stop). */
  vDepot: Int32Array
  /** Seconds spent reloading; per vehicle. */
  vReloadService: Float64Array
  /** Most trips per vehicle: 1 unless it may reload. */
  vMaxTrips: Float64Array
  /** Time-dependent travel (Problem.travelProfile), or null. */
  profile: TravelProfile | null
  /**
   * Whether the objective's arcs are driving times under the profile: then a
   * route's arc cost is its schedule's, known only once it is priced in full.
   */
  timedCosts: boolean
  /**
   * When `timedCosts`, per vehicle the factor f of the lower bound that
   * screens candidates before they are priced in full: driving an arc under
   * the profile takes at least f times its matrix time (f = min(1, the
   * profile's smallest factor): every band is driven at its factor, FIFO),
   * so a route's arcs cost at least f times its plain arcs (job costs are
   * >= 0, and the balance k * t^2 and the duration term only add). A vehicle
   * that may reload gets 0: its drives to the depot and back need not cost
   * more than the arcs they replace (no triangle inequality), so only its
   * stops and fixed cost bound it. Null: every candidate priced in full.
   */
  timedFloor: Float64Array | null
  /**
   * Whether some route needs the full schedule (pairs, breaks, reloads or a
   * travel profile):
   * then every candidate route is priced by `Itinerary` instead of the
   * constant-time caches.
   */
  rich: boolean
  /**
   * Whether the search may go through late and overloaded solutions
   * (SearchParams.penalties): not rich, one time window per job and no
   * pickups, so that a route's time warp and excess have constant-time
   * insertion costs.
   */
  penalisable: boolean
  balanceKind: BalanceKind
  /** Balanced by stops: each route costs this times its stops squared more. */
  stopWeight: number
  /**
   * Balanced by the longest route: its duration counts this many times in
   * the solution's cost (the search's moves price routes with `balance`).
   */
  longestWeight: number
  /**
   * Balanced by the longest route: a route priced in full costs this times
   * its duration squared more, which spreads the work (0 otherwise).
   */
  durationWeight: number
  size: number
  durations: Int32Array[]
  distances: Int32Array[]
  /** The objective's arc cost per profile (durations or distances). */
  costs: Int32Array[]
  /**
   * Per vehicle, the weight k of the balancing term k * t^2 added to a
   * route's cost t (0 unless the optimization type is balanced).
   */
  balance: Float64Array
  /** Near jobs first, K per job. */
  neighbours: Int32Array
  K: number
}

/** Vehicle v's durations (T), distances (D) and objective's arc costs (C). */
export function matricesOf(
  data: ProblemData,
  v: number
): { T: Int32Array; D: Int32Array; C: Int32Array } {
  const prof = data.vProfile[v] as number
  return {
    T: data.durations[prof] as Int32Array,
    D: data.distances[prof] as Int32Array,
    C: data.costs[prof] as Int32Array,
  }
}

function amountAt(a: Amount | undefined, d: number): number {
  if (!a) return 0
  const v = d === 0 ? a.pieces : d === 1 ? a.weight : a.volume
  return v ?? 0
}

function capacityAt(a: Amount | undefined, d: number): number {
  if (!a) return Infinity
  const v = d === 0 ? a.pieces : d === 1 ? a.weight : a.volume
  return v ?? Infinity
}

/**
 * Compiles a problem: checks it, computes missing matrices and neighbour
 * lists.
 *
 * @param problem - the public problem
 * @param provider - computes matrices the problem does not give
 * @returns the compiled data
 */
export function compileProblem(
  problem: Problem,
  provider: MatrixProvider = new GreatCircleMatrixProvider()
): ProblemData {
  const { jobs, vehicles } = problem
  const L = problem.locations.length
  const optimizationType =
    problem.optimizationType ?? OPTIMIZATION_TYPE.shortestTime
  if (vehicles.length === 0) throw new RangeError("no vehicles")

  const jobById = new Map<string, number>()
  jobs.forEach((job, i) => {
    if (jobById.has(job.id)) throw new RangeError(`duplicate job id ${job.id}`)
    checkLocation(job.location, L, `job ${job.id}`)
    jobById.set(job.id, i)
  })
  const vehicleById = new Map<string, number>()
  vehicles.forEach((v, i) => {
    if (vehicleById.has(v.id))
      throw new RangeError(`duplicate vehicle id ${v.id}`)
    checkLocation(v.start, L, `vehicle ${v.id}`)
    if (v.end !== undefined) checkLocation(v.end, L, `vehicle ${v.id} end`)
    vehicleById.set(v.id, i)
  })

  // Matrices per travel mode used by some vehicle.
  const modes: TravelMode[] = []
  for (const v of vehicles) {
    const m = v.travelMode ?? TRAVEL_MODE.driving
    if (!modes.includes(m)) modes.push(m)
  }
  const durations: Int32Array[] = []
  const distances: Int32Array[] = []
  for (const m of modes) {
    const given =
      problem.matrices?.[m] ?? provider.getMatrices(problem.locations, m)
    if (given.size !== L) {
      throw new RangeError(`matrix size ${given.size} != ${L} locations`)
    }
    durations.push(toInt32Matrix(given.durations, L))
    distances.push(toInt32Matrix(given.distances, L))
  }
  const costs =
    optimizationType === OPTIMIZATION_TYPE.shortestDistance
      ? distances
      : durations

  if (problem.travelProfile) checkProfile(problem.travelProfile, L)
  // A profile of all 1.0 is the time-independent path.
  const travelProfile = problem.travelProfile?.factors.some((row) =>
    row.some((f) => f !== 1)
  )
    ? problem.travelProfile
    : null

  // Frozen heads.
  const frozenSet = new Set<number>()
  const V = vehicles.length
  const frozen: FrozenHead[] = []
  const vStart = new Int32Array(V)
  const vEnd = new Int32Array(V)
  const vDeparture = new Float64Array(V)
  const vLatestEnd = new Float64Array(V)
  const vCapacity = new Float64Array(V * DIMS)
  const vMaxDistance = new Float64Array(V)
  const vProfile = new Int32Array(V)
  const vFixedCost = new Float64Array(V)
  vehicles.forEach((v: Vehicle, vi) => {
    const profile = modes.indexOf(v.travelMode ?? TRAVEL_MODE.driving)
    vProfile[vi] = profile
    const fixed = v.fixedCost ?? 0
    if (!(fixed >= 0)) throw new RangeError(`vehicle ${v.id}: bad fixedCost`)
    vFixedCost[vi] = fixed
    const dur = durations[profile] as Int32Array
    const dist = distances[profile] as Int32Array
    const shiftStart = v.shift?.[0] ?? 0
    const shiftEnd = v.shift?.[1] ?? DAY
    if (!(shiftEnd >= shiftStart))
      throw new RangeError(`vehicle ${v.id}: bad shift`)
    const mode = v.finalization ?? FINALIZATION_MODE.returnToDepot
    if (mode === FINALIZATION_MODE.finishOnAddress && v.end === undefined) {
      throw new RangeError(`vehicle ${v.id}: finishOnAddress needs an end`)
    }
    vEnd[vi] =
      mode === FINALIZATION_MODE.finishOnLastStop
        ? -1
        : mode === FINALIZATION_MODE.finishOnAddress
          ? (v.end as number)
          : v.start
    vLatestEnd[vi] = Math.min(
      shiftEnd,
      v.maxHours === undefined ? Infinity : shiftStart + v.maxHours * 3600
    )
    const head: FrozenHead = {
      jobs: [],
      arrival: [],
      start: [],
      departure: [],
      distance: 0,
      travelTime: 0,
    }
    let at = v.start
    let t = shiftStart
    for (let d = 0; d < DIMS; d++)
      vCapacity[vi * DIMS + d] = capacityAt(v.capacity, d)
    // Frozen deliveries were on board at the start and frozen pickups stay
    // on board: the free stops get what both leave (conservatively, the
    // larger of the two all along the route).
    const delivered = new Float64Array(DIMS)
    const pickedUp = new Float64Array(DIMS)
    for (const id of v.frozenJobs ?? []) {
      const ji = jobById.get(id)
      if (ji === undefined)
        throw new RangeError(`vehicle ${v.id}: unknown frozen job ${id}`)
      if (frozenSet.has(ji)) throw new RangeError(`job ${id} frozen twice`)
      frozenSet.add(ji)
      const job = jobs[ji] as Job
      // A break is taken where the driver is.
      const to = job.type === STOP_TYPE.break ? at : job.location
      const base = dur[at * L + to] as number
      const arrival = travelProfile
        ? profileArrival(travelProfile, at, base, t)
        : t + base
      const start = Math.max(arrival, firstWindowStart(job, arrival))
      head.jobs.push(ji)
      head.arrival.push(arrival)
      head.start.push(start)
      head.departure.push(start + (job.service ?? DEFAULT_SERVICE_SECONDS))
      head.distance += dist[at * L + to] as number
      head.travelTime += arrival - t
      const frozenLoad = job.type === STOP_TYPE.pickup ? pickedUp : delivered
      for (let d = 0; d < DIMS; d++)
        frozenLoad[d] = (frozenLoad[d] as number) + amountAt(job.demand, d)
      at = to
      t = start + (job.service ?? DEFAULT_SERVICE_SECONDS)
    }
    for (let d = 0; d < DIMS; d++)
      vCapacity[vi * DIMS + d] =
        (vCapacity[vi * DIMS + d] as number) -
        Math.max(delivered[d] as number, pickedUp[d] as number)
    frozen.push(head)
    vStart[vi] = at
    vDeparture[vi] = t
    vMaxDistance[vi] = (v.maxDistance ?? Infinity) - head.distance
  })

  // Breaks still to take belong to their vehicle, not to the search's jobs.
  const vBreaks: BreakData[][] = vehicles.map(() => [])
  jobs.forEach((job, i) => {
    if (job.type !== STOP_TYPE.break || frozenSet.has(i)) return
    const vi =
      job.vehicle === undefined ? undefined : vehicleById.get(job.vehicle)
    if (vi === undefined)
      throw new RangeError(`job ${job.id}: a break needs its vehicle`)
    const windows = mergedWindows(job)
    ;(vBreaks[vi] as BreakData[]).push({
      job: i,
      duration: job.service ?? DEFAULT_SERVICE_SECONDS,
      starts: windows.map((w) => w[0]),
      ends: windows.map((w) => w[1]),
    })
  })
  for (const list of vBreaks)
    list.sort((a, b) => (a.starts[0] as number) - (b.starts[0] as number))
  const vDepot = Int32Array.from(vehicles, (v) => v.start)
  const vReloadService = new Float64Array(V)
  const vMaxTrips = new Float64Array(V).fill(1)
  vehicles.forEach((v, vi) => {
    if (!v.reload) return
    const service = v.reload.service ?? 0
    const trips = v.reload.maxTrips ?? Infinity
    if (!(service >= 0) || !(trips >= 1))
      throw new RangeError(`vehicle ${v.id}: bad reload`)
    vReloadService[vi] = service
    vMaxTrips[vi] = trips
  })

  // Internal jobs.
  const free: number[] = []
  for (let i = 0; i < jobs.length; i++)
    if (!frozenSet.has(i) && jobs[i]?.type !== STOP_TYPE.break) free.push(i)
  const n = free.length
  const jobIndex = Int32Array.from(free)
  const loc = new Int32Array(n)
  const service = new Float64Array(n)
  const twOffset = new Int32Array(n + 1)
  const twS: number[] = []
  const twE: number[] = []
  const demand = new Float64Array(n * DIMS)
  const pickup = new Uint8Array(n)
  const pin = new Uint8Array(n)
  const allowed = new Uint8Array(n * V)
  const penalty = new Float64Array(n)
  for (let j = 0; j < n; j++) {
    const job = jobs[free[j] as number] as Job
    loc[j] = job.location
    const s = job.service ?? DEFAULT_SERVICE_SECONDS
    if (!(s >= 0)) throw new RangeError(`job ${job.id}: bad service`)
    service[j] = s
    twOffset[j] = twS.length
    for (const [a, b] of mergedWindows(job)) {
      twS.push(a)
      twE.push(b)
    }
    for (let d = 0; d < DIMS; d++)
      demand[j * DIMS + d] = amountAt(job.demand, d)
    pickup[j] = job.type === STOP_TYPE.pickup ? 1 : 0
    pin[j] = job.position === "first" ? 1 : job.position === "last" ? 2 : 0
    const priority = job.priority ?? 0
    if (!(priority >= 0 && priority <= 100)) {
      throw new RangeError(`job ${job.id}: priority must be in [0, 100]`)
    }
    penalty[j] = UNASSIGNED_BASE * (1 + priority)
    const listed = listedVehicles(job, vehicleById, V)
    vehicles.forEach((v, vi) => {
      allowed[j * V + vi] = listed[vi] === 1 && hasSkills(job, v) ? 1 : 0
    })
  }
  twOffset[n] = twS.length
  const partner = pairJobs(jobs, free, jobById, frozenSet, demand, pickup)
  // A pair goes on a vehicle both of its jobs may take.
  for (let j = 0; j < n; j++) {
    const p = partner[j] as number
    if (p < 0) continue
    for (let vi = 0; vi < V; vi++)
      if (allowed[p * V + vi] === 0) allowed[j * V + vi] = 0
  }

  const jobCost = jobVehicleCosts(jobs, free, vehicleById, V)

  const K = Math.min(Math.max(n - 1, 0), 100)
  const neighbours = nearestNeighbours(loc, distances[0] as Int32Array, L, K)

  // Balanced: k = 1 / S where S is an even share of the round trips' time,
  // so a route of the mean workload pays about double. By stops: one stop
  // more than an even share costs about a mean round trip.
  const balance = new Float64Array(V)
  const balanceKind: BalanceKind =
    optimizationType === OPTIMIZATION_TYPE.balanced
      ? (problem.balance ?? "workload")
      : "workload"
  let stopWeight = 0
  let longestWeight = 0
  let durationWeight = 0
  if (optimizationType === OPTIMIZATION_TYPE.balanced) {
    let allTrips = 0
    for (let vi = 0; vi < V; vi++) {
      const C = costs[vProfile[vi] as number] as Int32Array
      const s = vStart[vi] as number
      let roundTrips = 0
      for (let j = 0; j < n; j++) {
        const l = loc[j] as number
        roundTrips += (C[s * L + l] as number) + (C[l * L + s] as number)
      }
      allTrips += roundTrips
      if (balanceKind === "workload")
        balance[vi] = 1 / Math.max(1, roundTrips / (2 * V))
    }
    if (balanceKind === "stops") stopWeight = allTrips / Math.max(1, V * n)
    if (balanceKind === "longest") {
      longestWeight = V
      let work = allTrips / (2 * V)
      for (let j = 0; j < n; j++) work += service[j] as number
      durationWeight = 1 / Math.max(1, work / V)
    }
  }
  // Balancing durations needs the schedule: the rich pricing has it.
  const rich =
    travelProfile !== null ||
    durationWeight > 0 ||
    partner.some((p) => p >= 0) ||
    vBreaks.some((list) => list.length > 0) ||
    vMaxTrips.some((t) => t > 1)
  let penalisable = !rich
  for (let j = 0; j < n && penalisable; j++)
    penalisable =
      pickup[j] === 0 &&
      (twOffset[j + 1] as number) - (twOffset[j] as number) === 1

  const vClass = new Int32Array(V)
  const classes = new Map<string, number>()
  const jobSide = jobSideKeys(allowed, jobCost, n, V)
  vehicles.forEach((v, vi) => {
    const key =
      (hasFrozenHead(v) ? `id:${v.id}` : "") +
      (jobSide[vi] as string) +
      JSON.stringify([
        vStart[vi],
        vEnd[vi],
        vDeparture[vi],
        vLatestEnd[vi],
        Array.from(vCapacity.subarray(vi * DIMS, vi * DIMS + DIMS)),
        vMaxDistance[vi],
        vProfile[vi],
        vFixedCost[vi],
        balance[vi],
        [...(v.skills ?? [])].sort(),
        vBreaks[vi],
        vDepot[vi],
        vReloadService[vi],
        vMaxTrips[vi],
      ])
    let c = classes.get(key)
    if (c === undefined) {
      c = classes.size
      classes.set(key, c)
    }
    vClass[vi] = c
  })

  const timedCosts =
    travelProfile !== null &&
    optimizationType !== OPTIMIZATION_TYPE.shortestDistance
  return {
    problem,
    optimizationType,
    balance,
    balanceKind,
    stopWeight,
    longestWeight,
    durationWeight,
    rich,
    penalisable,
    profile: travelProfile,
    timedCosts,
    timedFloor: timedCosts ? timedFloorOf(travelProfile, vMaxTrips) : null,
    partner,
    vBreaks,
    vDepot,
    vReloadService,
    vMaxTrips,
    vClass,
    nJobs: n,
    nVehicles: V,
    jobIndex,
    loc,
    service,
    twOffset,
    twStart: Float64Array.from(twS),
    twEnd: Float64Array.from(twE),
    demand,
    pickup,
    pin,
    allowed,
    jobCost,
    penalty,
    vStart,
    vEnd,
    vDeparture,
    vLatestEnd,
    vCapacity,
    vMaxDistance,
    vProfile,
    vFixedCost,
    frozen,
    size: L,
    durations,
    distances,
    costs,
    neighbours,
    K,
  }
}

/** A job's windows sorted, overlapping ones merged; always open when none. */
function mergedWindows(job: Job): [number, number][] {
  const windows = [...(job.timeWindows ?? [[-Infinity, Infinity] as const])]
    .map(([a, b]) => [a, b] as [number, number])
    .sort((x, y) => x[0] - y[0])
  const out: [number, number][] = []
  for (const [a, b] of windows) {
    if (!(b >= a)) throw new RangeError(`job ${job.id}: bad time window`)
    const last = out[out.length - 1]
    if (last && a <= last[1]) last[1] = Math.max(last[1], b)
    else out.push([a, b])
  }
  return out
}

/**
 * Links each pickup to its delivery (Job.delivery) by internal index. A
 * delivery whose pickup is frozen (already on board) stays a plain delivery.
 */
function pairJobs(
  jobs: readonly Job[],
  free: readonly number[],
  jobById: ReadonlyMap<string, number>,
  frozenSet: ReadonlySet<number>,
  demand: Float64Array,
  pickup: Uint8Array
): Int32Array {
  const internal = new Map<number, number>()
  free.forEach((i, j) => internal.set(i, j))
  const partner = new Int32Array(free.length).fill(-1)
  const paired = new Set<number>()
  jobs.forEach((job, i) => {
    if (job.delivery === undefined) return
    const di = jobById.get(job.delivery)
    const other = di === undefined ? undefined : jobs[di]
    if (di === undefined || !other)
      throw new RangeError(`job ${job.id}: unknown delivery ${job.delivery}`)
    if (
      job.type !== STOP_TYPE.pickup ||
      (other.type ?? STOP_TYPE.delivery) !== STOP_TYPE.delivery
    )
      throw new RangeError(`job ${job.id}: a pair is a pickup and a delivery`)
    if (paired.has(di))
      throw new RangeError(`job ${other.id}: delivers two pickups`)
    paired.add(di)
    if (frozenSet.has(di) && !frozenSet.has(i))
      throw new RangeError(`job ${other.id}: frozen before its pickup`)
    for (let d = 0; d < DIMS; d++) {
      const q = amountAt(other.demand, d)
      if (other.demand && q !== amountAt(job.demand, d))
        throw new RangeError(
          `job ${other.id}: a delivery carries its pickup's demand`
        )
    }
    const p = internal.get(i)
    const q = internal.get(di)
    if (q === undefined) return
    for (let d = 0; d < DIMS; d++)
      demand[q * DIMS + d] = amountAt(job.demand, d)
    if (p === undefined) return
    if (job.vehicle !== other.vehicle)
      throw new RangeError(`job ${job.id}: pinned apart from its delivery`)
    partner[p] = q
    partner[q] = p
    pickup[q] = 0
  })
  return partner
}

function hasFrozenHead(v: Vehicle): boolean {
  return (v.frozenJobs ?? []).length > 0
}

function checkLocation(index: number, size: number, what: string): void {
  if (!Number.isInteger(index) || index < 0 || index >= size) {
    throw new RangeError(`${what}: location ${index} out of range`)
  }
}

function firstWindowStart(job: Job, arrival: number): number {
  const windows = job.timeWindows
  if (!windows || windows.length === 0) return arrival
  let best = Infinity
  for (const [a, b] of windows) if (b >= arrival && a < best) best = a
  return best === Infinity ? arrival : best
}

/** K nearest other jobs of every job by symmetric distance, with a bounded heap. */
function nearestNeighbours(
  loc: Int32Array,
  dist: Int32Array,
  L: number,
  K: number
): Int32Array {
  const n = loc.length
  const out = new Int32Array(n * K)
  if (K === 0) return out
  const heapKey = new Float64Array(K)
  const heapVal = new Int32Array(K)
  for (let i = 0; i < n; i++) {
    const li = loc[i] as number
    let size = 0
    for (let j = 0; j < n; j++) {
      if (j === i) continue
      const lj = loc[j] as number
      const key =
        (dist[li * L + lj] as number) + (dist[lj * L + li] as number) + j * 1e-9
      if (size < K) {
        // Sift up in a max-heap.
        let c = size++
        while (c > 0) {
          const p = (c - 1) >> 1
          if ((heapKey[p] as number) >= key) break
          heapKey[c] = heapKey[p] as number
          heapVal[c] = heapVal[p] as number
          c = p
        }
        heapKey[c] = key
        heapVal[c] = j
      } else if (key < (heapKey[0] as number)) {
        // Replace the root and sift down.
        let c = 0
        for (;;) {
          const l = 2 * c + 1
          if (l >= K) break
          const r = l + 1
          const m =
            r < K && (heapKey[r] as number) > (heapKey[l] as number) ? r : l
          if ((heapKey[m] as number) <= key) break
          heapKey[c] = heapKey[m] as number
          heapVal[c] = heapVal[m] as number
          c = m
        }
        heapKey[c] = key
        heapVal[c] = j
      }
    }
    // Sort the heap's content by key, nearest first.
    const order = Array.from({ length: size }, (_, k) => k).sort(
      (a, b) => (heapKey[a] as number) - (heapKey[b] as number)
    )
    for (let k = 0; k < size; k++)
      out[i * K + k] = heapVal[order[k] as number] as number
  }
  return out
}

/** ProblemData.timedFloor: min(1, the smallest factor), 0 for vehicles that may reload. */
function timedFloorOf(
  profile: TravelProfile | null,
  vMaxTrips: Float64Array
): Float64Array {
  let least = 1
  for (const row of profile?.factors ?? [])
    for (const f of row) least = Math.min(least, f)
  return vMaxTrips.map((trips) => (trips > 1 ? 0 : least))
}
