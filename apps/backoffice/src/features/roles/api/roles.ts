import { queryOptions } from "@tanstack/react-query"

import { api, unwrap } from "../../../lib/api.ts"

export interface RoleFilters {
  page: number
  size: number
  name?: string | undefined
  id_context_type?: number | undefined
  isActive?: "true" | "false" | undefined
}

export const rolesKey = ["roles"] as const

export function getRolesQueryOptions(filters: RoleFilters) {
  return queryOptions({
    queryKey: [...rolesKey, "list", filters],
    queryFn: async () =>
      (await unwrap(api.GET("/roles", { params: { query: filters } }))).data,
  })
}

export function getRoleQueryOptions(id: number) {
  return queryOptions({
    queryKey: [...rolesKey, "one", id],
    queryFn: async () =>
      (await unwrap(api.GET("/roles/{id}", { params: { path: { id } } }))).data,
  })
}

export function getRolePermissionsQueryOptions(id_role: number) {
  return queryOptions({
    queryKey: [...rolesKey, "permissions", id_role],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/permissions/list", { params: { query: { id_role } } })
        )
      ).data,
  })
}

export const getSubjectsQueryOptions = () =>
  queryOptions({
    queryKey: ["subjects"],
    queryFn: async () => (await unwrap(api.GET("/subjects"))).data,
    staleTime: Infinity,
  })

export const getActionsQueryOptions = () =>
  queryOptions({
    queryKey: ["actions"],
    queryFn: async () => (await unwrap(api.GET("/actions"))).data,
    staleTime: Infinity,
  })

export const getContextTypesQueryOptions = () =>
  queryOptions({
    queryKey: ["catalogs", "context-types"],
    queryFn: async () =>
      (await unwrap(api.GET("/catalogs/context-types"))).data,
    staleTime: Infinity,
  })

export interface RoleInput {
  name: string
  description: string
  id_context_type: number
  isActive: boolean
}

export const saveRole = (input: RoleInput, id?: number) =>
  unwrap(
    id === undefined
      ? api.POST("/roles", { body: input })
      : api.PUT("/roles/{id}", { params: { path: { id } }, body: input })
  )

export const deleteRole = (id: number) =>
  unwrap(api.DELETE("/roles/{id}", { params: { path: { id } } }))

export const setRoleStatus = (id: number, isActive: boolean) =>
  unwrap(
    api.PUT("/roles/{id}/status", {
      params: { path: { id } },
      body: { isActive },
    })
  )

export const setPermission = (body: {
  id_role: number
  id_subject: number
  id_action: number
  isActive: boolean
}) => unwrap(api.PUT("/permissions/create-or-update", { body }))
