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

/**
 * The driver's routes of today on the calendar of `timeZone` (their site's, issue 43), whatever
 * the phone's zone: the browser's until the site's is known.
 */
export const getDriverDayQueryOptions = (timeZone?: string) => {
  const day = dayBounds(dayOf(new Date(), timeZone), undefined, timeZone)
  return queryOptions({
    queryKey: [...driverDayKey, day.from],
    queryFn: async () =>
      (await unwrap(api.GET("/driver/day", { params: { query: day } }))).data,
  })
}

export const startDriverRoute = (id: number) =>
  unwrap(api.POST("/driver/routes/{id}/start", { params: { path: { id } } }))

/** A completion's fields and files as one multipart body, each file in its own part. */
export function completionForm(
  body: StopCompletion,
  files: { name: string; blob: Blob }[]
) {
  const form = new FormData()
  for (const [key, value] of Object.entries(body))
    if (value !== undefined && value !== null && value !== "")
      form.append(key, String(value))
  for (const { name, blob } of files)
    form.append(
      name,
      blob,
      name === "signature" ? "signature.png" : "photo.jpg"
    )
  return form
}

/**
 * Completes a stop: JSON, or multipart with its photos and signature when it has any (one
 * request, so the visit and its proof are kept together or not at all).
 */
export const sendCompletion = (
  id: number,
  body: StopCompletion,
  files: { name: string; blob: Blob }[] = []
) =>
  unwrap(
    api.POST("/driver/stops/{id}/complete", {
      params: { path: { id } },
      body,
      ...(files.length > 0
        ? { bodySerializer: () => completionForm(body, files) }
        : {}),
    })
  )

export const sendPositions = (body: PositionBatch) =>
  unwrap(api.POST("/driver/positions", { body }))

export const sendArrival = (id: number, body: StopArrival) =>
  unwrap(
    api.POST("/driver/stops/{id}/arrive", { params: { path: { id } }, body })
  )
