import type { Action, Subject } from "@ruta/permissions/catalog"
import { Action as A, Subject as S } from "@ruta/permissions/catalog"
import { ContextType } from "@ruta/permissions/context-types"
import { and, eq } from "drizzle-orm"

import { cars, depots, users } from "../../db/schema.ts"
import { invalidField, notFound } from "../../platform/lib/errors.ts"
import type { Authorized } from "../../platform/authorization/authorization.ts"
import { createSubsidiariesRepository } from "../subsidiaries/subsidiaries.repository.ts"
import { daysOf, refuseBusyCar } from "./car-days.ts"
import { createOptimizationsRepository } from "./optimizations.repository.ts"
import { createRoutesRepository } from "./delivery-routes.repository.ts"
import { createStopsRepository } from "./stops.repository.ts"

/** Who may read optimizations, routes and stops: the planning screens. */
export const planningReaders: [Action, Subject][] = [
  [A.menuOptimizations, S.sideMenu],
  [A.menuNewOptimization, S.sideMenu],
  [A.menuRoutes, S.sideMenu],
]

export { invalidField } from "../../platform/lib/errors.ts"

interface SiteRow {
  id_client: number
  id_subsidiary: number
}

/** Whether the caller may act on this row: its site is theirs and one pair allows it. */
function allowed(auth: Authorized, row: SiteRow, pairs: [Action, Subject][]) {
  return (
    (auth.sites === null || auth.sites.includes(row.id_subsidiary)) &&
    pairs.some(([action, subject]) => auth.can(action, subject, row))
  )
}

/**
 * The site an optimization is created in, when the caller may create one there; otherwise
 * "Site not found." on `id_subsidiary`.
 */
export async function siteToPlanIn(auth: Authorized, id_subsidiary: number) {
  auth.requireAny([
    [A.create, S.optimizations],
    [A.menuNewOptimization, S.sideMenu],
  ])
  const site = await createSubsidiariesRepository(auth.tx).findById(
    id_subsidiary
  )
  if (
    !site ||
    (auth.sites !== null && !auth.sites.includes(site.id_subsidiary)) ||
    !auth.can(A.create, S.optimizations, site)
  )
    throw invalidField("id_subsidiary", "Site not found.")
  return site
}

/**
 * Loads a row of the planning tables for the caller, or answers 404: a row of another client or
 * of a site the caller does not work on is answered as if it did not exist.
 */
async function loadScoped<T extends SiteRow>(
  auth: Authorized,
  pairs: [Action, Subject][],
  find: () => Promise<T | undefined>,
  missing: string
): Promise<T> {
  auth.requireAny(pairs)
  const row = await find()
  if (!row || !allowed(auth, row, pairs)) throw notFound(missing)
  return row
}

export const loadOptimization = (
  auth: Authorized,
  id: number,
  pairs: [Action, Subject][] = planningReaders
) =>
  loadScoped(
    auth,
    pairs,
    () => createOptimizationsRepository(auth.tx).findById(id),
    "Optimization not found."
  )

export const loadRoute = (
  auth: Authorized,
  id: number,
  pairs: [Action, Subject][] = planningReaders
) =>
  loadScoped(
    auth,
    pairs,
    () => createRoutesRepository(auth.tx).findById(id),
    "Route not found."
  )

export const loadStop = (
  auth: Authorized,
  id: number,
  pairs: [Action, Subject][] = planningReaders
) =>
  loadScoped(
    auth,
    pairs,
    () => createStopsRepository(auth.tx).findById(id),
    "Stop not found."
  )

/**
 * Checks that a route's depot is one of its site's, and that its car and driver belong to its
 * client (a site user's car and driver to their sites); 400 on the field otherwise. A car on
 * another route on one of the route's days is refused with 409: a car drives one route a day.
 */
export async function checkRouteResources(
  auth: Authorized,
  site: SiteRow,
  refs: {
    id_depot?: number | null | undefined
    id_car?: number | null | undefined
    id_user?: number | null | undefined
    start_date?: string | null | undefined
    end_date?: string | null | undefined
  },
  /** The route being edited, whose own days do not count against its car. */
  id_route?: number
) {
  if (refs.id_depot) {
    const [depot] = await auth.tx
      .select({ id: depots.id_depot })
      .from(depots)
      .where(
        and(
          eq(depots.id_depot, refs.id_depot),
          eq(depots.id_subsidiary, site.id_subsidiary),
          eq(depots.id_client, site.id_client)
        )
      )
    if (!depot) throw invalidField("id_depot", "Depot not found.")
  }
  if (refs.id_car) {
    const [car] = await auth.tx
      .select({ id_subsidiary: cars.id_subsidiary })
      .from(cars)
      .where(
        and(eq(cars.id_car, refs.id_car), eq(cars.id_client, site.id_client))
      )
    if (
      !car ||
      (car.id_subsidiary !== null && car.id_subsidiary !== site.id_subsidiary)
    )
      throw invalidField("id_car", "Car not found.")
    await refuseBusyCar(
      auth.tx,
      refs.id_car,
      daysOf(
        refs.start_date,
        refs.end_date,
        await createSubsidiariesRepository(auth.tx).zoneOf(site.id_subsidiary)
      ),
      id_route
    )
  }
  if (refs.id_user) {
    const [driver] = await auth.tx
      .select({ id: users.id_user })
      .from(users)
      .where(
        and(
          eq(users.id_user, refs.id_user),
          eq(users.id_client, site.id_client),
          eq(users.id_context_type, ContextType.DRIVER)
        )
      )
    if (!driver) throw invalidField("id_user", "Driver not found.")
  }
}
