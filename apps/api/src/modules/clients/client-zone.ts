// A client's own time zone (issue 43): the zone of its billing month and of its client-wide lists.
import { notificationSettingsSchema } from "@ruta/validation/notifications"
import { DEFAULT_TIME_ZONE } from "@ruta/validation/time-zone"
import { asc, eq } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { notificationSettings, subsidiaries } from "../../db/schema.ts"

/** The zone the client saved with its notification settings; undefined when it never saved any. */
export async function savedClientZone(
  tx: Tx,
  id_client: number
): Promise<string | undefined> {
  const [row] = await tx
    .select({ settings: notificationSettings.settings })
    .from(notificationSettings)
    .where(eq(notificationSettings.id_client, id_client))
  if (!row) return undefined
  const parsed = notificationSettingsSchema.safeParse(row.settings)
  return parsed.success ? parsed.data.time_zone : undefined
}

/**
 * The client's zone: the zone it saved in its notification settings (the default of its new
 * sites), else its first site's, else the product's default. One client is billed one month and
 * reads its client-wide lists on one clock, whatever the zones of its sites.
 */
export async function clientZone(tx: Tx, id_client: number): Promise<string> {
  const saved = await savedClientZone(tx, id_client)
  if (saved) return saved
  const [site] = await tx
    .select({ time_zone: subsidiaries.time_zone })
    .from(subsidiaries)
    .where(eq(subsidiaries.id_client, id_client))
    .orderBy(asc(subsidiaries.id_subsidiary))
    .limit(1)
  return site?.time_zone ?? DEFAULT_TIME_ZONE
}
