import { queryOptions } from "@tanstack/react-query"

import type { components } from "@ruta/api-client/schema"

import { api, unwrap } from "../../../lib/api.ts"
import { clientsKey } from "./clients.ts"

/** What Ruta learns from a client's drivers' days: service times, and the travel profile. */
export type LearningSettings = components["schemas"]["LearningSettings"]

export const getLearningSettingsQueryOptions = (id_client: number) =>
  queryOptions({
    queryKey: [...clientsKey, "learning-settings", id_client],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/clients/{id}/learning-settings", {
            params: { path: { id: id_client } },
          })
        )
      ).data,
  })

export const saveLearningSettings = (
  id_client: number,
  body: LearningSettings
) =>
  unwrap(
    api.PUT("/clients/{id}/learning-settings", {
      params: { path: { id: id_client } },
      body,
    })
  )
