import type { DueVisit, VisitRule } from "@ruta/validation/visit-rules"
import { daysFromTo, visitsDue } from "@ruta/validation/visit-rules"
import type { visitPlanSchema } from "@ruta/validation/visit-rules"
import { zonedInstant } from "@ruta/validation/zoned-time"
import type { z } from "zod"

import type { Authorized } from "../../platform/authorization/authorization.ts"
import type { addresses } from "../../db/schema.ts"
import { createVisitRulesRepository } from "../addresses/visit-rules.repository.ts"
import type { SubsidiaryOut } from "../subsidiaries/subsidiaries.repository.ts"
import { horizonDays } from "./horizon-days.ts"
import { createOptimizationPlan } from "./optimization-create.ts"
import { createBody } from "./optimizations.schemas.ts"

type Entry = typeof addresses.$inferSelect

/** One due visit of an address-book entry as a stop: on its day alone, in its windows. */
export function visitStop(entry: Entry, rule: VisitRule, visit: DueVisit) {
  return {
    name: entry.alias || entry.address,
    address: entry.address,
    latitude: entry.latitude,
    longitude: entry.longitude,
    id_address: entry.id_address,
    stop_duration: rule.duration,
    time_windows: visit.time_windows,
    allowed_days: [visit.day],
    pieces: rule.pieces,
    weight: rule.weight,
    volume: rule.volume,
    delivery_instructions: rule.notes,
    first_name: entry.first_name,
    last_name: entry.last_name,
    email: entry.email,
    phone_number: entry.phone_number,
  }
}

/**
 * "Plan next week" (issue 45): a multi-day optimization of a site from `from` to `to`, with a
 * stop for every visit its address book's rules make due on a day the horizon plans (the first
 * day and the site's working days after it), and `routes_per_day` routes on the first day (the
 * run copies them onto the others). One-off stops are added to it afterwards as to any. With
 * `same_driver`, every visit is a stop marked "same driver as last time".
 *
 * @returns the new optimization's id and the visits planned
 */
export async function createVisitPlan(
  auth: Authorized,
  site: SubsidiaryOut,
  plan: z.infer<typeof visitPlanSchema>
): Promise<{ id: number; visits: number }> {
  const length = daysFromTo(plan.from, plan.to)
  const days = horizonDays(plan.from, length, site.working_days)
  const zone = site.time_zone
  const entries = await createVisitRulesRepository(auth.tx).ofSite(
    site.id_subsidiary
  )
  const stops = entries.flatMap(({ address, rule }) =>
    visitsDue(rule, plan.from, plan.to, zone)
      .filter((visit) => days.includes(visit.day))
      .map((visit) => ({
        ...visitStop(address, rule, visit),
        same_driver: plan.same_driver,
      }))
  )
  const at = (time: string) => zonedInstant(plan.from, time, zone).toISOString()
  const body = createBody.parse({
    name: plan.name,
    id_subsidiary: site.id_subsidiary,
    horizon_days: length,
    ...(stops.length > 0 ? { stops } : {}),
    new_routes: Array.from({ length: plan.routes_per_day }, (_, n) => ({
      name: `Route ${n + 1}`,
      start_date: at(plan.day_start),
      end_date: at(plan.day_end),
    })),
  })
  const id = await createOptimizationPlan(auth, site, body)
  return { id, visits: stops.length }
}
