import { and, asc, desc, eq, isNull, sql } from "drizzle-orm"

import type { Database } from "./database.ts"
import { demoAccounts } from "./seed.ts"
import {
  addresses,
  cars,
  depots,
  optimizations,
  routes,
  stops,
  userSubsidiaries,
  users,
} from "./schema.ts"

/** The name of the demo driver's route of the day, and of the optimization that holds it. */
export const DEMO_DAY = "Today's deliveries"

/** How long the demo day lasts from its first hour; past its end, a new one is due. */
const DAY_HOURS = 9
/** Minutes between the demo day's planned arrivals. */
const STOP_MINUTES = 35

const PLACES = [
  "Panadería La Espiga",
  "Farmacia del Parque",
  "Papelería Central",
  "Florería Jacaranda",
  "Ferretería El Tornillo",
  "Café Las Palmas",
]

/** The demo drivers' sign-ins: one per demo client. */
const demoDriverEmails = () =>
  demoAccounts.filter((a) => a.role.startsWith("driver")).map((a) => a.email)

/**
 * Gives each demo driver a route for the day the product runs, so that the driver's app, the live
 * map, the ETAs and the tracking page have something to show at once: six stops still to visit,
 * from the site's depot, with its car, from this hour for nine hours. Once that day is over, the
 * route moves to the new day when nobody touched it (never started, no stop visited, added or
 * moved, still the demo driver's); one that was worked on is left as it is.
 *
 * @param db - the owner connection (seeding bypasses row-level security)
 * @param now - the current time
 * @returns how many demo routes were created or moved to today
 */
export async function refreshDemoDay(db: Database, now: Date) {
  const start = new Date(now)
  start.setUTCMinutes(0, 0, 0)
  let changed = 0
  for (const email of demoDriverEmails()) {
    const [driver] = await db.select().from(users).where(eq(users.email, email))
    if (!driver?.id_client) continue
    const [existing] = await db
      .select()
      .from(optimizations)
      .where(
        and(
          eq(optimizations.id_client, driver.id_client),
          eq(optimizations.name, DEMO_DAY),
          isNull(optimizations.createdBy)
        )
      )
      .orderBy(desc(optimizations.id_optimization))
      .limit(1)
    if (!existing) {
      await createDemoDay(db, driver, start)
      changed++
    } else if (
      await moveDemoDay(db, existing.id_optimization, driver, now, start)
    )
      changed++
  }
  return changed
}

type Driver = typeof users.$inferSelect

/** Moves an untouched demo day whose day is over to the one starting at `start`. */
async function moveDemoDay(
  db: Database,
  id_optimization: number,
  driver: Driver,
  now: Date,
  start: Date
) {
  const planned = await db
    .select()
    .from(routes)
    .where(eq(routes.id_optimization, id_optimization))
  const route = planned[0]
  if (planned.length !== 1 || !route?.start_date || !route.end_date)
    return false
  if (route.end_date > now) return false
  const held = await db
    .select()
    .from(stops)
    .where(eq(stops.id_optimization, id_optimization))
  const untouched =
    route.started === null &&
    route.completed === null &&
    route.id_user === driver.id_user &&
    held.length === PLACES.length &&
    held.every(
      (s) =>
        s.id_route === route.id_route &&
        s.started === null &&
        s.arrived === null &&
        s.completed === null
    )
  if (!untouched) return false
  const shift = start.getTime() - route.start_date.getTime()
  await db
    .update(routes)
    .set({
      start_date: start,
      end_date: new Date(start.getTime() + DAY_HOURS * 3_600_000),
    })
    .where(eq(routes.id_route, route.id_route))
  await db
    .update(stops)
    .set({ eta: sql`${stops.eta} + ${shift} * interval '1 millisecond'` })
    .where(eq(stops.id_route, route.id_route))
  return true
}

/** The demo day's route and its stops, around the site's default depot. */
async function createDemoDay(db: Database, driver: Driver, start: Date) {
  const id_client = driver.id_client!
  const [link] = await db
    .select()
    .from(userSubsidiaries)
    .where(eq(userSubsidiaries.id_user, driver.id_user))
    .limit(1)
  if (!link) return
  const site = { id_client, id_subsidiary: link.id_subsidiary }
  const [depot] = await db
    .select()
    .from(depots)
    .where(
      and(
        eq(depots.id_subsidiary, site.id_subsidiary),
        eq(depots.isDefault, true)
      )
    )
    .limit(1)
  const [car] = await db
    .select()
    .from(cars)
    .where(eq(cars.id_subsidiary, site.id_subsidiary))
    .orderBy(asc(cars.id_car))
    .limit(1)
  const [contact] = await db
    .select()
    .from(addresses)
    .where(eq(addresses.id_subsidiary, site.id_subsidiary))
    .orderBy(asc(addresses.id_address))
    .limit(1)
  if (!depot?.latitude || !depot.longitude) return
  const [optimization] = await db
    .insert(optimizations)
    .values({ ...site, name: DEMO_DAY, configuration: {} })
    .returning()
  const owner = { ...site, id_optimization: optimization!.id_optimization }
  const [route] = await db
    .insert(routes)
    .values({
      ...owner,
      name: DEMO_DAY,
      id_depot: depot.id_depot,
      id_car: car?.id_car ?? null,
      id_user: driver.id_user,
      start_date: start,
      end_date: new Date(start.getTime() + DAY_HOURS * 3_600_000),
      configuration: {},
    })
    .returning()
  await db.insert(stops).values(
    PLACES.map((name, i) => ({
      ...owner,
      id_route: route!.id_route,
      order: i + 1,
      name,
      address: `${name}, ${depot.address}`,
      latitude: depot.latitude! + 0.012 * Math.cos(i * 1.1),
      longitude: depot.longitude! + 0.012 * Math.sin(i * 1.1),
      eta: new Date(start.getTime() + (i + 1) * STOP_MINUTES * 60_000),
      pieces: 1 + (i % 3),
      weight: 4 + 2 * i,
      // The first stop is the site's first customer, with the contact a message goes to.
      ...(i === 0 && contact
        ? {
            id_address: contact.id_address,
            first_name: contact.first_name,
            last_name: contact.last_name,
            email: contact.email,
            phone_number: contact.phone_number,
          }
        : {}),
    }))
  )
}
