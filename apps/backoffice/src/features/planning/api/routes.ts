import { queryOptions } from "@tanstack/react-query"
import type { components, paths } from "@ruta/api-client/schema"
import { runtimeZone, zonedDay } from "@ruta/validation/zoned-time"

import { api, unwrap } from "../../../lib/api.ts"

export type Route = components["schemas"]["Route"]
export type RouteWithStops = components["schemas"]["RouteWithStops"]
export type Stop = components["schemas"]["Stop"]
/** A stop of the route page: with the proof of its visit once finished. */
export type StopWithProof = components["schemas"]["StopWithProof"]
export type StopProof = components["schemas"]["StopProof"]
/** What PUT /stops/{id} takes: the stop's fields, whole. */
export type StopInput = NonNullable<
  paths["/stops/{id}"]["put"]["requestBody"]
>["content"]["application/json"]
/** What PUT /routes/{id} takes: the route's settings, whole. */
export type RouteInput = NonNullable<
  paths["/routes/{id}"]["put"]["requestBody"]
>["content"]["application/json"]

export const routesKey = ["routes"] as const

/** The routes list's filters, as the URL keeps them (spec section 4: status_route 1, 2, 3). */
export interface RouteFilters {
  page: number
  size: number
  text?: string | undefined
  status_route?: number | undefined
  id_subsidiary?: number | undefined
  /** The routes of one driver. */
  id_user?: number | undefined
  from?: string | undefined
  to?: string | undefined
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

export const saveRoute = (id: number, body: RouteInput) =>
  unwrap(api.PUT("/routes/{id}", { params: { path: { id } }, body }))

export const deleteRoute = (id: number) =>
  unwrap(api.DELETE("/routes/{id}", { params: { path: { id } } }))

/**
 * The cars a route may take on its days: its site's active cars, with or without a driver (the
 * route takes the car's driver), on no other route those days (its own kept).
 */
export const getRouteCarsQueryOptions = (
  route: {
    id_route: number
    id_subsidiary: number
    start_date: string | null
    end_date: string | null
  },
  /** The site's zone: the API's days are the site's calendar days (the browser's without one). */
  timeZone: string = runtimeZone()
) => {
  const day = (iso: string) => zonedDay(new Date(iso), timeZone)
  const query = {
    id_subsidiary: route.id_subsidiary,
    id_route: route.id_route,
    with_driver: "true" as const,
    ...(route.start_date ? { start_date: day(route.start_date) } : {}),
    ...(route.end_date ? { end_date: day(route.end_date) } : {}),
  }
  return queryOptions({
    queryKey: [...routesKey, "cars", query],
    queryFn: async () =>
      (await unwrap(api.GET("/cars/available", { params: { query } }))).data,
  })
}

/** Moves a stop's location (its marker dragged on the map). */
export const relocateStop = (
  id: number,
  body: { latitude: number; longitude: number }
) =>
  unwrap(api.POST("/stops/{id}/relocate", { params: { path: { id } }, body }))

export const deleteStop = (id: number) =>
  unwrap(api.DELETE("/stops/{id}", { params: { path: { id } } }))

export const saveStop = (id: number, body: StopInput) =>
  unwrap(api.PUT("/stops/{id}", { params: { path: { id } }, body }))
