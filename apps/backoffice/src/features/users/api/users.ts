import { queryOptions } from "@tanstack/react-query"

import type { components } from "@ruta/api-client/schema"

import { api, unwrap } from "../../../lib/api.ts"
import { toFormData } from "../../../lib/payload.ts"

export type User = components["schemas"]["User"]
export type UserKind = "client" | "site" | "admin" | "maintainer" | "driver"

export interface UserFilters {
  kind?: UserKind | undefined
  page: number
  size: number
  term?: string | undefined
  id_client?: number | undefined
  id_subsidiary?: number | undefined
}

export const usersKey = ["users"] as const

export function getUsersQueryOptions(filters: UserFilters) {
  return queryOptions({
    queryKey: [...usersKey, "list", filters],
    queryFn: async () =>
      (await unwrap(api.GET("/users", { params: { query: filters } }))).data,
  })
}

export interface UserInput {
  name: string
  email: string
  telephone: string
  id_context_type: number
  id_role: number
  id_client?: number | undefined
  subsidiaries?: number[] | undefined
  password?: string | undefined
  photo?: File | undefined
}

/**
 * Creates (password required) or edits a user. It travels as multipart so that the photo goes
 * with it (spec section 7); the typed body is the same fields in their JSON form.
 */
export function saveUser(input: UserInput, id?: number) {
  const { photo, ...fields } = input
  const bodySerializer = () => toFormData({ ...fields, photo })
  if (id === undefined) {
    return unwrap(
      api.POST("/users", {
        body: { ...fields, password: fields.password ?? "" },
        bodySerializer,
      })
    )
  }
  return unwrap(
    api.PUT("/users/{id}", {
      params: { path: { id } },
      body: fields,
      bodySerializer,
    })
  )
}

export const setUserStatus = (id: number, isActive: boolean) =>
  unwrap(
    api.PUT("/users/{id}/status", {
      params: { path: { id } },
      body: { isActive },
    })
  )

export const deleteUser = (id: number) =>
  unwrap(api.DELETE("/users/{id}", { params: { path: { id } } }))

/** A user's photo as an object URL (the photo route needs the bearer token, which <img> cannot send). */
export async function fetchPhotoUrl(id: number): Promise<string | null> {
  const { data, response } = await api.GET("/users/{id}/photo", {
    params: { path: { id } },
    parseAs: "blob",
  })
  return response.ok && data ? URL.createObjectURL(data as Blob) : null
}

/** The active roles of one kind of user, for the role select. */
export const getRolesOfTypeQueryOptions = (id_context_type: number) =>
  queryOptions({
    queryKey: ["roles", "of-type", id_context_type],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/roles", {
            params: { query: { id_context_type, size: 100, isActive: "true" } },
          })
        )
      ).data.items,
  })

/** The clients the provider's staff may choose from. */
export const getClientChoicesQueryOptions = () =>
  queryOptions({
    queryKey: ["clients", "choices"],
    queryFn: async () =>
      (await unwrap(api.GET("/clients", { params: { query: { size: 100 } } })))
        .data.items,
  })

/** The sites of a client, for the sites of a site user or driver. */
export const getSitesOfClientQueryOptions = (id_client: number) =>
  queryOptions({
    queryKey: ["subsidiaries", "of-client", id_client],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/subsidiaries/client/{id}", {
            params: { path: { id: id_client } },
          })
        )
      ).data,
  })

/** A driver's skills. */
export const getUserSkillsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ["users", "skills", id],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/users/{id}/skills", { params: { path: { id } } })
        )
      ).data,
  })

/** The cars a driver may take: free ones and their own. */
export const getAvailableCarsQueryOptions = (id_user: number) =>
  queryOptions({
    queryKey: ["cars", "available", id_user],
    queryFn: async () =>
      (
        await unwrap(
          api.GET("/cars/available", { params: { query: { id_user } } })
        )
      ).data,
  })

/** Saves a driver's skills, then their car (or none). */
export async function saveDriverAssignment(
  id: number,
  skills: number[],
  id_car: number | null
) {
  await unwrap(
    api.PUT("/users/{id}/skills", {
      params: { path: { id } },
      body: { skills },
    })
  )
  return unwrap(
    api.PUT("/users/{id}/car", { params: { path: { id } }, body: { id_car } })
  )
}
