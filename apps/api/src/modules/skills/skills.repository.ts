import { and, asc, eq, ne } from "drizzle-orm"
import { z } from "zod"

import type { Tx } from "../../db/database.ts"
import { skills } from "../../db/schema.ts"

export const skillRowSchema = z
  .object({
    id_skill: z.number().int(),
    id_client: z.number().int(),
    name: z.string(),
    active: z.boolean(),
  })
  .meta({ id: "ClientSkill" })
export type SkillRow = z.infer<typeof skillRowSchema>

/** Skills of clients; row-level security keeps other clients' skills out. */
export function createSkillsRepository(tx: Tx) {
  return {
    async listByClient(id_client: number, active: boolean | undefined) {
      return tx
        .select()
        .from(skills)
        .where(
          and(
            eq(skills.id_client, id_client),
            active === undefined ? undefined : eq(skills.active, active)
          )
        )
        .orderBy(asc(skills.name), asc(skills.id_skill))
    },

    async findById(id: number): Promise<SkillRow | undefined> {
      const [found] = await tx
        .select()
        .from(skills)
        .where(eq(skills.id_skill, id))
      return found
    },

    /** Whether another row of the client already has this name. */
    async nameTaken(id_client: number, name: string, except?: number) {
      const [found] = await tx
        .select({ id: skills.id_skill })
        .from(skills)
        .where(
          and(
            eq(skills.id_client, id_client),
            eq(skills.name, name),
            except === undefined ? undefined : ne(skills.id_skill, except)
          )
        )
      return found !== undefined
    },

    async create(id_client: number, name: string) {
      const [created] = await tx
        .insert(skills)
        .values({ id_client, name })
        .returning()
      return created!
    },

    async update(id: number, input: { name?: string; active?: boolean }) {
      const [updated] = await tx
        .update(skills)
        .set(input)
        .where(eq(skills.id_skill, id))
        .returning()
      return updated!
    },

    async remove(id: number) {
      await tx.delete(skills).where(eq(skills.id_skill, id))
    },
  }
}
