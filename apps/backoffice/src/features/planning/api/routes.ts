import { queryOptions } from "@tanstack/react-query"

import type { components } from "@ruta/api-client/schema"

import { api, unwrap } from "../../../lib/api.ts"

export type Route = components["schemas"]["Route"]
export type RouteWithStops = components["schemas"]["RouteWithStops"]
export type Stop = components["schemas"]["Stop"]

export const routesKey = ["routes"] as const

/** The routes list's filters, as the URL keeps them (spec section 4: status_route 1, 2, 3). */
export interface RouteFilters {
  page: number
  size: number
  text?: string | undefined
  status_route?: number | undefined
}

export const getRoutesQueryOptions = (filters: RouteFilters) =>
  queryOptions({
    queryKey: [...routesKey, "list", filters],
    queryFn: async () =>
      (await unwrap(api.GET("/routes", { params: { query: filters } }))).data,
  })

export const getRouteQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...routesKey, "one", id],
    queryFn: async () =>
      (await unwrap(api.GET("/routes/{id}", { params: { path: { id } } })))
        .data,
  })

export const getRoutePathQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...routesKey, "path", id],
    queryFn: async () =>
      (await unwrap(api.GET("/routes/{id}/path", { params: { path: { id } } })))
        .data,
    // A failing road service is shown on the map, not retried in a loop.
    retry: false,
  })
