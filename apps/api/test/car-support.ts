// Helpers of the tests of cars on routes: a new car of a site, a new route of an optimization,
// and the cars GET /cars/available offers.
import { expect } from "vitest"

import type { Planner } from "./planning-support.ts"

let plates = 0

/**
 * A new active car of `site`, named `name n` with plate `plate-n` (n counts the test file's cars),
 * with `more` of the car's fields (its costs, say).
 */
export async function newCarOf(
  who: Planner,
  site: number,
  label: { name: string; plate: string },
  more: Record<string, unknown> = {}
) {
  plates += 1
  const res = await who.call("POST", "/cars", {
    name: `${label.name} ${plates}`,
    plate: `${label.plate}-${plates}`,
    id_subsidiary: site,
    id_car_make: 1,
    id_car_model: 1,
    id_car_type: 1,
    id_unit_of_distance: 1,
    id_unit_of_measure: 1,
    id_unit_of_weight: 1,
    active: true,
    ...more,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data.id_car as number
}

/** A new route of the optimization, named "Route" unless `body` names it. */
export async function newRouteOf(
  who: Planner,
  optimization: number,
  body: Record<string, unknown>
) {
  const res = await who.call("POST", `/optimizations/${optimization}/routes`, {
    name: "Route",
    ...body,
  })
  expect(res.statusCode, res.body).toBe(201)
  return res.json().data.id_route as number
}

/** The ids of the cars GET /cars/available offers for `query`. */
export async function offeredCars(who: Planner, query: string) {
  const res = await who.call("GET", `/cars/available?${query}`)
  expect(res.statusCode, res.body).toBe(200)
  return res.json().data.map((c: { id_car: number }) => c.id_car) as number[]
}
