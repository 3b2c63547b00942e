import { queryOptions } from "@tanstack/react-query"

import type { components } from "@ruta/api-client/schema"

import { api, unwrap } from "../../../lib/api.ts"
import { clientsKey } from "./clients.ts"

/** How much a client's optimizations keep each customer with last time's driver (issue 45). */
export type StableTerritories = components["schemas"]["StableTerritories"]

export const getStableTerritoriesQueryOptions = (id_client: number) =>
  queryOptions({
    queryKey: [...clientsKey, "stable-territories", id_client],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/clients/{id}/stable-territories", {
            params: { path: { id: id_client } },
          })
        )
      ).data,
  })

export const saveStableTerritories = (
  id_client: number,
  body: StableTerritories
) =>
  unwrap(
    api.PUT("/clients/{id}/stable-territories", {
      params: { path: { id: id_client } },
      body,
    })
  )
