import { queryOptions } from "@tanstack/react-query"

import type { components } from "@ruta/api-client/schema"

import { api, unwrap } from "../../../lib/api.ts"

export type Dashboard = components["schemas"]["Dashboard"]
export type DashboardDay = Dashboard["days"][number]

export const dashboardKey = ["dashboard"] as const

export interface DashboardRange {
  from: string
  to: string
  id_subsidiary?: number | undefined
}

export const getDashboardQueryOptions = (range: DashboardRange) =>
  queryOptions({
    queryKey: [...dashboardKey, range],
    queryFn: async () =>
      (await unwrap(api.GET("/dashboard", { params: { query: range } }))).data,
  })

/** The days with the most stops, busiest first. */
export function busiestDays(days: DashboardDay[], count = 5) {
  return days
    .map((d) => ({ ...d, total: d.completed + d.failed + d.pending }))
    .sort((a, b) => b.total - a.total || a.day.localeCompare(b.day))
    .slice(0, count)
}

/** Share of visits made inside their time window, in percent (null with no visits). */
export const onTimeRate = (figures: Dashboard["on_time"]) =>
  figures.visited === 0
    ? null
    : Math.round((100 * figures.on_time) / figures.visited)

export type RatingsSummary = components["schemas"]["RatingsSummary"]

/** Customers' ratings of their visits in the range: average, count by score, latest comments. */
export const getRatingsQueryOptions = (range: DashboardRange) =>
  queryOptions({
    queryKey: [...dashboardKey, "ratings", range],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/dashboard/ratings", { params: { query: range } })
        )
      ).data,
  })
