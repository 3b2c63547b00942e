import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { PermissionMessage } from "@ruta/permissions/messages"
import { notificationSettingsSchema } from "@ruta/validation/notifications"
import { z } from "zod"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"

import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  idParams,
  rowErrors,
} from "../../platform/authorization/schemas.ts"
import { loadClient } from "../clients/clients.access.ts"
import { createNotificationSettingsRepository } from "./notification-settings.repository.ts"

const routeSchema = { tags: ["Customer notifications"], ...authorizedRoute }

const readers: [A, S][] = [
  [A.menuConfiguration, S.sideMenu],
  [A.edit, S.notifications],
]
const editors: [A, S][] = [[A.edit, S.notifications]]

/** Which providers this server has: a channel without one sends nothing. */
export interface NotificationProviders {
  /** SMTP is set (without it mails stay in the outbox). */
  email: boolean
  /** TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN and TWILIO_FROM are set. */
  sms: boolean
}

const answerSchema = z
  .object({
    settings: notificationSettingsSchema,
    providers: z
      .object({ email: z.boolean(), sms: z.boolean() })
      .describe("Whether each channel's provider is configured on this server"),
  })
  .meta({ id: "NotificationSettingsAnswer" })

/** Settings → Customer notifications. */
export const notificationSettingsRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
  providers: NotificationProviders
}> = async (app, { authorize, providers }) => {
  app.addHook("onRequest", app.authenticate)

  app.get(
    "/clients/:id/notification-settings",
    {
      schema: {
        ...routeSchema,
        summary:
          "A client's customer notifications: events and channels, ETA window, quiet hours, sender and templates",
        params: idParams,
        response: { 200: envelope(answerSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const client = await loadClient(auth, request.params.id, readers)
        const settings = await createNotificationSettingsRepository(
          auth.tx
        ).get(client.id_client)
        return { data: { settings, providers }, message: "OK" }
      })
  )

  app.put(
    "/clients/:id/notification-settings",
    {
      schema: {
        ...routeSchema,
        summary: "Save a client's customer notification settings",
        params: idParams,
        body: notificationSettingsSchema,
        response: { 200: envelope(answerSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(editors, PermissionMessage.configurationForbidden)
        const client = await loadClient(auth, request.params.id, editors)
        const repo = createNotificationSettingsRepository(auth.tx)
        const before = await repo.get(client.id_client)
        await repo.put(client.id_client, request.body)
        await auth.audit({
          id_client: client.id_client,
          action: "client.notificationSettings",
          entity: "client",
          entityId: client.id_client,
          before,
          after: request.body,
        })
        return {
          data: { settings: request.body, providers },
          message: "Notification settings saved.",
        }
      })
  )
}
