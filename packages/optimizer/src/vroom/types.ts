/**
 * VROOM's JSON input and output (VROOM-Project/vroom, docs/API.md), as far as
 * Ruta reads and writes it. Times are seconds, distances metres, coordinates
 * `[lon, lat]`.
 */

export type VroomTimeWindow = [start: number, end: number]
export type VroomCoordinates = [lon: number, lat: number]

export interface VroomTaskBase {
  id: number
  description?: string
  location?: VroomCoordinates
  location_index?: number
  setup?: number
  service?: number
  setup_per_type?: Record<string, number>
  service_per_type?: Record<string, number>
  time_windows?: VroomTimeWindow[]
}

export interface VroomJob extends VroomTaskBase {
  amount?: number[]
  delivery?: number[]
  pickup?: number[]
  skills?: number[]
  priority?: number
}

export interface VroomShipment {
  pickup: VroomTaskBase
  delivery: VroomTaskBase
  amount?: number[]
  skills?: number[]
  priority?: number
}

export interface VroomBreak {
  id: number
  time_windows?: VroomTimeWindow[]
  service?: number
  description?: string
  max_load?: number[]
}

export interface VroomVehicleStep {
  type: "start" | "job" | "pickup" | "delivery" | "break" | "end"
  id?: number
  service_at?: number
  service_after?: number
  service_before?: number
}

export interface VroomCosts {
  fixed?: number
  per_hour?: number
  per_task_hour?: number
  per_km?: number
}

export interface VroomVehicle {
  id: number
  profile?: string
  description?: string
  start?: VroomCoordinates
  start_index?: number
  end?: VroomCoordinates
  end_index?: number
  capacity?: number[]
  costs?: VroomCosts
  skills?: number[]
  type?: string
  time_window?: VroomTimeWindow
  breaks?: VroomBreak[]
  speed_factor?: number
  max_tasks?: number
  max_travel_time?: number
  max_distance?: number
  steps?: VroomVehicleStep[]
}

export interface VroomProfileMatrices {
  durations?: number[][]
  distances?: number[][]
  costs?: number[][]
}

export interface VroomInput {
  jobs?: VroomJob[]
  shipments?: VroomShipment[]
  vehicles: VroomVehicle[]
  matrices?: Record<string, VroomProfileMatrices>
  matrix?: number[][]
  /**
   * `g`: VROOM's geometry. Ruta's extensions: `time_limit`, the search's seconds; `seed`, the
   * search's seed (default 1); `iterations`, an iteration budget that replaces the time limit
   * in the search's schedule (the time limit then only stops it), so that the same seed and
   * budget give the same routes on any machine.
   */
  options?: {
    g?: boolean
    time_limit?: number
    seed?: number
    iterations?: number
  }
}

export type VroomStepType = VroomVehicleStep["type"]
export type VroomTaskType = "job" | "pickup" | "delivery"

export interface VroomViolation {
  cause: string
  duration?: number
}

export interface VroomStep {
  type: VroomStepType
  id?: number
  description?: string
  location?: VroomCoordinates
  location_index?: number
  arrival: number
  duration: number
  setup: number
  service: number
  waiting_time: number
  load?: number[]
  distance?: number
  violations: VroomViolation[]
}

/** The totals a route and the summary both report. */
export interface VroomTotals {
  cost: number
  setup: number
  service: number
  /** Travel time. */
  duration: number
  waiting_time: number
  priority: number
  delivery?: number[]
  pickup?: number[]
  distance?: number
  violations: VroomViolation[]
}

export interface VroomRoute extends VroomTotals {
  vehicle: number
  description?: string
  geometry?: string
  steps: VroomStep[]
}

export interface VroomUnassigned {
  id: number
  type: VroomTaskType
  description?: string
  location?: VroomCoordinates
  location_index?: number
  /** Ruta's addition: why the task is left out (VROOM gives none). */
  reasons: string[]
}

export interface VroomSummary extends VroomTotals {
  routes: number
  unassigned: number
  computing_times: { loading: number; solving: number; routing: number }
}

export interface VroomSolution {
  code: 0
  summary: VroomSummary
  unassigned: VroomUnassigned[]
  routes: VroomRoute[]
}

export interface VroomFailure {
  code: 1 | 2 | 3
  error: string
}

export type VroomOutput = VroomSolution | VroomFailure
