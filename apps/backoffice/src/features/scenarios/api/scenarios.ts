import { queryOptions } from "@tanstack/react-query"

import type { components } from "@ruta/api-client/schema"

import { api, unwrap } from "../../../lib/api.ts"
import { optimizationsKey } from "../../planning/api/optimizations.ts"

/** A plan's or a scenario's figures, side by side (issue 45). */
export type ScenarioFigures = components["schemas"]["ScenarioFigures"]

export const scenariosKey = (id: number) =>
  [...optimizationsKey, id, "scenarios"] as const

/** The plan an optimization belongs to and its scenarios, the plan first. */
export const getScenariosQueryOptions = (id: number) =>
  queryOptions({
    queryKey: scenariosKey(id),
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/optimizations/{id}/scenarios", {
            params: { path: { id } },
          })
        )
      ).data,
  })

/** What "Copy as scenario" asks: its name, its horizon and the vans to add to its fleet. */
export interface ScenarioCopy {
  name: string
  horizon_days: number
  vans: number
}

/**
 * Copies an optimization as a scenario, then adds `vans` routes to it (each named "Van N"); its
 * other changes (hours, drivers, cars, settings) are made on the scenario as on any plan.
 *
 * @returns the scenario's id
 */
export async function copyAsScenario(id: number, copy: ScenarioCopy) {
  const made = await unwrap(
    api.POST("/optimizations/{id}/scenarios", {
      params: { path: { id } },
      body: { name: copy.name, horizon_days: copy.horizon_days },
    })
  )
  const scenario = made.data.id_optimization
  const count = made.data.routes.length
  for (let n = 1; n <= copy.vans; n++)
    await unwrap(
      api.POST("/optimizations/{id}/routes", {
        params: { path: { id: scenario } },
        body: {
          name: `Van ${count + n}`,
          ...(made.data.routes[0]?.start_date
            ? {
                start_date: made.data.routes[0].start_date,
                end_date: made.data.routes[0].end_date,
              }
            : {}),
        },
      })
    )
  return { id_optimization: scenario, message: made.message }
}

export const promoteScenario = (id: number) =>
  unwrap(api.POST("/optimizations/{id}/promote", { params: { path: { id } } }))
