import { eq } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { activities } from "../../db/schema.ts"
import { toActivity } from "../clients/clients.repository.ts"

export interface ActivityInput {
  id_activity_type: number
  description?: string | undefined
}

/** What happened with a client: calls, meetings, visits. */
export function createActivitiesRepository(tx: Tx) {
  return {
    async findById(id_activity: number) {
      const [found] = await tx
        .select()
        .from(activities)
        .where(eq(activities.id_activity, id_activity))
      return found ? toActivity(found) : undefined
    },

    async create(id_client: number, input: ActivityInput) {
      const [created] = await tx
        .insert(activities)
        .values({
          id_client,
          id_activity_type: input.id_activity_type,
          description: input.description ?? "",
        })
        .returning()
      return toActivity(created!)
    },

    async update(id_activity: number, input: ActivityInput) {
      const [updated] = await tx
        .update(activities)
        .set({
          id_activity_type: input.id_activity_type,
          description: input.description ?? "",
        })
        .where(eq(activities.id_activity, id_activity))
        .returning()
      return toActivity(updated!)
    },

    async remove(id_activity: number) {
      await tx.delete(activities).where(eq(activities.id_activity, id_activity))
    },
  }
}
