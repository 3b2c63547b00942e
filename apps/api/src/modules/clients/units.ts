// The units the caller's screens show: their client's configuration and each of their sites'.
import { and, asc, eq } from "drizzle-orm"
import { z } from "zod"

import type { Tx } from "../../db/database.ts"
import { withinSites } from "../../db/list-query.ts"
import { clients, subsidiaries } from "../../db/schema.ts"
import type { Configuration } from "./clients.repository.ts"
import { configurationSchema } from "./clients.repository.ts"

/**
 * What GET /units answers: the units to show where no site applies (the active site's in
 * one-site mode or for a user of one site, else the client's), and each site's own.
 */
export const unitsSchema = configurationSchema
  .extend({
    sites: z.array(
      configurationSchema.extend({ id_subsidiary: z.number().int() })
    ),
  })
  .meta({ id: "Units" })
export type Units = z.infer<typeof unitsSchema>

/** Kilometres, cubic metres and kilograms: a user of no client (the provider's staff). */
const DEFAULT_UNITS: Configuration = {
  id_unit_of_distance: 1,
  id_unit_of_measure: 1,
  id_unit_of_weight: 1,
}

const unitColumns = (table: typeof clients | typeof subsidiaries) => ({
  id_unit_of_distance: table.id_unit_of_distance,
  id_unit_of_measure: table.id_unit_of_measure,
  id_unit_of_weight: table.id_unit_of_weight,
})

/**
 * The units of client `id_client` (none: the defaults) and of its sites among `sites` (null:
 * every site); with exactly one site, that site's units are the ones shown by default.
 */
export async function unitsOf(
  tx: Tx,
  id_client: number | null,
  sites: number[] | null
): Promise<Units> {
  if (id_client === null) return { ...DEFAULT_UNITS, sites: [] }
  const [client] = await tx
    .select(unitColumns(clients))
    .from(clients)
    .where(eq(clients.id_client, id_client))
  const siteUnits = await tx
    .select({
      id_subsidiary: subsidiaries.id_subsidiary,
      ...unitColumns(subsidiaries),
    })
    .from(subsidiaries)
    .where(
      and(
        eq(subsidiaries.id_client, id_client),
        withinSites(subsidiaries.id_subsidiary, sites)
      )
    )
    .orderBy(asc(subsidiaries.id_subsidiary))
  const [only] = siteUnits
  const shown =
    sites !== null && siteUnits.length === 1 && only
      ? {
          id_unit_of_distance: only.id_unit_of_distance,
          id_unit_of_measure: only.id_unit_of_measure,
          id_unit_of_weight: only.id_unit_of_weight,
        }
      : (client ?? DEFAULT_UNITS)
  return { ...shown, sites: siteUnits }
}
