// Fixtures of the Performance screen's stories: GET /performance's answer for a week.
import type { Performance, PerformanceFigures } from "../api/performance.ts"

const figures = (f: Partial<PerformanceFigures>): PerformanceFigures => ({
  routes: 0,
  planned_distance: 0,
  driven_distance: 0,
  bridged_distance: 0,
  planned_duration: 0,
  actual_duration: 0,
  arrivals: 0,
  on_time: 0,
  eta_error_mean: null,
  eta_error_p90: null,
  planned_service: null,
  actual_service: null,
  failed: 0,
  ...f,
})

export const performanceWeek: Performance = {
  time_zone: "America/Mexico_City",
  totals: figures({
    routes: 12,
    planned_distance: 842_300,
    driven_distance: 871_900,
    bridged_distance: 12_400,
    planned_duration: 198_000,
    actual_duration: 207_600,
    arrivals: 320,
    on_time: 288,
    eta_error_mean: 420,
    eta_error_p90: 1_140,
    planned_service: 900,
    actual_service: 780,
    failed: 14,
  }),
  by_route: [
    { id_route: 1, name: "Centro", ...figures({ routes: 1, arrivals: 30 }) },
  ],
  by_driver: [
    {
      id_user: 7,
      name: "Ana López",
      ...figures({
        routes: 6,
        planned_distance: 420_000,
        driven_distance: 441_500,
        arrivals: 170,
        on_time: 160,
        eta_error_mean: 360,
        failed: 5,
      }),
    },
    {
      id_user: 8,
      name: "Luis Pérez",
      ...figures({
        routes: 6,
        planned_distance: 422_300,
        driven_distance: 430_400,
        arrivals: 150,
        on_time: 128,
        eta_error_mean: 480,
        failed: 9,
      }),
    },
  ],
  by_zone: [{ zone: "19.4,-99.15", ...figures({ arrivals: 320 }) }],
  by_hour: [
    {
      weekday: 1,
      hour: 8,
      ...figures({ arrivals: 40, eta_error_mean: 900, eta_error_p90: 1_500 }),
    },
    {
      weekday: 1,
      hour: 12,
      ...figures({ arrivals: 60, eta_error_mean: 240, eta_error_p90: 600 }),
    },
  ],
  by_address_class: [
    {
      id_address_type: 0,
      ...figures({ arrivals: 200, planned_service: 900, actual_service: 600 }),
    },
    {
      id_address_type: 1,
      ...figures({
        arrivals: 120,
        planned_service: 900,
        actual_service: 1_200,
      }),
    },
  ],
  failed_by_outcome: [
    { name: "Nobody home", failed: 11 },
    { name: null, failed: 3 },
  ],
}
