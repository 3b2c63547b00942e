import type { Action, Subject } from "@ruta/permissions/catalog"
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { namedItemSchema } from "@ruta/validation/fleet"
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod"
import { z } from "zod"

import { envelope } from "../../platform/lib/envelope.ts"
import { conflict, notFound } from "../../platform/lib/errors.ts"
import type {
  Authorize,
  Authorized,
} from "../../platform/authorization/authorization.ts"
import {
  authorizedRoute,
  idParams,
  idSchema,
  rowErrors,
  statusBody,
} from "../../platform/authorization/schemas.ts"
import { replyCreated } from "../../platform/http/created.ts"
import { createClientsRepository } from "../clients/clients.repository.ts"
import type { SkillRow } from "./skills.repository.ts"
import { createSkillsRepository, skillRowSchema } from "./skills.repository.ts"

/**
 * The spec's active filter: `active=1` lists the inactive rows, `active=2` the active ones, and
 * anything else every row.
 */
export const activeFilterQuery = z.object({
  active: z.string().max(10).optional(),
})
export const activeFilter = (value: string | undefined) =>
  value === "1" ? false : value === "2" ? true : undefined

export const createNamedBody = namedItemSchema.extend({
  id_client: idSchema.optional(),
})
export const updateNamedBody = namedItemSchema.pick({ name: true })

/** Who reads a client's skills: the skills screen, and the driver and car screens that pick them. */
const readers: [Action, Subject][] = [
  [A.menuSkills, S.sideMenu],
  [A.create, S.skills],
  [A.edit, S.skills],
  [A.menuCars, S.sideMenu],
  [A.manageSkills, S.cars],
  [A.manageSkills, S.users],
]

/**
 * The client a new row is created for: the one asked for by the provider's staff, the caller's
 * own client for anyone else. 404 when the client cannot be seen.
 */
export async function targetClient(auth: Authorized, asked?: number) {
  const id_client = auth.staff ? asked : auth.id_client
  const client = id_client
    ? await createClientsRepository(auth.tx).findRow(id_client)
    : undefined
  if (!client) throw notFound("Client not found.")
  return client.id_client
}

const tags = ["Skills"]
const routeSchema = { tags, ...authorizedRoute }

async function loadSkill(
  auth: Authorized,
  id: number,
  action: Action
): Promise<SkillRow> {
  auth.require(action, S.skills)
  const found = await createSkillsRepository(auth.tx).findById(id)
  return auth.ensure(action, S.skills, found, "Skill not found.")
}

/** Skills of a client (spec section 7, "Skills and stop outcomes"). */
export const skillsRoutes: FastifyPluginAsyncZod<{
  authorize: Authorize
}> = async (app, { authorize }) => {
  app.addHook("onRequest", app.authenticate)

  app.get(
    "/skills/client/:id",
    {
      schema: {
        ...routeSchema,
        summary:
          "The skills of a client (active=1: inactive only, active=2: active only)",
        params: idParams,
        querystring: activeFilterQuery,
        response: { 200: envelope(z.array(skillRowSchema)), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        auth.requireAny(readers)
        const client = await createClientsRepository(auth.tx).findRow(
          request.params.id
        )
        if (!client) throw notFound("Client not found.")
        const data = await createSkillsRepository(auth.tx).listByClient(
          client.id_client,
          activeFilter(request.query.active)
        )
        return { data, message: "OK" }
      })
  )

  app.post(
    "/skills",
    {
      schema: {
        ...routeSchema,
        summary: "Create a skill",
        body: createNamedBody,
        response: { 201: envelope(skillRowSchema), ...rowErrors },
      },
    },
    async (request, reply) =>
      authorize(request, async (auth) => {
        auth.require(A.create, S.skills)
        const id_client = await targetClient(auth, request.body.id_client)
        auth.ensure(A.create, S.skills, { id_client }, "Client not found.")
        const repo = createSkillsRepository(auth.tx)
        if (await repo.nameTaken(id_client, request.body.name))
          throw conflict("A skill with this name already exists.")
        const skill = await repo.create(id_client, request.body.name)
        await auth.audit({
          id_client,
          action: "skill.create",
          entity: "skill",
          entityId: skill.id_skill,
          after: skill,
        })
        replyCreated(reply)
        return { data: skill, message: "Skill created." }
      })
  )

  app.put(
    "/skills/:id",
    {
      schema: {
        ...routeSchema,
        summary: "Rename a skill",
        params: idParams,
        body: updateNamedBody,
        response: { 200: envelope(skillRowSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadSkill(auth, request.params.id, A.edit)
        const repo = createSkillsRepository(auth.tx)
        if (
          await repo.nameTaken(
            before.id_client,
            request.body.name,
            before.id_skill
          )
        )
          throw conflict("A skill with this name already exists.")
        const after = await repo.update(before.id_skill, {
          name: request.body.name,
        })
        await auth.audit({
          id_client: before.id_client,
          action: "skill.update",
          entity: "skill",
          entityId: before.id_skill,
          before,
          after,
        })
        return { data: after, message: "Skill updated." }
      })
  )

  app.put(
    "/skills/:id/status",
    {
      schema: {
        ...routeSchema,
        summary: "Activate or deactivate a skill",
        params: idParams,
        body: statusBody,
        response: { 200: envelope(skillRowSchema), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadSkill(auth, request.params.id, A.enableDisable)
        const after = await createSkillsRepository(auth.tx).update(
          before.id_skill,
          { active: request.body.isActive }
        )
        await auth.audit({
          id_client: before.id_client,
          action: request.body.isActive ? "skill.enable" : "skill.disable",
          entity: "skill",
          entityId: before.id_skill,
          before: { active: before.active },
          after: { active: after.active },
        })
        return {
          data: after,
          message: request.body.isActive
            ? "Skill activated."
            : "Skill deactivated.",
        }
      })
  )

  app.delete(
    "/skills/:id",
    {
      schema: {
        ...routeSchema,
        summary: "Delete a skill (drivers and cars lose it)",
        params: idParams,
        response: { 200: envelope(z.null()), ...rowErrors },
      },
    },
    async (request) =>
      authorize(request, async (auth) => {
        const before = await loadSkill(auth, request.params.id, A.delete)
        await createSkillsRepository(auth.tx).remove(before.id_skill)
        await auth.audit({
          id_client: before.id_client,
          action: "skill.delete",
          entity: "skill",
          entityId: before.id_skill,
          before,
        })
        return { data: null, message: "Skill deleted." }
      })
  )
}
