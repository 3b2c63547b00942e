import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
} from "drizzle-orm/pg-core"

import {
  createdAt,
  updatedAt,
  blank,
  extending,
  tenant,
} from "../../db/columns.ts"
import { clients } from "../clients/clients.schema.ts"
import { stops } from "../planning/planning.schema.ts"

/** What a client requires when a driver finishes a visit (issue 32), by kind of outcome. */
export const proofSettings = pgTable("proof_settings", {
  id_client: extending("id_client", () => clients.id_client),
  /** A `ProofRequirement` (@ruta/validation/proof) for completed visits. */
  completed: jsonb("completed").notNull(),
  /** The same for visits that could not be completed. */
  failed: jsonb("failed").notNull(),
  updatedAt: updatedAt(),
})

/**
 * The proof of a finished visit: who received it, and where the phone was when the driver
 * finished it, with its distance from the stop (`far_from_stop` past COMPLETION_DISTANCE_M).
 * Its photos and signature are `files` of the stop.
 */
export const stopProofs = pgTable("stop_proofs", {
  id_stop: extending("id_stop", () => stops.id_stop),
  ...tenant(),
  recipient_name: blank("recipient_name"),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  /** Metres, as the phone reported it. */
  accuracy: doublePrecision("accuracy"),
  /** Metres from the stop, when the phone gave its position. */
  distance_m: integer("distance_m"),
  far_from_stop: boolean("far_from_stop").notNull().default(false),
  createdAt: createdAt(),
})
