import { queryOptions } from "@tanstack/react-query"

import type { components, paths } from "@ruta/api-client/schema"

import { api, unwrap } from "../../../lib/api.ts"

export type OptimizationSummary = components["schemas"]["OptimizationSummary"]
export type Optimization = components["schemas"]["Optimization"]
export type OptimizationRun = components["schemas"]["OptimizationRun"]

export const optimizationsKey = ["optimizations"] as const

export const getOptimizationsQueryOptions = (filters: {
  page: number
  size: number
  text?: string | undefined
  order?: "newest" | "oldest" | undefined
}) =>
  queryOptions({
    queryKey: [...optimizationsKey, "list", filters],
    queryFn: async () =>
      (await unwrap(api.GET("/optimizations", { params: { query: filters } })))
        .data,
  })

export const getOptimizationQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...optimizationsKey, "one", id],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/optimizations/{id}", { params: { path: { id } } })
        )
      ).data,
  })

export const deleteOptimization = (id: number) =>
  unwrap(api.DELETE("/optimizations/{id}", { params: { path: { id } } }))

/** Renames an optimization or changes the days it plans (`horizon_days`). */
export const updateOptimization = (
  id: number,
  body: { name: string; horizon_days?: number }
) => unwrap(api.PUT("/optimizations/{id}", { params: { path: { id } }, body }))

export const createRoute = (id: number, name: string) =>
  unwrap(
    api.POST("/optimizations/{id}/routes", {
      params: { path: { id } },
      body: { name },
    })
  )

/**
 * Starts an optimize run of the given routes (all of them by default); answers the queued run.
 * With `preview` the result is a proposal to apply or discard.
 */
export const startOptimization = (
  id: number,
  timeLimit: number,
  preview = false,
  routes?: number[]
) =>
  unwrap(
    api.POST("/optimizations/{id}/optimize", {
      params: { path: { id } },
      body: { time_limit: timeLimit, preview, ...(routes ? { routes } : {}) },
    })
  )

/** What PUT /optimizations/{id}/layout takes: the routes that changed, whole, and the stops sent to no route. */
export type LayoutRequest = NonNullable<
  paths["/optimizations/{id}/layout"]["put"]["requestBody"]
>["content"]["application/json"]

/** Lays stops out by hand: the routes that changed, whole, and the stops sent to no route. */
export const layOutStops = (id: number, body: LayoutRequest) =>
  unwrap(
    api.PUT("/optimizations/{id}/layout", { params: { path: { id } }, body })
  )

/** Applies or discards a re-optimization's proposal. */
export const decideProposal = (id: number, decision: "apply" | "discard") =>
  unwrap(
    decision === "apply"
      ? api.POST("/optimization-runs/{id}/apply", { params: { path: { id } } })
      : api.POST("/optimization-runs/{id}/discard", {
          params: { path: { id } },
        })
  )

export const cancelRun = (id: number) =>
  unwrap(
    api.POST("/optimization-runs/{id}/cancel", { params: { path: { id } } })
  )

export const getRun = async (id: number) =>
  (
    await unwrap(
      api.GET("/optimization-runs/{id}", { params: { path: { id } } })
    )
  ).data

/** What POST /optimizations takes: the optimization, its stops, depots and routes. */
export type OptimizationCreation = NonNullable<
  paths["/optimizations"]["post"]["requestBody"]
>["content"]["application/json"]

/**
 * Creates an optimization of a site with its stops, the depots of its depot rows, new routes and
 * pending routes taken in, in one transaction on the server.
 */
export const createOptimization = (body: OptimizationCreation) =>
  unwrap(api.POST("/optimizations", { body }))

/** The spreadsheet headers the company last matched to each stop field. */
export const headerMatchingQueryOptions = () =>
  queryOptions({
    queryKey: [...optimizationsKey, "header-matching"],
    queryFn: async () =>
      (await unwrap(api.GET("/optimizations/header-matching"))).data,
  })

/** Remembers a matching for the company's next upload. */
export const rememberHeaderMatching = (matching: Record<string, string>) =>
  unwrap(api.PUT("/optimizations/header-matching", { body: matching }))
