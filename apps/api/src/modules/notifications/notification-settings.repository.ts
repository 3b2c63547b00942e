import type { NotificationSettings } from "@ruta/validation/notifications"
import {
  defaultNotificationSettings,
  notificationSettingsSchema,
} from "@ruta/validation/notifications"
import { eq } from "drizzle-orm"

import type { Tx } from "../../db/database.ts"
import { savedClientZone } from "../clients/client-zone.ts"
import { notificationSettings } from "../../db/schema.ts"

/** Clients' customer notification settings; a client that never chose sends nothing. */
export function createNotificationSettingsRepository(tx: Tx) {
  return {
    async get(id_client: number): Promise<NotificationSettings> {
      const [row] = await tx
        .select()
        .from(notificationSettings)
        .where(eq(notificationSettings.id_client, id_client))
      if (!row) return defaultNotificationSettings
      const parsed = notificationSettingsSchema.safeParse(row.settings)
      return parsed.success ? parsed.data : defaultNotificationSettings
    },

    /** The zone the client saved with its settings; undefined when it never saved any. */
    savedZone: (id_client: number) => savedClientZone(tx, id_client),

    async put(id_client: number, settings: NotificationSettings) {
      const values = { settings, updatedAt: new Date() }
      await tx
        .insert(notificationSettings)
        .values({ id_client, ...values })
        .onConflictDoUpdate({
          target: notificationSettings.id_client,
          set: values,
        })
    },
  }
}
