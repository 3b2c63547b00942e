import { ExtraAction, ExtraSubject } from "@ruta/permissions/ability"
import { and, count, desc, eq } from "drizzle-orm"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { auditEvents, users } from "../../db/schema.ts"
import { envelope } from "../../platform/lib/envelope.ts"
import type { Authorize } from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  idQuery,
  pageOf,
  pagingQuery,
  rowErrors,
} from "../../platform/authorization/schemas.ts"

const auditEventSchema = z
  .object({
    id: z.number().int(),
    id_client: z.number().int().nullable(),
    id_user: z.number().int().nullable(),
    user_name: z.string().nullable(),
    action: z.string(),
    entity: z.string(),
    entityId: z.string().nullable(),
    before: z.unknown(),
    after: z.unknown(),
    requestId: z.string().nullable(),
    /** The API key's name when the change came through one. */
    apiKey: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: "AuditEvent" })

const listQuery = z.object({
  ...pagingQuery,
  id_client: idQuery.optional(),
  entity: z.string().max(50).optional(),
  action: z.string().max(50).optional(),
})

/** The audit log of administrative changes: who, when, what, before and after. */
export const auditRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
}> = async (app, { authorize }) => {
  app.get(
    "/audit-events",
    {
      onRequest: app.authenticate,
      schema: {
        tags: ["Audit"],
        summary:
          "Administrative changes, newest first (provider administrators only)",
        ...authorizedRoute,
        querystring: listQuery,
        response: { 200: envelope(pageOf(auditEventSchema)), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.require(ExtraAction.read, ExtraSubject.auditLog)
        const { page, size, ...filter } = request.query
        const where = and(
          filter.id_client === undefined
            ? undefined
            : eq(auditEvents.id_client, filter.id_client),
          filter.entity ? eq(auditEvents.entity, filter.entity) : undefined,
          filter.action ? eq(auditEvents.action, filter.action) : undefined
        )
        const rows = await auth.tx
          .select({ event: auditEvents, user_name: users.name })
          .from(auditEvents)
          .leftJoin(users, eq(users.id_user, auditEvents.id_user))
          .where(where)
          .orderBy(desc(auditEvents.id))
          .limit(size)
          .offset(page * size)
        const [total] = await auth.tx
          .select({ n: count() })
          .from(auditEvents)
          .where(where)
        const items = rows.map(({ event, user_name }) => ({
          ...event,
          user_name,
          createdAt: event.createdAt.toISOString(),
        }))
        return {
          data: { items, total: total?.n ?? 0, page, size },
          message: "OK",
        }
      })
  )
}
