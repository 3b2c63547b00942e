import type { components } from "@ruta/api-client/schema"

import { api, unwrap } from "../../../lib/api.ts"

export type MobileLink = components["schemas"]["MobileToken"]

/** A provider administrator's one-time, expiring link to a client's mobile subscription page. */
export async function generateMobileLink(id_client: number) {
  return unwrap(api.POST("/subscription/mobile-token", { body: { id_client } }))
}
