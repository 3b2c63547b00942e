import type { FastifyInstance } from "fastify"

import type { DataStore } from "../../db/database.ts"
import { recordAudit } from "../../platform/audit/audit.ts"

/**
 * Every call made with an API key is audited with the key's name: the method, the route and the
 * status, after the answer is sent (a refused call too). The changes a call makes are audited as
 * well, with the key's name (`Authorized.audit`).
 */
export function registerApiKeyAudit(app: FastifyInstance, store: DataStore) {
  app.addHook("onResponse", async (request, reply) => {
    const key = request.apiKey
    if (!key) return
    try {
      await store.withScope(
        { clientId: key.id_client, allClients: false },
        (tx) =>
          recordAudit(tx, {
            id_client: key.id_client,
            id_user: request.user?.id_user ?? null,
            action: "call",
            entity: "apiKey",
            entityId: key.id_api_key,
            after: {
              method: request.method,
              path: request.url.split("?")[0],
              route: request.routeOptions.url ?? null,
              statusCode: reply.statusCode,
            },
            requestId: request.id,
            apiKey: key.name,
          })
      )
    } catch (error) {
      request.log.error({ err: error }, "an API key's call was not audited")
    }
  })
}
