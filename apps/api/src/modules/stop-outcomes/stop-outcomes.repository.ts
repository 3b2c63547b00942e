import type { StopOutcomeKind } from "@ruta/validation/fleet"
import { stopOutcomeKindSchema } from "@ruta/validation/fleet"
import { and, asc, eq, ne } from "drizzle-orm"
import { z } from "zod"

import type { Tx } from "../../db/database.ts"
import { stopOutcomes } from "../../db/schema.ts"

export const stopOutcomeRowSchema = z
  .object({
    id_stop_outcome: z.number().int(),
    id_client: z.number().int(),
    name: z.string(),
    kind: stopOutcomeKindSchema.describe(
      "completed: it ends completed visits; failed: it ends failed ones"
    ),
    preset: z
      .string()
      .nullable()
      .describe(
        "The key of a name the product gave (delivered, nobody_home, refused, wrong_address), shown translated; null once the client renames it"
      ),
    active: z.boolean(),
  })
  .meta({ id: "StopOutcome" })
export type StopOutcomeRow = z.infer<typeof stopOutcomeRowSchema>

/** Stop outcomes of clients; row-level security keeps other clients' outcomes out. */
export function createStopOutcomesRepository(tx: Tx) {
  return {
    async listByClient(id_client: number, active: boolean | undefined) {
      return tx
        .select()
        .from(stopOutcomes)
        .where(
          and(
            eq(stopOutcomes.id_client, id_client),
            active === undefined ? undefined : eq(stopOutcomes.active, active)
          )
        )
        .orderBy(asc(stopOutcomes.name), asc(stopOutcomes.id_stop_outcome))
    },

    async findById(id: number): Promise<StopOutcomeRow | undefined> {
      const [found] = await tx
        .select()
        .from(stopOutcomes)
        .where(eq(stopOutcomes.id_stop_outcome, id))
      return found
    },

    /** Whether another row of the client already has this name. */
    async nameTaken(id_client: number, name: string, except?: number) {
      const [found] = await tx
        .select({ id: stopOutcomes.id_stop_outcome })
        .from(stopOutcomes)
        .where(
          and(
            eq(stopOutcomes.id_client, id_client),
            eq(stopOutcomes.name, name),
            except === undefined
              ? undefined
              : ne(stopOutcomes.id_stop_outcome, except)
          )
        )
      return found !== undefined
    },

    async create(id_client: number, name: string, kind: StopOutcomeKind) {
      const [created] = await tx
        .insert(stopOutcomes)
        .values({ id_client, name, kind })
        .returning()
      return created!
    },

    async update(
      id: number,
      input: {
        name?: string
        kind?: StopOutcomeKind
        preset?: null
        active?: boolean
      }
    ) {
      const [updated] = await tx
        .update(stopOutcomes)
        .set(input)
        .where(eq(stopOutcomes.id_stop_outcome, id))
        .returning()
      return updated!
    },

    async remove(id: number) {
      await tx.delete(stopOutcomes).where(eq(stopOutcomes.id_stop_outcome, id))
    },
  }
}
