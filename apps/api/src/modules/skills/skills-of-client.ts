import { and, eq, inArray } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { skills } from "../../db/schema.ts"

/** The skills of the client among `ids` (others do not exist for the caller): a driver's or a car's. */
export async function skillsOfClient(tx: Tx, id_client: number, ids: number[]) {
  if (ids.length === 0) return []
  return tx
    .select({ id_skill: skills.id_skill })
    .from(skills)
    .where(and(eq(skills.id_client, id_client), inArray(skills.id_skill, ids)))
}
