import { queryOptions } from "@tanstack/react-query"

import type { components } from "@ruta/api-client/schema"
import type { Car as CarBody } from "@ruta/validation/fleet"

import { api, unwrap } from "../../../lib/api.ts"

export type Car = components["schemas"]["Car"]

export interface CarFilters {
  page: number
  size: number
  text?: string | undefined
  id_subsidiary?: number | undefined
  /** Skill ids, comma-separated: cars having all of them. */
  skills?: string | undefined
}

export const carsKey = ["cars"] as const

export const getCarsQueryOptions = (filters: CarFilters) =>
  queryOptions({
    queryKey: [...carsKey, "list", filters],
    queryFn: async () =>
      (await unwrap(api.GET("/cars", { params: { query: filters } }))).data,
  })

/** Saves the car, then its skills (two calls, as the spec's API has them). */
export async function saveCar(input: CarBody, skills: number[], id?: number) {
  const saved = await unwrap(
    id === undefined
      ? api.POST("/cars", { body: input })
      : api.PUT("/cars/{id}", { params: { path: { id } }, body: input })
  )
  await unwrap(
    api.PUT("/cars/{id}/skills", {
      params: { path: { id: saved.data.id_car } },
      body: { skills },
    })
  )
  return saved
}

export const deleteCar = (id: number) =>
  unwrap(api.DELETE("/cars/{id}", { params: { path: { id } } }))

export const getCarCatalogQueryOptions = (
  path: "/catalogs/car-makes" | "/catalogs/car-types"
) =>
  queryOptions({
    queryKey: ["catalogs", path],
    queryFn: async () => (await unwrap(api.GET(path))).data,
    staleTime: Infinity,
  })

export const getCarModelsQueryOptions = (id_car_make: number) =>
  queryOptions({
    queryKey: ["catalogs", "/catalogs/car-models", id_car_make],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/catalogs/car-models", {
            params: { query: { id_car_make } },
          })
        )
      ).data,
    staleTime: Infinity,
  })
