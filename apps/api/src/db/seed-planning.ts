import { zonedDay, zonedInstant } from "@ruta/validation/zoned-time"

import type { Database } from "./database.ts"
import { optimizations, routes, stops } from "./schema.ts"

/** Where a demo client's plan is: its main site, its city, its depot, car and driver. */
export interface DemoPlanSite {
  id_client: number
  id_subsidiary: number
  /** The site's IANA zone: the demo's "09:00" is 09:00 there. */
  time_zone: string
  at: { latitude: number; longitude: number }
  id_depot: number
  id_car: number
  id_user: number
}

const STREETS = [
  "Juárez",
  "Hidalgo",
  "Morelos",
  "Allende",
  "Zaragoza",
  "Guerrero",
]

/**
 * A demo optimization a planner can optimize at once: 24 stops around the site's city (some
 * with a time window or a load) on no route yet, and three routes from the site's depot for the
 * next day, the first with the site's car and driver.
 */
export async function seedDemoPlan(
  db: Database,
  site: DemoPlanSite,
  now: Date
) {
  const tomorrow = zonedDay(
    new Date(now.getTime() + 86_400_000),
    site.time_zone
  )
  const at = (hours: number) =>
    zonedInstant(tomorrow, `${hours}:00`, site.time_zone)
  const [optimization] = await db
    .insert(optimizations)
    .values({
      id_client: site.id_client,
      id_subsidiary: site.id_subsidiary,
      name: "Demo deliveries",
      configuration: {},
    })
    .returning()
  const owner = {
    id_client: site.id_client,
    id_subsidiary: site.id_subsidiary,
    id_optimization: optimization!.id_optimization,
  }
  await db.insert(stops).values(
    Array.from({ length: 24 }, (_, i) => ({
      ...owner,
      name: `Customer ${i + 1}`,
      address: `${STREETS[i % STREETS.length]} ${100 + 7 * i}`,
      latitude: site.at.latitude + 0.035 * Math.cos(i * 2.4) * (0.3 + i / 24),
      longitude: site.at.longitude + 0.035 * Math.sin(i * 2.4) * (0.3 + i / 24),
      pieces: 1 + (i % 4),
      weight: 5 + 3 * (i % 5),
      ...(i % 6 === 0
        ? { time_window_start: at(9), time_window_end: at(12) }
        : {}),
      ...(i % 6 === 3
        ? { time_window_start: at(13), time_window_end: at(17) }
        : {}),
    }))
  )
  await db.insert(routes).values(
    ["Route 1", "Route 2", "Route 3"].map((name, i) => ({
      ...owner,
      name,
      id_depot: site.id_depot,
      ...(i === 0 ? { id_car: site.id_car, id_user: site.id_user } : {}),
      start_date: at(8),
      end_date: at(18),
      configuration: {},
    }))
  )
}
