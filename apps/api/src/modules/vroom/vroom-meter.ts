import type { VroomOutput } from "@ruta/optimizer/vroom/index"

import type { Tx } from "../../db/database.ts"
import { vroomUsage } from "../../db/schema.ts"
import { billingPeriod, clientZone } from "../planning/billing-period.ts"
import { addressKey } from "../planning/plan-result.ts"

/**
 * The distinct places a solution's routes serve, as the meter counts addresses: coordinates to
 * about a metre, or the matrices' index when a task has none.
 */
export function servedAddresses(output: VroomOutput): number {
  if (output.code !== 0) return 0
  const places = new Set<string>()
  for (const route of output.routes)
    for (const step of route.steps) {
      if (
        step.type !== "job" &&
        step.type !== "pickup" &&
        step.type !== "delivery"
      )
        continue
      places.add(
        step.location
          ? addressKey(step.location[1], step.location[0])
          : `#${step.location_index}`
      )
    }
  return places.size
}

/**
 * Meters a solve in the caller's transaction: once per solve (a job solved again by a retry is
 * metered once), nothing for a refusal or a failure.
 */
export async function meterVroomSolve(
  tx: Tx,
  solve: { id_solve: string; id_client: number; at: Date },
  output: VroomOutput
) {
  if (output.code !== 0) return
  await tx
    .insert(vroomUsage)
    .values({
      id_solve: solve.id_solve,
      id_client: solve.id_client,
      period: billingPeriod(solve.at, await clientZone(tx, solve.id_client)),
      addresses: servedAddresses(output),
    })
    .onConflictDoNothing()
}
