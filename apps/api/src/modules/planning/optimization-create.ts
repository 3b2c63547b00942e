import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { routeConfigurationSchema } from "@ruta/validation/planning"

import type { Authorized } from "../../platform/authorization/authorization.ts"
import { createDepotsRepository } from "../depots/depots.repository.ts"
import type { CreateBody } from "./optimizations.schemas.ts"
import { createOptimizationsRepository } from "./optimizations.repository.ts"
import {
  checkRouteResources,
  invalidField,
  loadRoute,
} from "./planning.access.ts"
import { addStops } from "./planning.service.ts"
import { createRoutesRepository } from "./delivery-routes.repository.ts"

interface Site {
  id_client: number
  id_subsidiary: number
}

/**
 * The depots of an upload's depot rows: the site's depot at the same place, or a new one (which
 * needs the right to create depots). Returns their ids in the rows' order.
 */
async function depotsOf(
  auth: Authorized,
  site: Site,
  rows: CreateBody["depots"]
): Promise<number[]> {
  const repo = createDepotsRepository(auth.tx)
  const ids: number[] = []
  for (const row of rows) {
    const near = await repo.findNear(
      site.id_subsidiary,
      row.latitude,
      row.longitude
    )
    if (near) {
      ids.push(near.id_depot)
      continue
    }
    if (!auth.can(A.create, S.depots, site))
      throw invalidField(
        "depots",
        "Creating the file's depots needs the permission to create depots."
      )
    const created = await repo.create(site.id_client, {
      ...row,
      id_subsidiary: site.id_subsidiary,
      isDefault: !(await repo.hasDefault(site.id_subsidiary)),
    })
    ids.push(created.id_depot)
  }
  return ids
}

/** Takes pending routes of the site (neither started nor completed) into the optimization. */
async function takeInRoutes(
  auth: Authorized,
  site: Site,
  id_optimization: number,
  ids: number[]
) {
  const repo = createRoutesRepository(auth.tx)
  for (const id of new Set(ids)) {
    const route = await loadRoute(auth, id, [[A.editRoute, S.route]]).catch(
      () => {
        throw invalidField("routes", "Route not found.")
      }
    )
    if (route.id_subsidiary !== site.id_subsidiary)
      throw invalidField("routes", "Route not found.")
    if (route.started || route.completed)
      throw invalidField("routes", "Only pending routes can be added.")
    await repo.moveToOptimization(id, id_optimization)
  }
}

/**
 * Creates an optimization of a site in the caller's transaction, all or nothing: its depots from
 * the upload's depot rows, its new routes (starting from the first of those depots unless they
 * name one), the pending routes taken in, and its stops, unassigned.
 *
 * @returns the new optimization's id
 */
export async function createOptimizationPlan(
  auth: Authorized,
  { id_client, id_subsidiary }: Site,
  body: CreateBody
): Promise<number> {
  const site = { id_client, id_subsidiary }
  const { stops, depots, routes, new_routes, ...input } = body
  const configuration =
    input.configuration ?? routeConfigurationSchema.parse({})
  const id_optimization = await createOptimizationsRepository(auth.tx).create({
    ...site,
    name: input.name,
    method: input.method,
    horizon_days: input.horizon_days,
    configuration,
    createdBy: auth.user.id_user,
  })
  const [firstDepot] = await depotsOf(auth, site, depots)
  if (new_routes.length > 0) auth.require(A.createRoute, S.route)
  const routesRepo = createRoutesRepository(auth.tx)
  for (const route of new_routes) {
    const values = {
      ...route,
      id_depot: route.id_depot ?? firstDepot ?? null,
      configuration: route.configuration ?? configuration,
    }
    await checkRouteResources(auth, site, values)
    await routesRepo.create({ ...site, id_optimization }, values)
  }
  await takeInRoutes(auth, site, id_optimization, routes)
  if (stops)
    await addStops(auth.tx, { ...site, id_optimization, id_route: null }, stops)
  return id_optimization
}
