import { and, asc, count, desc, eq, ne, sql } from "drizzle-orm"
import type { SQL } from "drizzle-orm"
import { z } from "zod"

import type { Tx } from "../../db/database.ts"
import { depots } from "../../db/schema.ts"
import { textMatches, withinSites } from "../../db/list-query.ts"

/** A depot as the API shows it: the spec's id_depot, isDefault and address. */
export const depotSchema = z
  .object({
    id_depot: z.number().int(),
    id_client: z.number().int(),
    id_subsidiary: z.number().int(),
    isDefault: z.boolean(),
    address: z.object({
      name: z.string(),
      description: z.string(),
      address: z.string(),
      latitude: z.number(),
      longitude: z.number(),
    }),
    createdAt: z.string(),
  })
  .meta({ id: "Depot" })
export type DepotOut = z.infer<typeof depotSchema>

export interface DepotInput {
  id_subsidiary: number
  name: string
  description: string
  address: string
  latitude: number
  longitude: number
  isDefault: boolean
}

/** About ten metres of latitude: a depot row this close to a depot is that depot. */
const NEAR_DEGREES = 0.0001

const toOut = (row: typeof depots.$inferSelect): DepotOut => ({
  id_depot: row.id_depot,
  id_client: row.id_client,
  id_subsidiary: row.id_subsidiary,
  isDefault: row.isDefault,
  address: {
    name: row.name,
    description: row.description,
    address: row.address,
    latitude: row.latitude,
    longitude: row.longitude,
  },
  createdAt: row.createdAt.toISOString(),
})

/** Depots of a client's sites; row-level security keeps other clients' depots out. */
export function createDepotsRepository(tx: Tx) {
  /** Clears the site's default so `id_depot` can be it (the partial unique index allows one). */
  async function clearDefault(id_subsidiary: number, except?: number) {
    await tx
      .update(depots)
      .set({ isDefault: false })
      .where(
        and(
          eq(depots.id_subsidiary, id_subsidiary),
          eq(depots.isDefault, true),
          except === undefined ? undefined : ne(depots.id_depot, except)
        )
      )
  }

  return {
    async list(
      filter: {
        sites: number[] | null
        id_subsidiary?: number | undefined
        text?: string | undefined
      },
      page: number,
      pageSize: number
    ) {
      const parts: (SQL | undefined)[] = []
      parts.push(withinSites(depots.id_subsidiary, filter.sites))
      if (filter.id_subsidiary !== undefined)
        parts.push(eq(depots.id_subsidiary, filter.id_subsidiary))
      parts.push(
        textMatches(
          filter.text,
          depots.name,
          depots.description,
          depots.address
        )
      )
      const condition = and(...parts)
      const rows = await tx
        .select()
        .from(depots)
        .where(condition)
        .orderBy(desc(depots.isDefault), asc(depots.name), asc(depots.id_depot))
        .limit(pageSize)
        .offset(page * pageSize)
      const [total] = await tx
        .select({ n: count() })
        .from(depots)
        .where(condition)
      return { items: rows.map(toOut), total: total?.n ?? 0, page, pageSize }
    },

    async findById(id_depot: number) {
      const [found] = await tx
        .select()
        .from(depots)
        .where(eq(depots.id_depot, id_depot))
      return found ? toOut(found) : undefined
    },

    async hasDefault(id_subsidiary: number) {
      const [found] = await tx
        .select({ id: depots.id_depot })
        .from(depots)
        .where(
          and(
            eq(depots.id_subsidiary, id_subsidiary),
            eq(depots.isDefault, true)
          )
        )
      return found !== undefined
    },

    /** A depot of the site within about ten metres of a point, if there is one. */
    async findNear(id_subsidiary: number, latitude: number, longitude: number) {
      const [found] = await tx
        .select()
        .from(depots)
        .where(
          and(
            eq(depots.id_subsidiary, id_subsidiary),
            sql`abs(${depots.latitude} - ${latitude}) < ${NEAR_DEGREES}`,
            sql`abs(${depots.longitude} - ${longitude}) < ${NEAR_DEGREES}`
          )
        )
        .orderBy(desc(depots.isDefault), asc(depots.id_depot))
        .limit(1)
      return found ? toOut(found) : undefined
    },

    /** Creates a depot; a new default clears the site's old one in the same transaction. */
    async create(id_client: number, input: DepotInput) {
      if (input.isDefault) await clearDefault(input.id_subsidiary)
      const [created] = await tx
        .insert(depots)
        .values({ ...input, id_client })
        .returning()
      return toOut(created!)
    },

    async update(id_depot: number, input: DepotInput) {
      if (input.isDefault) await clearDefault(input.id_subsidiary, id_depot)
      const [updated] = await tx
        .update(depots)
        .set(input)
        .where(eq(depots.id_depot, id_depot))
        .returning()
      return toOut(updated!)
    },

    async remove(id_depot: number) {
      await tx.delete(depots).where(eq(depots.id_depot, id_depot))
    },
  }
}
