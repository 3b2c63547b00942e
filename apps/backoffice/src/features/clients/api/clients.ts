import { queryOptions } from "@tanstack/react-query"

import type { components } from "@ruta/api-client/schema"

import { api, unwrap } from "../../../lib/api.ts"

export type Client = components["schemas"]["Client"]
export type ClientSummary = components["schemas"]["ClientSummary"]
export type Subsidiary = components["schemas"]["Subsidiary"]
export type Units = components["schemas"]["UnitsConfiguration"]

/** The client lists of spec section 4: myList=1, unassigned=2, othersList=3. */
export const ClientScope = { "my-list": 1, unassigned: 2, others: 3 } as const
export type ClientListType = keyof typeof ClientScope

export const clientsKey = ["clients"] as const

export function getClientsQueryOptions(filters: {
  scope: number
  page: number
  size: number
  term?: string | undefined
}) {
  return queryOptions({
    queryKey: [...clientsKey, "list", filters],
    queryFn: async () =>
      (await unwrap(api.GET("/clients", { params: { query: filters } }))).data,
  })
}

export const getClientQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...clientsKey, "one", id],
    queryFn: async () =>
      (await unwrap(api.GET("/clients/{id}", { params: { path: { id } } })))
        .data,
  })

export const getSubsidiariesQueryOptions = (id_client: number) =>
  queryOptions({
    queryKey: [...clientsKey, "subsidiaries", id_client],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/subsidiaries/client/{id}", {
            params: { path: { id: id_client } },
          })
        )
      ).data,
  })

export const getSubsidiaryQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...clientsKey, "subsidiary", id],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/subsidiaries/{id}", { params: { path: { id } } })
        )
      ).data,
  })

export interface ClientInput {
  name: string
  address: string
  phone_number: string
}

export const saveClient = (body: ClientInput, id?: number) =>
  unwrap(
    id === undefined
      ? api.POST("/clients", { body })
      : api.PUT("/clients/{id}", { params: { path: { id } }, body })
  )

export const deleteClient = (id: number) =>
  unwrap(api.DELETE("/clients/{id}", { params: { path: { id } } }))

export const setClientStatus = (id: number, isActive: boolean) =>
  unwrap(
    api.PUT("/clients/{id}/status", {
      params: { path: { id } },
      body: { isActive },
    })
  )

export const assignClient = (id: number, assign: boolean) =>
  unwrap(
    assign
      ? api.PUT("/clients/{id}/assign", { params: { path: { id } } })
      : api.PUT("/clients/{id}/unassign", { params: { path: { id } } })
  )

export const saveClientUnits = (id: number, body: Units) =>
  unwrap(
    api.PUT("/clients/{id}/configuration", { params: { path: { id } }, body })
  )

export const saveSubsidiaryUnits = (id: number, body: Units) =>
  unwrap(
    api.PUT("/subsidiaries/{id}/configuration", {
      params: { path: { id } },
      body,
    })
  )

export interface SubsidiaryInput {
  name: string
  address: string
  phone_number: string
  email: string
  /** The site's IANA zone; left out on creation: the client's, else its first depot's. */
  time_zone?: string
}

export const saveSubsidiary = (
  body: SubsidiaryInput,
  id_client: number,
  id?: number
) =>
  unwrap(
    id === undefined
      ? api.POST("/subsidiaries", { body: { ...body, id_client } })
      : api.PUT("/subsidiaries/{id}", { params: { path: { id } }, body })
  )

export const deleteSubsidiary = (id: number) =>
  unwrap(api.DELETE("/subsidiaries/{id}", { params: { path: { id } } }))

export const setSubsidiaryStatus = (id: number, isActive: boolean) =>
  unwrap(
    api.PUT("/subsidiaries/{id}/status", {
      params: { path: { id } },
      body: { isActive },
    })
  )

export const saveActivity = (
  body: { id_activity_type: number; description: string },
  id_client: number,
  id?: number
) =>
  unwrap(
    id === undefined
      ? api.POST("/activities", { body: { ...body, id_client } })
      : api.PUT("/activities/{id}", { params: { path: { id } }, body })
  )

export const deleteActivity = (id: number) =>
  unwrap(api.DELETE("/activities/{id}", { params: { path: { id } } }))

type CatalogPath =
  | "/catalogs/units-of-distance"
  | "/catalogs/units-of-weight"
  | "/catalogs/units-of-measure"
  | "/catalogs/activity-types"

export const getCatalogQueryOptions = (path: CatalogPath) =>
  queryOptions({
    queryKey: ["catalogs", path],
    queryFn: async () => (await unwrap(api.GET(path))).data,
    staleTime: Infinity,
  })
