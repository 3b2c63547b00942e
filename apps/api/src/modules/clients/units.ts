// The units the caller's screens show: their client's configuration and each of their sites'.
import { and, asc, eq } from "drizzle-orm"
import { z } from "zod"

import { countryOfPhone } from "@ruta/validation/phone"

import type { Tx } from "../../db/database.ts"
import { withinSites } from "../../db/list-query.ts"
import { clients, subsidiaries } from "../../db/schema.ts"
import { clientZone } from "./client-zone.ts"
import type { Configuration } from "./clients.repository.ts"
import { configurationSchema } from "./clients.repository.ts"

/**
 * What GET /units answers: the units to show where no site applies (the active site's in
 * one-site mode or for a user of one site, else the client's), each site's own, and the client's
 * country.
 */
export const unitsSchema = configurationSchema
  .extend({
    country: z.string().length(2).nullable().meta({
      description:
        "The client's country (ISO 3166-1 alpha-2): the country of the client's own phone number, which phones written without their country part belong to; null when that number has no country part.",
    }),
    client_time_zone: z.string().nullable().meta({
      description:
        "The IANA zone of the caller's client (its saved zone, else its first site's): the clock of lists that belong to no one site; null for the provider's staff",
    }),
    time_zone: z.string().nullable().meta({
      description:
        "The IANA zone of the one site the caller works in (one-site mode, or a user of one site); null when several apply: each site's own zone is in sites",
    }),
    sites: z.array(
      configurationSchema.extend({
        id_subsidiary: z.number().int(),
        time_zone: z.string().meta({
          description: "The IANA zone the site's times are read and shown in",
        }),
      })
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

/** A row's three units, without its other columns. */
const unitsOnly = (row: Configuration): Configuration => ({
  id_unit_of_distance: row.id_unit_of_distance,
  id_unit_of_measure: row.id_unit_of_measure,
  id_unit_of_weight: row.id_unit_of_weight,
})

/**
 * The units of client `id_client` (none: the defaults) and of its sites among `sites` (null:
 * every site); with exactly one site, that site's units are the ones shown by default. The
 * client's country is its own phone number's.
 */
export async function unitsOf(
  tx: Tx,
  id_client: number | null,
  sites: number[] | null
): Promise<Units> {
  if (id_client === null)
    return {
      ...DEFAULT_UNITS,
      country: null,
      client_time_zone: null,
      time_zone: null,
      sites: [],
    }
  const [client] = await tx
    .select({ ...unitColumns(clients), phone_number: clients.phone_number })
    .from(clients)
    .where(eq(clients.id_client, id_client))
  const siteUnits = await tx
    .select({
      id_subsidiary: subsidiaries.id_subsidiary,
      ...unitColumns(subsidiaries),
      time_zone: subsidiaries.time_zone,
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
      ? unitsOnly(only)
      : client
        ? unitsOnly(client)
        : DEFAULT_UNITS
  const country = client ? countryOfPhone(client.phone_number) : null
  const time_zone =
    sites !== null && siteUnits.length === 1 && only ? only.time_zone : null
  return {
    ...shown,
    country,
    client_time_zone: await clientZone(tx, id_client),
    time_zone,
    sites: siteUnits,
  }
}
