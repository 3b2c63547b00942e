import { and, asc, count, desc, eq, exists, not } from "drizzle-orm"
import type { SQL } from "drizzle-orm"
import { z } from "zod"

import type { Tx } from "../../db/database.ts"
import {
  activities,
  clientAssignments,
  clients,
  subsidiaries,
} from "../../db/schema.ts"
import { textMatches } from "../../db/list-query.ts"

/** List scope (spec section 4): myList=1, unassigned=2, othersList=3. */
export const ListScope = { myList: 1, unassigned: 2, othersList: 3 } as const
export type ListScope = (typeof ListScope)[keyof typeof ListScope]

export const configurationSchema = z
  .object({
    id_unit_of_distance: z.number().int(),
    id_unit_of_measure: z.number().int(),
    id_unit_of_weight: z.number().int(),
  })
  .meta({ id: "UnitsConfiguration" })
export type Configuration = z.infer<typeof configurationSchema>

export const clientSummarySchema = z
  .object({
    id_client: z.number().int(),
    name: z.string(),
    address: z.string(),
    phone_number: z.string(),
    isActive: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: "ClientSummary" })

export const activitySchema = z
  .object({
    id_activity: z.number().int(),
    id_client: z.number().int(),
    id_activity_type: z.number().int(),
    activity_type: z.object({ id_activity_type: z.number().int() }),
    description: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "Activity" })
export type ActivityOut = z.infer<typeof activitySchema>

export const clientSchema = clientSummarySchema
  .extend({
    stripe_id: z.string().nullable(),
    isAssignedToMe: z.boolean(),
    configuration: configurationSchema,
    subsidiaries: z.array(
      z.object({
        id_subsidiary: z.number().int(),
        name: z.string(),
        isMain: z.boolean(),
        active: z.boolean(),
      })
    ),
    activities: z.array(activitySchema),
  })
  .meta({ id: "Client" })
export type ClientOut = z.infer<typeof clientSchema>

export interface ClientInput {
  name: string
  address?: string | undefined
  phone_number?: string | undefined
}

const summaryColumns = {
  id_client: clients.id_client,
  name: clients.name,
  address: clients.address,
  phone_number: clients.phone_number,
  isActive: clients.isActive,
  createdAt: clients.createdAt,
}

const iso = <T extends { createdAt: Date }>(row: T) => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
})

export const toActivity = (row: typeof activities.$inferSelect) => ({
  ...iso(row),
  activity_type: { id_activity_type: row.id_activity_type },
})

/** Clients. Row-level security limits every query to what the caller's scope may see. */
export function createClientsRepository(tx: Tx) {
  const assignedTo = (id_user: number) =>
    exists(
      tx
        .select({ one: clientAssignments.id_client })
        .from(clientAssignments)
        .where(
          and(
            eq(clientAssignments.id_client, clients.id_client),
            eq(clientAssignments.id_user, id_user)
          )
        )
    )
  const assignedToAnyone = exists(
    tx
      .select({ one: clientAssignments.id_client })
      .from(clientAssignments)
      .where(eq(clientAssignments.id_client, clients.id_client))
  )
  const scopeFilter = (scope: ListScope | undefined, id_user: number) => {
    if (scope === ListScope.myList) return assignedTo(id_user)
    if (scope === ListScope.unassigned) return not(assignedToAnyone)
    if (scope === ListScope.othersList)
      return and(assignedToAnyone, not(assignedTo(id_user)))
    return undefined
  }

  return {
    async list(
      filter: {
        scope?: ListScope | undefined
        term?: string | undefined
        isActive?: boolean | undefined
        /** Only this client (a client's own users and a provider acting for one). */
        id_client?: number | null
      },
      id_user: number,
      page: number,
      size: number
    ) {
      const parts: (SQL | undefined)[] = [
        scopeFilter(filter.scope, id_user),
        textMatches(filter.term, clients.name),
        filter.isActive === undefined
          ? undefined
          : eq(clients.isActive, filter.isActive),
        filter.id_client ? eq(clients.id_client, filter.id_client) : undefined,
      ]
      const where = and(...parts)
      const items = await tx
        .select(summaryColumns)
        .from(clients)
        .where(where)
        .orderBy(asc(clients.name), asc(clients.id_client))
        .limit(size)
        .offset(page * size)
      const [total] = await tx.select({ n: count() }).from(clients).where(where)
      return { items: items.map(iso), total: total?.n ?? 0, page, size }
    },

    async findRow(id_client: number) {
      const [found] = await tx
        .select()
        .from(clients)
        .where(eq(clients.id_client, id_client))
      return found
    },

    async findById(
      id_client: number,
      id_user: number
    ): Promise<ClientOut | undefined> {
      const client = await this.findRow(id_client)
      if (!client) return undefined
      const sites = await tx
        .select({
          id_subsidiary: subsidiaries.id_subsidiary,
          name: subsidiaries.name,
          isMain: subsidiaries.isMain,
          active: subsidiaries.active,
        })
        .from(subsidiaries)
        .where(eq(subsidiaries.id_client, id_client))
        .orderBy(asc(subsidiaries.id_subsidiary))
      const done = await tx
        .select()
        .from(activities)
        .where(eq(activities.id_client, id_client))
        .orderBy(desc(activities.createdAt), desc(activities.id_activity))
      const [mine] = await tx
        .select({ id: clientAssignments.id_client })
        .from(clientAssignments)
        .where(
          and(
            eq(clientAssignments.id_client, id_client),
            eq(clientAssignments.id_user, id_user)
          )
        )
      return {
        id_client: client.id_client,
        name: client.name,
        address: client.address,
        phone_number: client.phone_number,
        isActive: client.isActive,
        createdAt: client.createdAt.toISOString(),
        stripe_id: client.stripe_id,
        isAssignedToMe: mine !== undefined,
        configuration: {
          id_unit_of_distance: client.id_unit_of_distance,
          id_unit_of_measure: client.id_unit_of_measure,
          id_unit_of_weight: client.id_unit_of_weight,
        },
        subsidiaries: sites,
        activities: done.map(toActivity),
      }
    },

    ...clientWrites(tx),
  }
}

/** Clients created, edited, deleted, and added to or removed from a user's list. */
function clientWrites(tx: Tx) {
  return {
    async create(input: ClientInput) {
      const [created] = await tx
        .insert(clients)
        .values({
          name: input.name,
          address: input.address ?? "",
          phone_number: input.phone_number ?? "",
        })
        .returning({ id_client: clients.id_client })
      const id_client = created!.id_client
      // Every client starts with its main site, named after it.
      await tx.insert(subsidiaries).values({
        id_client,
        name: input.name,
        address: input.address ?? "",
        phone_number: input.phone_number ?? "",
        isMain: true,
        // A new client has no zone yet: the site's first depot settles it from its place.
        time_zone_chosen: false,
      })
      return id_client
    },

    async update(
      id_client: number,
      input: Partial<ClientInput & Configuration & { isActive: boolean }>
    ) {
      await tx
        .update(clients)
        .set(input)
        .where(eq(clients.id_client, id_client))
    },

    async remove(id_client: number) {
      await tx.delete(clients).where(eq(clients.id_client, id_client))
    },

    async assign(id_client: number, id_user: number) {
      await tx
        .insert(clientAssignments)
        .values({ id_client, id_user })
        .onConflictDoNothing()
    },

    async unassign(id_client: number, id_user: number) {
      await tx
        .delete(clientAssignments)
        .where(
          and(
            eq(clientAssignments.id_client, id_client),
            eq(clientAssignments.id_user, id_user)
          )
        )
    },
  }
}
