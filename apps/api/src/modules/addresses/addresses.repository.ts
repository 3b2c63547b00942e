import { and, asc, count, eq } from "drizzle-orm"
import type { SQL } from "drizzle-orm"
import type { VisitRule } from "@ruta/validation/visit-rules"
import { visitRuleOutSchema } from "@ruta/validation/visit-rules"
import { z } from "zod"

import type { Tx } from "../../db/database.ts"
import { addresses } from "../../db/schema.ts"
import { textMatches, withinSites } from "../../db/list-query.ts"
import { createVisitRulesRepository } from "./visit-rules.repository.ts"

/** An address-book entry: the customer's address and contact. */
export const addressSchema = z
  .object({
    id_address: z.number().int(),
    id_client: z.number().int(),
    id_subsidiary: z.number().int(),
    id_address_type: z.number().int(),
    alias: z.string(),
    address: z.string(),
    latitude: z.number(),
    longitude: z.number(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    phone_number: z.string(),
    createdAt: z.string(),
    /** How the customer's visits repeat (issue 45); null: no recurring visits. */
    visit_rule: visitRuleOutSchema.nullable(),
  })
  .meta({ id: "Address" })
export type AddressOut = z.infer<typeof addressSchema>

export interface AddressInput {
  id_subsidiary: number
  id_address_type: number
  alias: string
  address: string
  latitude: number
  longitude: number
  first_name: string
  last_name: string
  email?: string | undefined
  phone_number?: string | undefined
  /** Left out: kept as it is; null: removed. */
  visit_rule?: VisitRule | null | undefined
}

export interface AddressFilter {
  sites: number[] | null
  id_subsidiary?: number | undefined
  text?: string | undefined
}

type Row = typeof addresses.$inferSelect

/** Entries as answered, each with its visit rule. */
async function withRules(tx: Tx, rows: Row[]): Promise<AddressOut[]> {
  const rules = await createVisitRulesRepository(tx).of(
    rows.map((r) => r.id_address)
  )
  return rows.map((row) => ({
    ...row,
    createdAt: row.createdAt.toISOString(),
    visit_rule: rules.get(row.id_address) ?? null,
  }))
}

/** The address book; row-level security keeps other clients' addresses out. */
export function createAddressesRepository(tx: Tx) {
  const where = (filter: AddressFilter) => {
    const parts: (SQL | undefined)[] = []
    parts.push(withinSites(addresses.id_subsidiary, filter.sites))
    if (filter.id_subsidiary !== undefined)
      parts.push(eq(addresses.id_subsidiary, filter.id_subsidiary))
    parts.push(
      textMatches(
        filter.text,
        addresses.alias,
        addresses.address,
        addresses.first_name,
        addresses.last_name,
        addresses.email,
        addresses.phone_number
      )
    )
    return and(...parts)
  }

  return {
    async list(filter: AddressFilter, page: number, size: number) {
      const condition = where(filter)
      const rows = await tx
        .select()
        .from(addresses)
        .where(condition)
        .orderBy(asc(addresses.alias), asc(addresses.id_address))
        .limit(size)
        .offset(page * size)
      const [total] = await tx
        .select({ n: count() })
        .from(addresses)
        .where(condition)
      return {
        items: await withRules(tx, rows),
        total: total?.n ?? 0,
        page,
        size,
      }
    },

    async findById(id_address: number) {
      const [found] = await tx
        .select()
        .from(addresses)
        .where(eq(addresses.id_address, id_address))
      return found ? (await withRules(tx, [found]))[0] : undefined
    },

    async create(id_client: number, { visit_rule, ...input }: AddressInput) {
      const [created] = await tx
        .insert(addresses)
        .values({ ...input, id_client })
        .returning()
      if (visit_rule)
        await createVisitRulesRepository(tx).save(
          id_client,
          created!.id_address,
          visit_rule
        )
      return (await withRules(tx, [created!]))[0]!
    },

    async update(id_address: number, { visit_rule, ...input }: AddressInput) {
      const [updated] = await tx
        .update(addresses)
        .set(input)
        .where(eq(addresses.id_address, id_address))
        .returning()
      if (visit_rule !== undefined)
        await createVisitRulesRepository(tx).save(
          updated!.id_client,
          id_address,
          visit_rule
        )
      return (await withRules(tx, [updated!]))[0]!
    },

    async remove(id_address: number) {
      await tx.delete(addresses).where(eq(addresses.id_address, id_address))
    },
  }
}

/** The address book's entries matching a text within the caller's sites (geocoding's read). */
export async function addressesMatching(
  tx: Tx,
  sites: number[] | null,
  text: string,
  limit: number
) {
  const book = await createAddressesRepository(tx).list(
    { sites, text },
    0,
    limit
  )
  return book.items
}
