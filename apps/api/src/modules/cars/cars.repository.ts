import {
  and,
  asc,
  count,
  eq,
  exists,
  ilike,
  inArray,
  isNull,
  ne,
  or,
  not,
} from "drizzle-orm"
import type { SQL } from "drizzle-orm"
import { z } from "zod"

import type { Tx } from "../../db/database.ts"
import {
  carSkills,
  cars,
  skills,
  subsidiaries,
  users,
} from "../../db/schema.ts"
import { textMatches, withinSites } from "../../db/list-query.ts"
import { catalogs } from "../catalogs/catalogs.data.ts"
import type { Days } from "../planning/car-days.ts"
import { carBusy, driverCarClash } from "../planning/car-days.ts"
import { skillsOfClient } from "../skills/skills-of-client.ts"

const ref = z.object({ id: z.number().int(), name: z.string() })

export const carSkillSchema = z
  .object({ id_skill: z.number().int(), name: z.string(), active: z.boolean() })
  .meta({ id: "CarSkill" })

/** A car as the API shows it (spec section 3, Car), with its catalog entries resolved. */
export const carSchema = z
  .object({
    id_car: z.number().int(),
    id_client: z.number().int(),
    id_subsidiary: z.number().int().nullable(),
    subsidiary: z
      .object({ id_subsidiary: z.number().int(), name: z.string() })
      .nullable(),
    name: z.string(),
    plate: z.string(),
    alias: z.string(),
    id_car_make: z.number().int().nullable(),
    id_car_model: z.number().int().nullable(),
    id_car_type: z.number().int().nullable(),
    make: ref.nullable(),
    model: ref.nullable(),
    type: ref.nullable(),
    id_unit_of_distance: z.number().int(),
    id_unit_of_measure: z.number().int(),
    id_unit_of_weight: z.number().int(),
    capacity_pieces: z.number().int().nullable(),
    capacity_weight: z.number().nullable(),
    capacity_volume: z.number().nullable(),
    fixed_cost: z
      .number()
      .nullable()
      .describe(
        "A cost for each day the car drives a route, in the client's currency"
      ),
    cost_per_km: z
      .number()
      .nullable()
      .describe("A cost per kilometre driven, in the client's currency"),
    cost_per_hour: z
      .number()
      .nullable()
      .describe("A cost per working hour, in the client's currency"),
    active: z.boolean(),
    /** The driver the car is assigned to. */
    id_user: z.number().int().nullable(),
    driver: z
      .object({ id_user: z.number().int(), name: z.string() })
      .nullable(),
    skills: z.array(carSkillSchema),
    createdAt: z.string(),
  })
  .meta({ id: "Car" })
export type CarOut = z.infer<typeof carSchema>

export interface CarInput {
  name: string
  plate: string
  alias: string
  id_subsidiary: number
  id_car_make: number
  id_car_model: number
  id_car_type: number
  id_unit_of_distance: number
  id_unit_of_measure: number
  id_unit_of_weight: number
  capacity_pieces?: number | null | undefined
  capacity_weight?: number | null | undefined
  capacity_volume?: number | null | undefined
  fixed_cost?: number | null | undefined
  cost_per_km?: number | null | undefined
  cost_per_hour?: number | null | undefined
  active: boolean
}

export interface CarFilter {
  /** The sites the caller may see, or null for every site of the client. */
  sites: number[] | null
  id_subsidiary?: number | undefined
  /** Cars that have every one of these skills. */
  skills?: number[] | undefined
  text?: string | undefined
  active?: boolean | undefined
}

/** Whom and when `available` offers cars for. */
export interface AvailableFor {
  /** The driver being given a car: their own car stays offered. */
  id_user?: number | undefined
  /** The days the car is wanted; null for any day. */
  days: Days | null
  /** The route being edited, whose own days do not count against its car. */
  id_route?: number | undefined
  /** Offer cars assigned to a driver too (a route takes its car's driver). */
  withDriver?: boolean | undefined
}

const named = (
  catalog: readonly { id: number; name: string }[],
  id: number | null
) => {
  const found = id === null ? undefined : catalog.find((c) => c.id === id)
  return found ? { id: found.id, name: found.name } : null
}

type CarRow = typeof cars.$inferSelect

/** Cars as the API answers them: with their site, driver, catalog names and skills. */
async function hydrate(tx: Tx, rows: CarRow[]): Promise<CarOut[]> {
  if (rows.length === 0) return []
  const ids = rows.map((r) => r.id_car)
  const siteIds = [
    ...new Set(rows.flatMap((r) => (r.id_subsidiary ? [r.id_subsidiary] : []))),
  ]
  const driverIds = [
    ...new Set(rows.flatMap((r) => (r.id_user ? [r.id_user] : []))),
  ]
  const skillRows = await tx
    .select({
      id_car: carSkills.id_car,
      id_skill: skills.id_skill,
      name: skills.name,
      active: skills.active,
    })
    .from(carSkills)
    .innerJoin(skills, eq(skills.id_skill, carSkills.id_skill))
    .where(inArray(carSkills.id_car, ids))
    .orderBy(asc(skills.name))
  const sites =
    siteIds.length === 0
      ? []
      : await tx
          .select({
            id_subsidiary: subsidiaries.id_subsidiary,
            name: subsidiaries.name,
          })
          .from(subsidiaries)
          .where(inArray(subsidiaries.id_subsidiary, siteIds))
  const drivers =
    driverIds.length === 0
      ? []
      : await tx
          .select({ id_user: users.id_user, name: users.name })
          .from(users)
          .where(inArray(users.id_user, driverIds))
  return rows.map((row) => ({
    id_car: row.id_car,
    id_client: row.id_client,
    id_subsidiary: row.id_subsidiary,
    subsidiary:
      sites.find((s) => s.id_subsidiary === row.id_subsidiary) ?? null,
    name: row.name,
    plate: row.plate,
    alias: row.alias,
    id_car_make: row.id_car_make,
    id_car_model: row.id_car_model,
    id_car_type: row.id_car_type,
    make: named(catalogs["car-makes"], row.id_car_make),
    model: named(catalogs["car-models"], row.id_car_model),
    type: named(catalogs["car-types"], row.id_car_type),
    id_unit_of_distance: row.id_unit_of_distance,
    id_unit_of_measure: row.id_unit_of_measure,
    id_unit_of_weight: row.id_unit_of_weight,
    capacity_pieces: row.capacity_pieces,
    capacity_weight: row.capacity_weight,
    capacity_volume: row.capacity_volume,
    fixed_cost: row.fixed_cost,
    cost_per_km: row.cost_per_km,
    cost_per_hour: row.cost_per_hour,
    active: row.active,
    id_user: row.id_user,
    driver: drivers.find((d) => d.id_user === row.id_user) ?? null,
    skills: skillRows
      .filter((s) => s.id_car === row.id_car)
      .map(({ id_skill, name, active }) => ({ id_skill, name, active })),
    createdAt: row.createdAt.toISOString(),
  }))
}

/** The condition a car filter sets. */
function where(tx: Tx, filter: CarFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = []
  parts.push(withinSites(cars.id_subsidiary, filter.sites))
  if (filter.id_subsidiary !== undefined)
    parts.push(eq(cars.id_subsidiary, filter.id_subsidiary))
  if (filter.active !== undefined) parts.push(eq(cars.active, filter.active))
  parts.push(textMatches(filter.text, cars.name, cars.plate, cars.alias))
  for (const id_skill of filter.skills ?? [])
    parts.push(
      exists(
        tx
          .select({ one: carSkills.id_car })
          .from(carSkills)
          .where(
            and(
              eq(carSkills.id_car, cars.id_car),
              eq(carSkills.id_skill, id_skill)
            )
          )
      )
    )
  return and(...parts)
}

/** Cars of a client's sites; row-level security keeps other clients' cars out. */
export function createCarsRepository(tx: Tx) {
  return {
    async list(filter: CarFilter, page: number, size: number) {
      const condition = where(tx, filter)
      const rows = await tx
        .select()
        .from(cars)
        .where(condition)
        .orderBy(asc(cars.name), asc(cars.id_car))
        .limit(size)
        .offset(page * size)
      const [total] = await tx
        .select({ n: count() })
        .from(cars)
        .where(condition)
      return {
        items: await hydrate(tx, rows),
        total: total?.n ?? 0,
        page,
        size,
      }
    },

    /**
     * Active cars free for a period: on no route (other than `id_route`) on `days`; not assigned
     * to a driver other than `id_user` unless `withDriver` (a route takes its car's driver); and,
     * for `id_user`, none another route has on one of that driver's days.
     */
    async available(filter: CarFilter, offer: AvailableFor) {
      const { id_user, days, id_route, withDriver } = offer
      const rows = await tx
        .select()
        .from(cars)
        .where(
          and(
            where(tx, { ...filter, active: true }),
            withDriver
              ? undefined
              : id_user === undefined
                ? isNull(cars.id_user)
                : or(isNull(cars.id_user), eq(cars.id_user, id_user)),
            days ? not(carBusy(cars.id_car, days, id_route)) : undefined,
            id_user === undefined
              ? undefined
              : not(driverCarClash(cars.id_car, id_user))
          )
        )
        .orderBy(asc(cars.name), asc(cars.id_car))
      return hydrate(tx, rows)
    },

    async findById(id_car: number): Promise<CarOut | undefined> {
      const rows = await tx.select().from(cars).where(eq(cars.id_car, id_car))
      return (await hydrate(tx, rows))[0]
    },

    /** Whether another car of the client already has this plate. */
    async plateTaken(id_client: number, plate: string, except?: number) {
      const [found] = await tx
        .select({ id: cars.id_car })
        .from(cars)
        .where(
          and(
            eq(cars.id_client, id_client),
            ilike(cars.plate, plate.replace(/[%_\\]/g, "\\$&")),
            except === undefined ? undefined : ne(cars.id_car, except)
          )
        )
      return found !== undefined
    },

    async create(id_client: number, input: CarInput) {
      const [created] = await tx
        .insert(cars)
        .values({ ...input, id_client })
        .returning()
      return (await this.findById(created!.id_car))!
    },

    async update(id_car: number, input: Partial<CarInput>) {
      await tx.update(cars).set(input).where(eq(cars.id_car, id_car))
      return (await this.findById(id_car))!
    },

    async remove(id_car: number) {
      await tx.delete(cars).where(eq(cars.id_car, id_car))
    },

    ...carLinkQueries(tx),
  }
}

/** A car's skills and driver. */
function carLinkQueries(tx: Tx) {
  return {
    skillsOfClient: (id_client: number, ids: number[]) =>
      skillsOfClient(tx, id_client, ids),

    async setSkills(id_car: number, id_client: number, ids: number[]) {
      await tx.delete(carSkills).where(eq(carSkills.id_car, id_car))
      if (ids.length > 0)
        await tx
          .insert(carSkills)
          .values(ids.map((id_skill) => ({ id_car, id_skill, id_client })))
    },

    /** A car has one driver and a driver drives one car. */
    async assignDriver(id_car: number, id_user: number | null) {
      if (id_user !== null)
        await tx
          .update(cars)
          .set({ id_user: null })
          .where(and(eq(cars.id_user, id_user), ne(cars.id_car, id_car)))
      await tx.update(cars).set({ id_user }).where(eq(cars.id_car, id_car))
    },
  }
}
