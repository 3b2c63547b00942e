import { sql } from "drizzle-orm"

import { AppError, ErrorCode } from "../../platform/lib/errors.ts"
import type { Authorized } from "../../platform/authorization/authorization.ts"
import { driversOwn } from "../driver-day/driver-day.service.ts"
import { invalidField } from "../../platform/lib/errors.ts"
import type { PositionBatch } from "./positions.schemas.ts"
import { createPositionsRepository } from "./positions.repository.ts"
import { keepRouteDrives } from "../planning/route-drives.ts"

/** A phone's clock may run a little ahead of the server's; further ahead is no real fix. */
const CLOCK_SLACK_MS = 5 * 60_000

/**
 * Stores a batch of the driver's positions for their started route: only the positions not
 * stored yet (a batch sent again adds nothing), in any order (the latest is the one with the
 * latest time). Another driver's route answers 404, a route not started 409.
 */
export async function recordPositions(
  auth: Authorized,
  batch: PositionBatch,
  now: number
) {
  const repo = createPositionsRepository(auth.tx)
  // Only what a batch needs of its route, in one small query: it comes every 10 s per driver.
  const route = driversOwn(auth, await repo.route(batch.id_route))
  batch.positions.forEach((position, index) => {
    if (Date.parse(position.time) > now + CLOCK_SLACK_MS)
      throw invalidField(
        `positions.${index}.time`,
        "A position cannot be from the future."
      )
  })
  if (!route.started)
    throw new AppError(
      409,
      ErrorCode.CONFLICT,
      "This route has not started: its positions are taken once it has."
    )
  const stored = await repo.insert(route, auth.user.id_user, batch.positions)
  // Positions sent after the route was completed (a phone back online) change its kept drive.
  if (route.completed && stored > 0)
    await keepRouteDrives(auth.tx, sql`${route.id_route}`)
  return { received: batch.positions.length, stored }
}
