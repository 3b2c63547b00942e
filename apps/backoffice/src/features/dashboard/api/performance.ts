import { queryOptions } from "@tanstack/react-query"

import type { components } from "@ruta/api-client/schema"

import { api, unwrap } from "../../../lib/api.ts"
import { dashboardKey } from "./dashboard.ts"
import type { DashboardRange } from "./dashboard.ts"

export type Performance = components["schemas"]["Performance"]
export type PerformanceFigures = components["schemas"]["PerformanceFigures"]

/** The dashboard's filters and a driver. */
export type PerformanceFilter = DashboardRange & {
  id_user?: number | undefined
}

/** Planned against driven for the filter (Dashboard → Performance). */
export const getPerformanceQueryOptions = (filter: PerformanceFilter) =>
  queryOptions({
    queryKey: [...dashboardKey, "performance", filter],
    queryFn: async () =>
      (await unwrap(api.GET("/performance", { params: { query: filter } })))
        .data,
  })

/** The figures as a CSV file (per route, per driver, the totals), saved by the browser. */
export async function downloadPerformanceCsv(filter: PerformanceFilter) {
  const { data, response } = await api.GET("/performance/export", {
    params: { query: filter },
    parseAs: "blob",
  })
  if (!response.ok || !data) throw new Error(response.statusText)
  const url = URL.createObjectURL(data as Blob)
  const link = document.createElement("a")
  link.href = url
  link.download = "performance.csv"
  link.click()
  URL.revokeObjectURL(url)
}

/** Share of arrivals before their window closed, in percent (null with no arrivals). */
export const arrivalRate = (figures: PerformanceFigures) =>
  figures.arrivals === 0
    ? null
    : Math.round((100 * figures.on_time) / figures.arrivals)

/** Seconds as whole minutes, for the charts (null stays null). */
export const minutesOf = (seconds: number | null) =>
  seconds === null ? 0 : Math.round(seconds / 60)
