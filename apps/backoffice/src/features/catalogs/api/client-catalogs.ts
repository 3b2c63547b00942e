import type { StopOutcomeKind } from "@ruta/validation/fleet"
import { queryOptions } from "@tanstack/react-query"

import { api, unwrap } from "../../../lib/api.ts"

/** A per-client named list: skills or stop outcomes (spec section 3). */
export interface NamedItem {
  id: number
  name: string
  active: boolean
  /** A stop outcome's kind: which visits it ends. */
  kind?: StopOutcomeKind
  /** A stop outcome's key of a name the product gave, shown translated. */
  preset?: string | null
}

/** What the catalog's dialog saves: a name, and a stop outcome's kind. */
export interface NamedValues {
  name: string
  kind?: StopOutcomeKind | undefined
}

export type ClientCatalog = "skills" | "stop-outcomes"

/** The spec's active filter: 1 means active=false, 2 means active=true, anything else all. */
export type ActiveFilter = 0 | 1 | 2

const byKind = {
  skills: {
    list: (id: number, active: ActiveFilter) =>
      unwrap(
        api.GET("/skills/client/{id}", {
          params: { path: { id }, query: { active: String(active) } },
        })
      ).then(({ data }) =>
        data.map((s) => ({ id: s.id_skill, name: s.name, active: s.active }))
      ),
    create: ({ name }: NamedValues, id_client: number) =>
      unwrap(api.POST("/skills", { body: { name, id_client } })),
    rename: (id: number, { name }: NamedValues) =>
      unwrap(
        api.PUT("/skills/{id}", { params: { path: { id } }, body: { name } })
      ),
    remove: (id: number) =>
      unwrap(api.DELETE("/skills/{id}", { params: { path: { id } } })),
    status: (id: number, isActive: boolean) =>
      unwrap(
        api.PUT("/skills/{id}/status", {
          params: { path: { id } },
          body: { isActive },
        })
      ),
  },
  "stop-outcomes": {
    list: (id: number, active: ActiveFilter) =>
      unwrap(
        api.GET("/stop-outcomes/client/{id}", {
          params: { path: { id }, query: { active: String(active) } },
        })
      ).then(({ data }) =>
        data.map((s) => ({
          id: s.id_stop_outcome,
          name: s.name,
          active: s.active,
          kind: s.kind,
          preset: s.preset,
        }))
      ),
    create: ({ name, kind }: NamedValues, id_client: number) =>
      unwrap(api.POST("/stop-outcomes", { body: { name, kind, id_client } })),
    rename: (id: number, { name, kind }: NamedValues) =>
      unwrap(
        api.PUT("/stop-outcomes/{id}", {
          params: { path: { id } },
          body: { name, kind },
        })
      ),
    remove: (id: number) =>
      unwrap(api.DELETE("/stop-outcomes/{id}", { params: { path: { id } } })),
    status: (id: number, isActive: boolean) =>
      unwrap(
        api.PUT("/stop-outcomes/{id}/status", {
          params: { path: { id } },
          body: { isActive },
        })
      ),
  },
} as const

export const clientCatalog = (kind: ClientCatalog) => byKind[kind]

export const getClientCatalogQueryOptions = (
  kind: ClientCatalog,
  id_client: number,
  active: ActiveFilter
) =>
  queryOptions({
    queryKey: [kind, id_client, active],
    queryFn: () => byKind[kind].list(id_client, active),
  })
