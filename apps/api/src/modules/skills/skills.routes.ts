import type { Action, Subject } from "@ruta/permissions/catalog"
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { namedItemSchema } from "@ruta/validation/fleet"

import { idSchema } from "../../platform/authorization/schemas.ts"
import { clientRowsRoutes } from "../../platform/http/client-rows.http.ts"
import { createClientsRepository } from "../clients/clients.repository.ts"
import { targetClient } from "../clients/target-client.ts"
import { createSkillsRepository, skillRowSchema } from "./skills.repository.ts"

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

/** Skills of a client (spec section 7, "Skills and stop outcomes"). */
export const skillsRoutes = clientRowsRoutes({
  path: "/skills",
  tags: ["Skills"],
  subject: S.skills,
  readers,
  entity: "skill",
  summaries: {
    list: "The skills of a client (active=1: inactive only, active=2: active only)",
    create: "Create a skill",
    update: "Rename a skill",
    delete: "Delete a skill (drivers and cars lose it)",
  },
  statusSummary: "Activate or deactivate a skill",
  rowSchema: skillRowSchema,
  createBody: createNamedBody,
  updateBody: updateNamedBody,
  sentences: {
    notFound: "Skill not found.",
    nameTaken: "A skill with this name already exists.",
    created: "Skill created.",
    updated: "Skill updated.",
    activated: "Skill activated.",
    deactivated: "Skill deactivated.",
    deleted: "Skill deleted.",
  },
  idOf: (skill) => skill.id_skill,
  store: (tx) => {
    const repo = createSkillsRepository(tx)
    return {
      ...repo,
      create: (id_client, body) => repo.create(id_client, body.name),
    }
  },
  findClient: (tx, id) => createClientsRepository(tx).findRow(id),
  targetClient: async (auth, asked) =>
    (await targetClient(auth, asked)).id_client,
})
