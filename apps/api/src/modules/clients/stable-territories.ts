import { stableTerritories } from "@ruta/validation/values"
import { eq } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { clients } from "../../db/schema.ts"

/** A client's stable territories' weight in seconds: its own, else the declared default. */
export async function stableTerritoriesOf(
  tx: Tx,
  id_client: number
): Promise<number> {
  const [row] = await tx
    .select({ weight: clients.stable_territories })
    .from(clients)
    .where(eq(clients.id_client, id_client))
  return row?.weight ?? stableTerritories.default
}
