import { queryOptions } from "@tanstack/react-query"

import type { components } from "@ruta/api-client/schema"

import { api, unwrap } from "./api.ts"

export type Units = components["schemas"]["Units"]

/**
 * The units of the caller's client and sites. The key sits under the clients' key: saving a
 * client's or a site's configuration invalidates the clients' queries, and so the labels.
 */
export const getUnitsQueryOptions = () =>
  queryOptions({
    queryKey: ["clients", "units"] as const,
    queryFn: async () => (await unwrap(api.GET("/units"))).data,
    staleTime: 5 * 60_000,
  })
