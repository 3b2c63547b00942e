import { DEFAULT_TIME_ZONE } from "@ruta/validation/time-zone"
import { and, asc, eq, inArray } from "drizzle-orm"
import { z } from "zod"

import type { Tx } from "../../db/database.ts"
import { subsidiaries } from "../../db/schema.ts"
import type { Configuration } from "../clients/clients.repository.ts"
import { configurationSchema } from "../clients/clients.repository.ts"
import { resolveSiteZone } from "./site-time-zone.ts"

export const subsidiarySchema = z
  .object({
    id_subsidiary: z.number().int(),
    id_client: z.number().int(),
    name: z.string(),
    address: z.string(),
    phone_number: z.string(),
    email: z.string(),
    active: z.boolean(),
    isMain: z.boolean(),
    time_zone: z
      .string()
      .describe(
        "The IANA zone the site's times are read and shown in; its depots share it"
      ),
    /** The weekdays (`mon`..`sun`) the site's routes go out on. */
    working_days: z.array(z.string()),
    configuration: configurationSchema,
    createdAt: z.string(),
  })
  .meta({ id: "Subsidiary" })
export type SubsidiaryOut = z.infer<typeof subsidiarySchema>

export interface SubsidiaryInput {
  name: string
  address?: string | undefined
  phone_number?: string | undefined
  email?: string | undefined
  time_zone?: string | undefined
  working_days?: string[] | undefined
}

const toOut = (row: typeof subsidiaries.$inferSelect): SubsidiaryOut => ({
  id_subsidiary: row.id_subsidiary,
  id_client: row.id_client,
  name: row.name,
  address: row.address,
  phone_number: row.phone_number,
  email: row.email,
  active: row.active,
  isMain: row.isMain,
  time_zone: row.time_zone,
  working_days: row.working_days,
  configuration: {
    id_unit_of_distance: row.id_unit_of_distance,
    id_unit_of_measure: row.id_unit_of_measure,
    id_unit_of_weight: row.id_unit_of_weight,
  },
  createdAt: row.createdAt.toISOString(),
})

/** Sites (subsidiaries) of clients; row-level security keeps other clients' sites out. */
export function createSubsidiariesRepository(tx: Tx) {
  return {
    async listByClient(id_client: number, onlySites: number[] | null) {
      const rows = await tx
        .select()
        .from(subsidiaries)
        .where(
          and(
            eq(subsidiaries.id_client, id_client),
            onlySites === null
              ? undefined
              : inArray(subsidiaries.id_subsidiary, onlySites)
          )
        )
        .orderBy(asc(subsidiaries.id_subsidiary))
      return rows.map(toOut)
    },

    async findById(id_subsidiary: number) {
      const [found] = await tx
        .select()
        .from(subsidiaries)
        .where(eq(subsidiaries.id_subsidiary, id_subsidiary))
      return found ? toOut(found) : undefined
    },

    async create(
      id_client: number,
      input: SubsidiaryInput,
      zone: { time_zone: string; time_zone_chosen: boolean }
    ) {
      const [created] = await tx
        .insert(subsidiaries)
        .values({
          id_client,
          name: input.name,
          address: input.address ?? "",
          phone_number: input.phone_number ?? "",
          email: input.email ?? "",
          ...(input.working_days ? { working_days: input.working_days } : {}),
          ...zone,
        })
        .returning()
      return toOut(created!)
    },

    async update(
      id_subsidiary: number,
      input: Partial<SubsidiaryInput & Configuration & { active: boolean }>
    ) {
      const [updated] = await tx
        .update(subsidiaries)
        .set(
          input.time_zone === undefined
            ? input
            : { ...input, time_zone_chosen: true }
        )
        .where(eq(subsidiaries.id_subsidiary, id_subsidiary))
        .returning()
      return updated ? toOut(updated) : undefined
    },

    /** The first depot of a site whose zone is only the default settles it from its place. */
    async settleZoneFromDepot(
      id_subsidiary: number,
      depot: { latitude: number; longitude: number }
    ) {
      const { time_zone, time_zone_chosen } = resolveSiteZone({ depot })
      if (!time_zone_chosen) return
      await tx
        .update(subsidiaries)
        .set({ time_zone, time_zone_chosen })
        .where(
          and(
            eq(subsidiaries.id_subsidiary, id_subsidiary),
            eq(subsidiaries.time_zone_chosen, false)
          )
        )
    },

    /** The zone of a site's times (the default for a site that is not the caller's to see). */
    async zoneOf(id_subsidiary: number): Promise<string> {
      const [row] = await tx
        .select({ time_zone: subsidiaries.time_zone })
        .from(subsidiaries)
        .where(eq(subsidiaries.id_subsidiary, id_subsidiary))
      return row?.time_zone ?? DEFAULT_TIME_ZONE
    },

    /** The zones of these sites, by site (a site not the caller's to see is left out). */
    async zonesOf(ids: readonly number[]): Promise<Map<number, string>> {
      const wanted = [...new Set(ids)]
      if (wanted.length === 0) return new Map()
      const rows = await tx
        .select({
          id: subsidiaries.id_subsidiary,
          time_zone: subsidiaries.time_zone,
        })
        .from(subsidiaries)
        .where(inArray(subsidiaries.id_subsidiary, wanted))
      return new Map(rows.map((r) => [r.id, r.time_zone]))
    },

    async remove(id_subsidiary: number) {
      await tx
        .delete(subsidiaries)
        .where(eq(subsidiaries.id_subsidiary, id_subsidiary))
    },
  }
}
