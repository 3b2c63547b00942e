import { queryOptions } from "@tanstack/react-query"

import type { components } from "@ruta/api-client/schema"

import { api, unwrap } from "../../../lib/api.ts"
import { dayBounds, dayOf } from "../../../lib/local-day.ts"

export type DriverDay = components["schemas"]["DriverDay"]
export type DriverRoute = DriverDay["routes"][number]
export type DriverStop = DriverRoute["stops"][number]
export type StopOutcome = DriverDay["outcomes"][number]
export type StopCompletion = components["schemas"]["StopCompletionInput"]
export type StopArrival = components["schemas"]["StopArrivalBodyInput"]
export type Arrival = components["schemas"]["StopArrival"]
export type PositionBatch = components["schemas"]["PositionBatchInput"]

export const driverDayKey = ["driver-day"] as const

export const getDriverDayQueryOptions = (day = dayBounds(dayOf(new Date()))) =>
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

export const sendPositions = (body: PositionBatch) =>
  unwrap(api.POST("/driver/positions", { body }))

export const sendArrival = (id: number, body: StopArrival) =>
  unwrap(
    api.POST("/driver/stops/{id}/arrive", { params: { path: { id } }, body })
  )
