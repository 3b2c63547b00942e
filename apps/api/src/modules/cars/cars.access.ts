// Who may reach cars rows: the loaders and checks the cars routes share.
import type { Action, Subject } from "@ruta/permissions/catalog"
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import type { carSchema as carBodySchema } from "@ruta/validation/fleet"
import { eq } from "drizzle-orm"
import type { z } from "zod"

import { routes } from "../../db/schema.ts"
import { notFound } from "../../platform/lib/errors.ts"
import type { Authorized } from "../../platform/authorization/authorization.ts"
import type { CatalogName } from "../catalogs/catalogs.data.ts"
import { catalogs, inCatalog } from "../catalogs/catalogs.data.ts"
import { createSubsidiariesRepository } from "../subsidiaries/subsidiaries.repository.ts"
import { createUsersRepository } from "../users/users.repository.ts"
import type { CarOut } from "./cars.repository.ts"
import { createCarsRepository } from "./cars.repository.ts"
import { invalid } from "./cars.schemas.ts"

export const readers: [Action, Subject][] = [
  [A.menuCars, S.sideMenu],
  [A.create, S.cars],
  [A.edit, S.cars],
  [A.assignCar, S.users],
]

export const ids = (list: string | undefined) =>
  list === undefined ? undefined : [...new Set(list.split(",").map(Number))]

export async function loadCar(
  auth: Authorized,
  id: number,
  pairs: [Action, Subject][]
): Promise<CarOut> {
  auth.requireAny(pairs)
  const car = await createCarsRepository(auth.tx).findById(id)
  const row = car && {
    id_client: car.id_client,
    id_subsidiary: car.id_subsidiary,
  }
  // A site user sees their own sites' cars only: any other id answers as missing.
  if (
    !car ||
    !row ||
    (auth.sites !== null &&
      (car.id_subsidiary === null ||
        !auth.sites.includes(car.id_subsidiary))) ||
    !pairs.some(([a, s]) => auth.can(a, s, row))
  )
    throw notFound("Car not found.")
  return car
}

/** The site a car is put in: one the caller may create or edit cars in. */
export async function loadSite(auth: Authorized, id: number, action: Action) {
  const site = await createSubsidiariesRepository(auth.tx).findById(id)
  if (
    !site ||
    (auth.sites !== null && !auth.sites.includes(site.id_subsidiary)) ||
    !auth.can(action, S.cars, site)
  )
    throw invalid("id_subsidiary", "Site not found.")
  return site
}

/** Make, model and type must be catalog entries, and the model one of the make's. */
export function checkCatalogs(body: z.infer<typeof carBodySchema>) {
  const fields: [keyof typeof body, CatalogName][] = [
    ["id_car_make", "car-makes"],
    ["id_car_model", "car-models"],
    ["id_car_type", "car-types"],
    ["id_unit_of_distance", "units-of-distance"],
    ["id_unit_of_measure", "units-of-measure"],
    ["id_unit_of_weight", "units-of-weight"],
  ]
  for (const [field, catalog] of fields)
    if (!inCatalog(catalog, body[field] as number))
      throw invalid(field, "Required field.")
  const model = catalogs["car-models"].find((m) => m.id === body.id_car_model)
  if (model?.id_car_make !== body.id_car_make)
    throw invalid("id_car_model", "The model is not one of the make's.")
}

/**
 * A user of `id_client` (the caller's client when null) on one of the caller's sites, or 404:
 * another client's or site's ids reveal nothing.
 */
export async function loadUserOf(
  auth: Authorized,
  id_user: number,
  id_client: number | null
) {
  const user = await createUsersRepository(auth.tx).findById(id_user)
  const sites = user?.subsidiaries.map((s) => s.id_subsidiary) ?? []
  if (
    !user ||
    (id_client !== null && user.id_client !== id_client) ||
    (auth.sites !== null && !sites.some((site) => auth.sites!.includes(site)))
  )
    throw notFound("User not found.")
  return user
}

/** A route of the caller's client and sites, or 404. */
export async function loadRouteRef(auth: Authorized, id_route: number) {
  const [route] = await auth.tx
    .select({
      id_client: routes.id_client,
      id_subsidiary: routes.id_subsidiary,
    })
    .from(routes)
    .where(eq(routes.id_route, id_route))
  if (
    !route ||
    (auth.id_client !== null && route.id_client !== auth.id_client) ||
    (auth.sites !== null && !auth.sites.includes(route.id_subsidiary))
  )
    throw notFound("Route not found.")
  return route
}
