import { queryOptions } from "@tanstack/react-query"

import type { components } from "@ruta/api-client/schema"
import type { Depot as DepotBody } from "@ruta/validation/fleet"

import { api, unwrap } from "../../../lib/api.ts"

export type Depot = components["schemas"]["Depot"]

export const depotsKey = ["depots"] as const

export const getDepotsQueryOptions = (filters: {
  text?: string | undefined
  page: number
  pageSize: number
}) =>
  queryOptions({
    queryKey: [...depotsKey, "list", filters],
    queryFn: async () =>
      (await unwrap(api.GET("/depots", { params: { query: filters } }))).data,
  })

export const saveDepot = (body: DepotBody, id?: number) =>
  unwrap(
    id === undefined
      ? api.POST("/depots", { body })
      : api.PUT("/depots/{id}", { params: { path: { id } }, body })
  )

export const deleteDepot = (id: number) =>
  unwrap(api.DELETE("/depots/{id}", { params: { path: { id } } }))

/** Finds an address with the configured geocoding provider (offline: coordinates and the address book). */
export async function geocode(address: string) {
  const { data } = await unwrap(
    api.POST("/geocoding/find-many", { body: { addresses: [{ address }] } })
  )
  return data[0] ?? null
}
