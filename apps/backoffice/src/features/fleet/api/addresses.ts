import { queryOptions } from "@tanstack/react-query"

import type { components } from "@ruta/api-client/schema"
import type { AddressWithRule } from "@ruta/validation/visit-rules"

import { api, unwrap } from "../../../lib/api.ts"

export type Address = components["schemas"]["Address"]

export const addressesKey = ["addresses"] as const

export const getAddressesQueryOptions = (filters: {
  text?: string | undefined
  page: number
  size: number
}) =>
  queryOptions({
    queryKey: [...addressesKey, "list", filters],
    queryFn: async () =>
      (await unwrap(api.GET("/addresses", { params: { query: filters } })))
        .data,
  })

export const saveAddress = (body: AddressWithRule, id?: number) =>
  unwrap(
    id === undefined
      ? api.POST("/addresses", { body })
      : api.PUT("/addresses/{id}", { params: { path: { id } }, body })
  )

export const deleteAddress = (id: number) =>
  unwrap(api.DELETE("/addresses/{id}", { params: { path: { id } } }))
