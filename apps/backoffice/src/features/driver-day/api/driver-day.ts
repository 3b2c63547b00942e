import { queryOptions } from "@tanstack/react-query"

import type { components } from "@ruta/api-client/schema"

import { api, unwrap } from "../../../lib/api.ts"

export type DriverDay = components["schemas"]["DriverDay"]
export type DriverRoute = DriverDay["routes"][number]
export type DriverStop = DriverRoute["stops"][number]
export type StopOutcome = DriverDay["outcomes"][number]
export type StopCompletion = components["schemas"]["StopCompletion"]

export const driverDayKey = ["driver-day"] as const

/** The instants the device's local day runs between. */
export function localDay(now = new Date()) {
  const from = new Date(now.getFullYear(), now.getMonth(), now.getDate())
  const to = new Date(from.getTime() + 24 * 3600 * 1000 - 1)
  return { from: from.toISOString(), to: to.toISOString() }
}

export const getDriverDayQueryOptions = (day = localDay()) =>
  queryOptions({
    queryKey: [...driverDayKey, day.from],
    queryFn: async () =>
      (await unwrap(api.GET("/driver/day", { params: { query: day } }))).data,
  })

export const startDriverRoute = (id: number) =>
  unwrap(api.POST("/driver/routes/{id}/start", { params: { path: { id } } }))

export const sendCompletion = (id: number, body: StopCompletion) =>
  unwrap(
    api.POST("/driver/stops/{id}/complete", { params: { path: { id } }, body })
  )
