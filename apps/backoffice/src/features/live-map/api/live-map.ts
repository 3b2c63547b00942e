import { queryOptions } from "@tanstack/react-query"

import type { components } from "@ruta/api-client/schema"

import { api, unwrap } from "../../../lib/api.ts"

export type DriverOnRoute = components["schemas"]["DriverOnRoute"]
export type RouteLive = components["schemas"]["RouteLive"]
export type PredictedStop = NonNullable<RouteLive["etas"]>["stops"][number]

export const liveDriversKey = ["live-drivers"] as const
export const routeLiveKey = ["route-live"] as const

export interface LiveDriversFilter {
  id_optimization?: number
  id_subsidiary?: number
  /** "true": each route's live ETAs of every stop (the workspace's rows show them). */
  with_etas?: "true"
}

/** The routes on the road with their drivers' latest positions (the live map). */
export const getLiveDriversQueryOptions = (filter: LiveDriversFilter = {}) =>
  queryOptions({
    queryKey: [...liveDriversKey, filter],
    queryFn: async () =>
      (await unwrap(api.GET("/live/drivers", { params: { query: filter } })))
        .data,
  })

/** A route's driven trail and predicted arrivals. */
export const getRouteLiveQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...routeLiveKey, id],
    queryFn: async () =>
      (await unwrap(api.GET("/routes/{id}/live", { params: { path: { id } } })))
        .data,
  })
