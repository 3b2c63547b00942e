import type { Action, Subject } from "@ruta/permissions/catalog"
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { stopOutcomeSchema } from "@ruta/validation/fleet"

import { clientRowsRoutes } from "../../platform/http/client-rows.http.ts"
import { createClientsRepository } from "../clients/clients.repository.ts"
import { targetClient } from "../clients/target-client.ts"
import {
  createStopOutcomesRepository,
  stopOutcomeRowSchema,
} from "./stop-outcomes.repository.ts"

/** Who reads a client's stop outcomes: their screen, and the route screens that record them. */
const readers: [Action, Subject][] = [
  [A.menuStopOutcomes, S.sideMenu],
  [A.create, S.stopOutcomes],
  [A.edit, S.stopOutcomes],
  [A.menuRoutes, S.sideMenu],
]

const updateBody = stopOutcomeSchema.pick({ name: true }).extend({
  kind: stopOutcomeSchema.shape.kind.removeDefault().optional(),
})

/** Stop outcomes of a client (spec section 7, "Skills and stop outcomes"). */
export const stopOutcomesRoutes = clientRowsRoutes({
  path: "/stop-outcomes",
  tags: ["Stop outcomes"],
  subject: S.stopOutcomes,
  readers,
  entity: "stopOutcome",
  summaries: {
    list: "The stop outcomes of a client (active=1: inactive only, active=2: active only)",
    create: "Create a stop outcome",
    update: "Rename a stop outcome, or change its kind",
    delete: "Delete a stop outcome",
  },
  statusSummary: "Activate or deactivate a stop outcome",
  rowSchema: stopOutcomeRowSchema,
  createBody: stopOutcomeSchema,
  updateBody,
  sentences: {
    notFound: "Stop outcome not found.",
    nameTaken: "A stop outcome with this name already exists.",
    created: "Stop outcome created.",
    updated: "Stop outcome updated.",
    activated: "Stop outcome activated.",
    deactivated: "Stop outcome deactivated.",
    deleted: "Stop outcome deleted.",
  },
  idOf: (outcome) => outcome.id_stop_outcome,
  store: (tx) => {
    const repo = createStopOutcomesRepository(tx)
    return {
      ...repo,
      create: (id_client, body) => repo.create(id_client, body.name, body.kind),
    }
  },
  findClient: (tx, id) => createClientsRepository(tx).findRow(id),
  targetClient: async (auth, asked) =>
    (await targetClient(auth, asked)).id_client,
  changes: (before, body) => ({
    name: body.name,
    ...(body.kind && { kind: body.kind }),
    // A name the client typed is shown as typed.
    ...(body.name !== before.name && { preset: null }),
  }),
})
