import { queryOptions } from "@tanstack/react-query"

import type { components } from "@ruta/api-client/schema"

import { api, unwrap } from "../../../lib/api.ts"
import { clientsKey } from "./clients.ts"

/** What a completed visit, and one that could not be completed, require of the driver. */
export type ProofSettings = components["schemas"]["ProofSettings"]

export const getProofSettingsQueryOptions = (id_client: number) =>
  queryOptions({
    queryKey: [...clientsKey, "proof-settings", id_client],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/clients/{id}/proof-settings", {
            params: { path: { id: id_client } },
          })
        )
      ).data,
  })

export const saveProofSettings = (id_client: number, body: ProofSettings) =>
  unwrap(
    api.PUT("/clients/{id}/proof-settings", {
      params: { path: { id: id_client } },
      body,
    })
  )
