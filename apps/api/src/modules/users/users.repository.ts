import { and, asc, count, eq, exists, inArray, isNull } from "drizzle-orm"
import type { SQL } from "drizzle-orm"
import { z } from "zod"

import type { Tx } from "../../db/database.ts"
import {
  cars,
  roles,
  skills,
  subsidiaries,
  userPhotos,
  userSkills,
  userSubsidiaries,
  users,
} from "../../db/schema.ts"
import { textMatches } from "../../db/list-query.ts"
import { skillsOfClient } from "../skills/skills-of-client.ts"

const siteRef = z.object({ id_subsidiary: z.number().int(), name: z.string() })
const carRef = z.object({
  id_car: z.number().int(),
  name: z.string(),
  plate: z.string(),
})

/** A user as the API shows it: never a password or its hash. */
export const userSchema = z
  .object({
    id_user: z.number().int(),
    id_context_type: z.number().int(),
    id_client: z.number().int().nullable(),
    id_role: z.number().int(),
    role: z.object({ id_role: z.number().int(), name: z.string() }),
    name: z.string(),
    email: z.string(),
    telephone: z.string(),
    photo: z.string().nullable(),
    isActive: z.boolean(),
    isFirstLogin: z.boolean(),
    theme: z.string(),
    lng: z.string(),
    /** The user's first site, for screens that show one. */
    id_subsidiary: z.number().int().nullable(),
    subsidiary: siteRef.nullable(),
    subsidiaries: z.array(siteRef),
    car: carRef.nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "User" })
export type UserOut = z.infer<typeof userSchema>

export const skillSchema = z
  .object({
    id_skill: z.number().int(),
    name: z.string(),
    active: z.boolean(),
  })
  .meta({ id: "Skill" })

export interface UserFilter {
  contextTypes: number[] | null
  id_context_type?: number | undefined
  id_client?: number | null | undefined
  /** Only users of the provider (no client). */
  providerOnly?: boolean
  id_subsidiary?: number | undefined
  /** Only users who belong to one of these sites. */
  sites?: number[] | null
  term?: string | undefined
  isActive?: boolean | undefined
}

export interface UserWrite {
  id_context_type: number
  id_role: number
  id_client: number | null
  name: string
  email: string
  telephone?: string | undefined
  isActive?: boolean | undefined
  passwordHash?: string
  isFirstLogin?: boolean
}

const baseColumns = {
  id_user: users.id_user,
  id_context_type: users.id_context_type,
  id_client: users.id_client,
  id_role: users.id_role,
  role_name: roles.name,
  name: users.name,
  email: users.email,
  telephone: users.telephone,
  photo: users.photo,
  isActive: users.isActive,
  isFirstLogin: users.isFirstLogin,
  theme: users.theme,
  lng: users.lng,
  createdAt: users.createdAt,
}

/** Users of clients and of the provider; row-level security hides other clients' users. */
export function createUsersRepository(tx: Tx) {
  const inSites = (sites: number[]) =>
    exists(
      tx
        .select({ one: userSubsidiaries.id_user })
        .from(userSubsidiaries)
        .where(
          and(
            eq(userSubsidiaries.id_user, users.id_user),
            inArray(userSubsidiaries.id_subsidiary, sites)
          )
        )
    )
  const where = (filter: UserFilter) => {
    const parts: (SQL | undefined)[] = [
      filter.contextTypes
        ? inArray(users.id_context_type, filter.contextTypes)
        : undefined,
      filter.id_context_type === undefined
        ? undefined
        : eq(users.id_context_type, filter.id_context_type),
      filter.providerOnly ? isNull(users.id_client) : undefined,
      filter.id_client ? eq(users.id_client, filter.id_client) : undefined,
      filter.id_subsidiary === undefined
        ? undefined
        : inSites([filter.id_subsidiary]),
      filter.sites ? inSites(filter.sites) : undefined,
      textMatches(filter.term, users.name, users.email),
      filter.isActive === undefined
        ? undefined
        : eq(users.isActive, filter.isActive),
    ]
    return and(...parts)
  }

  /** Adds sites and car to base rows. */
  async function complete(
    rows: (Omit<
      UserOut,
      | "role"
      | "id_subsidiary"
      | "subsidiary"
      | "subsidiaries"
      | "car"
      | "createdAt"
    > & {
      role_name: string
      createdAt: Date
    })[]
  ): Promise<UserOut[]> {
    const ids = rows.map((r) => r.id_user)
    const sites = ids.length
      ? await tx
          .select({
            id_user: userSubsidiaries.id_user,
            id_subsidiary: subsidiaries.id_subsidiary,
            name: subsidiaries.name,
          })
          .from(userSubsidiaries)
          .innerJoin(
            subsidiaries,
            eq(subsidiaries.id_subsidiary, userSubsidiaries.id_subsidiary)
          )
          .where(inArray(userSubsidiaries.id_user, ids))
          .orderBy(asc(subsidiaries.id_subsidiary))
      : []
    const assigned = ids.length
      ? await tx
          .select({
            id_user: cars.id_user,
            id_car: cars.id_car,
            name: cars.name,
            plate: cars.plate,
          })
          .from(cars)
          .where(inArray(cars.id_user, ids))
      : []
    return rows.map(({ role_name, createdAt, ...row }) => {
      const own = sites
        .filter((s) => s.id_user === row.id_user)
        .map(({ id_subsidiary, name }) => ({ id_subsidiary, name }))
      const car = assigned.find((c) => c.id_user === row.id_user)
      return {
        ...row,
        role: { id_role: row.id_role, name: role_name },
        id_subsidiary: own[0]?.id_subsidiary ?? null,
        subsidiary: own[0] ?? null,
        subsidiaries: own,
        car: car
          ? { id_car: car.id_car, name: car.name, plate: car.plate }
          : null,
        createdAt: createdAt.toISOString(),
      }
    })
  }

  return {
    async list(filter: UserFilter, page: number, size: number) {
      const rows = await tx
        .select(baseColumns)
        .from(users)
        .innerJoin(roles, eq(roles.id_role, users.id_role))
        .where(where(filter))
        .orderBy(asc(users.name), asc(users.id_user))
        .limit(size)
        .offset(page * size)
      const [total] = await tx
        .select({ n: count() })
        .from(users)
        .where(where(filter))
      return { items: await complete(rows), total: total?.n ?? 0, page, size }
    },

    async findById(id_user: number): Promise<UserOut | undefined> {
      const rows = await tx
        .select(baseColumns)
        .from(users)
        .innerJoin(roles, eq(roles.id_role, users.id_role))
        .where(eq(users.id_user, id_user))
      return (await complete(rows))[0]
    },

    async create(input: UserWrite & { passwordHash: string }) {
      const [created] = await tx
        .insert(users)
        .values(input)
        .returning({ id_user: users.id_user })
      return created!.id_user
    },

    async update(
      id_user: number,
      input: Partial<UserWrite> & { photo?: string | null; theme?: string }
    ) {
      await tx.update(users).set(input).where(eq(users.id_user, id_user))
    },

    async remove(id_user: number) {
      await tx.delete(users).where(eq(users.id_user, id_user))
    },

    ...userLinkQueries(tx),
  }
}

/** A user's sites, photo, skills and car. */
function userLinkQueries(tx: Tx) {
  return {
    /** Sites of `id_client` among `ids` (others do not exist for the caller). */
    async sitesOfClient(id_client: number, ids: number[]) {
      if (ids.length === 0) return []
      return tx
        .select({ id_subsidiary: subsidiaries.id_subsidiary })
        .from(subsidiaries)
        .where(
          and(
            eq(subsidiaries.id_client, id_client),
            inArray(subsidiaries.id_subsidiary, ids)
          )
        )
    },

    async setSites(id_user: number, id_client: number, ids: number[]) {
      await tx
        .delete(userSubsidiaries)
        .where(eq(userSubsidiaries.id_user, id_user))
      if (ids.length)
        await tx
          .insert(userSubsidiaries)
          .values(
            ids.map((id_subsidiary) => ({ id_user, id_subsidiary, id_client }))
          )
    },

    async savePhoto(
      id_user: number,
      id_client: number | null,
      mime: string,
      content: Uint8Array
    ) {
      await tx
        .insert(userPhotos)
        .values({ id_user, id_client, mime, content })
        .onConflictDoUpdate({
          target: userPhotos.id_user,
          set: { mime, content, updatedAt: new Date() },
        })
    },

    async photo(id_user: number) {
      const [found] = await tx
        .select({ mime: userPhotos.mime, content: userPhotos.content })
        .from(userPhotos)
        .where(eq(userPhotos.id_user, id_user))
      return found
    },

    skillsOf(id_user: number) {
      return tx
        .select({
          id_skill: skills.id_skill,
          name: skills.name,
          active: skills.active,
        })
        .from(userSkills)
        .innerJoin(skills, eq(skills.id_skill, userSkills.id_skill))
        .where(eq(userSkills.id_user, id_user))
        .orderBy(asc(skills.id_skill))
    },

    skillsOfClient: (id_client: number, ids: number[]) =>
      skillsOfClient(tx, id_client, ids),

    async setSkills(id_user: number, id_client: number, ids: number[]) {
      await tx.delete(userSkills).where(eq(userSkills.id_user, id_user))
      if (ids.length)
        await tx
          .insert(userSkills)
          .values(ids.map((id_skill) => ({ id_user, id_skill, id_client })))
    },

    async carOfClient(id_client: number, id_car: number) {
      const [found] = await tx
        .select()
        .from(cars)
        .where(and(eq(cars.id_client, id_client), eq(cars.id_car, id_car)))
      return found
    },

    /** Gives the driver `id_car` (or none): a driver drives one car, a car has one driver. */
    async assignCar(id_user: number, id_car: number | null) {
      await tx
        .update(cars)
        .set({ id_user: null })
        .where(eq(cars.id_user, id_user))
      if (id_car !== null)
        await tx.update(cars).set({ id_user }).where(eq(cars.id_car, id_car))
    },
  }
}
