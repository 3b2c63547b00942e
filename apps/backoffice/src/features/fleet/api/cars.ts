import { queryOptions } from "@tanstack/react-query"

import type { components } from "@ruta/api-client/schema"

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

export interface CarInput {
  name: string
  plate: string
  alias: string
  id_subsidiary: number
  id_car_make: number
  id_car_model: number
  id_car_type: number
  id_unit_of_distance: number
  id_unit_of_measure: number
  id_unit_of_weight: number
  capacity_pieces: number | null
  capacity_weight: number | null
  capacity_volume: number | null
  active: boolean
}

/** Saves the car, then its skills (two calls, as the spec's API has them). */
export async function saveCar(input: CarInput, skills: number[], id?: number) {
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
