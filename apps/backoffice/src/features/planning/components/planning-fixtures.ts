// Fixtures of the planning stories: stops, routes and an optimization as the API sends them.
import type { Optimization } from "../api/optimizations.ts"
import type { Stop, StopProof } from "../api/routes.ts"

export const stop = (
  id: number,
  id_route: number | null,
  reasons: string[] = []
) => ({
  id_stop: id,
  id_client: 1,
  id_subsidiary: 1,
  id_optimization: 1,
  id_route,
  id_address: null,
  name: `Customer ${id}`,
  address: `Street ${id}`,
  latitude: 19.43,
  longitude: -99.13,
  stop_duration: 15,
  learned_visits: null,
  time_window_start: null,
  time_window_end: null,
  time_windows: [] as { start: string | null; end: string | null }[],
  allowed_days: [] as string[],
  pieces: 1,
  weight: 0,
  volume: 0,
  skills: [],
  priority: 0,
  type: 2,
  pinned: false,
  same_driver: false,
  order: id_route === null ? null : id,
  eta: null,
  departure: null,
  distance: null,
  started: null,
  completed: null,
  visit_time: null,
  failed: false,
  note: "",
  id_stop_outcome: null,
  customData: {},
  delivery_instructions: "",
  first_name: "",
  last_name: "",
  email: "",
  phone_number: "",
  unassigned_reasons: reasons,
  status: "on_hold" as const,
})

export const route = (id: number, stops: Stop[]) => ({
  id_route: id,
  id_client: 1,
  id_subsidiary: 1,
  id_optimization: 1,
  name: `Route ${id}`,
  id_depot: 1,
  id_car: null,
  id_user: null,
  driver: null,
  car: null,
  capacity: null,
  depot: {
    id_depot: 1,
    name: "Acme Centro Depot",
    latitude: 19.4326,
    longitude: -99.1332,
  },
  start_date: "2026-11-25T08:00:00Z",
  end_date: null,
  isOptimized: true,
  optimization_state: 1,
  started: null,
  completed: null,
  status_route: 1,
  progress: 0,
  stops_count: stops.length,
  configuration: {
    stop_duration: 15,
    max_hours: null,
    max_distance: null,
    id_restriction_type: 1,
    id_travel_mode: 1,
    id_optimization_type: 1,
    id_finalization_mode: 1,
    end_latitude: null,
    end_longitude: null,
  },
  figure: null,
  color: "",
  distance: 18_400,
  duration: 9_300,
  createdAt: "2026-11-24T08:00:00Z",
  stops,
})

export const plan: Optimization = {
  id_optimization: 1,
  id_client: 1,
  id_subsidiary: 1,
  subsidiary: "Acme Centro",
  name: "Monday deliveries",
  method: 1,
  horizon_days: 1,
  scenario_of: null,
  routes_quantity: 2,
  stops_quantity: 5,
  optimization_state: 1,
  createdAt: "2026-11-24T08:00:00Z",
  configuration: route(1, []).configuration,
  routes: [route(1, [stop(1, 1), stop(2, 1)]), route(2, [stop(3, 2)])],
  stops: [stop(4, null, ["time_window"]), stop(5, null, ["capacity"])],
}

/** A picture for the proof stories: a data URL, so they need no server. */
const picture = (text: string, background: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="240"><rect width="320" height="240" fill="${background}"/><text x="20" y="130" font-size="28" font-family="sans-serif">${text}</text></svg>`
  )}`

/** The proof of a visit finished 400 m from its stop: a name, two photos and a signature. */
export const stopProof = (overrides: Partial<StopProof> = {}): StopProof => ({
  recipient_name: "Lucía Pérez",
  signature: {
    id_file: "2d6a3c1e-0000-4000-8000-000000000003",
    mime: "image/png",
    url: picture("Lucía P.", "#ffffff"),
  },
  photos: [1, 2].map((n) => ({
    id_file: `2d6a3c1e-0000-4000-8000-00000000000${n}`,
    mime: "image/jpeg",
    url: picture(`Photo ${n}`, "#cbd5e1"),
  })),
  completed_at: "2026-11-25T15:12:00Z",
  latitude: 19.4362,
  longitude: -99.1332,
  accuracy: 12,
  distance_m: 400,
  far_from_stop: true,
  ...overrides,
})
