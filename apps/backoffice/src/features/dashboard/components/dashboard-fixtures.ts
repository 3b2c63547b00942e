// Fixtures of the dashboard's stories: GET /dashboard's answer for a week.
import type { Dashboard } from "../api/dashboard.ts"

export const week: Dashboard = {
  routes: { pending: 2, on_route: 3, completed: 11 },
  stops: { completed: 310, failed: 14, pending: 96 },
  outcomes: [
    { name: "Delivered", completed: 290, failed: 0 },
    { name: "Nobody home", completed: 0, failed: 11 },
    { name: "Refused", completed: 0, failed: 3 },
    { name: null, completed: 20, failed: 0 },
  ],
  on_time: { visited: 324, on_time: 301 },
  distance: { planned: 842_300, actual: 871_900 },
  duration: { planned: 198_000, actual: 207_600 },
  optimized_addresses: { period: "2026-11", count: 1_284, plan: null },
  days: [
    { day: "2026-11-19", completed: 60, failed: 2, pending: 0 },
    { day: "2026-11-20", completed: 71, failed: 4, pending: 0 },
    { day: "2026-11-21", completed: 48, failed: 1, pending: 0 },
    { day: "2026-11-23", completed: 66, failed: 3, pending: 0 },
    { day: "2026-11-24", completed: 65, failed: 4, pending: 12 },
    { day: "2026-11-25", completed: 0, failed: 0, pending: 84 },
  ],
}

export const emptyWeek: Dashboard = {
  routes: { pending: 0, on_route: 0, completed: 0 },
  stops: { completed: 0, failed: 0, pending: 0 },
  outcomes: [],
  on_time: { visited: 0, on_time: 0 },
  distance: { planned: 0, actual: 0 },
  duration: { planned: 0, actual: 0 },
  optimized_addresses: { period: "2026-11", count: 0, plan: null },
  days: [],
}
