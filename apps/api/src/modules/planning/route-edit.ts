import type {
  RouteConfiguration,
  RouteInput,
  routeInputSchema,
} from "@ruta/validation/planning"
import type { z } from "zod"

import type { Authorized } from "../../platform/authorization/authorization.ts"
import { createRoutesRepository } from "./delivery-routes.repository.ts"
import { checkRouteResources } from "./planning.access.ts"
import type { RouteOut } from "./planning.schemas.ts"
import { routeDefaults } from "./planning.service.ts"

/** A route's fields an edit may leave out, as they are. */
interface RouteNow {
  id_depot: number | null
  id_car: number | null
  id_user: number | null
  figure: Record<string, unknown> | null
  color: string
  configuration: NonNullable<RouteInput["configuration"]>
}

/**
 * An edit's values over the route as it is: what the body leaves out is kept, never cleared, so
 * new dates keep the driver and the car (issue 42); null clears a field on purpose.
 */
export function editedRoute<B extends RouteInput>(before: RouteNow, body: B) {
  const kept = <T>(given: T | undefined, was: T) =>
    given === undefined ? was : given
  return {
    ...body,
    id_depot: kept(body.id_depot, before.id_depot),
    id_car: kept(body.id_car, before.id_car),
    id_user: kept(body.id_user, before.id_user),
    figure: kept(body.figure, before.figure),
    color: kept(body.color, before.color),
    configuration: body.configuration ?? before.configuration,
  }
}

/**
 * A new route of an optimization: its depot, car and driver checked against the site and its
 * days, its configuration the optimization's unless one is given.
 */
export async function createRouteIn(
  auth: Authorized,
  optimization: {
    id_client: number
    id_subsidiary: number
    id_optimization: number
    configuration: RouteConfiguration
  },
  body: z.output<typeof routeInputSchema>
): Promise<RouteOut> {
  await checkRouteResources(auth, optimization, body)
  return createRoutesRepository(auth.tx).create(optimization, {
    ...body,
    configuration: routeDefaults(optimization, body.configuration),
  })
}
