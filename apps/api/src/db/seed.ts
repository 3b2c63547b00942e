import { allActions, allSubjects } from "@ruta/permissions/catalog"
import {
  ContextType,
  SeedRole,
  contextTypeDisplayNames,
} from "@ruta/permissions/context-types"
import { defaultGrants } from "@ruta/permissions/default-grants"
import { sql } from "drizzle-orm"

import { hashPassword } from "../platform/crypto/passwords.ts"
import type { DataStore, Database } from "./database.ts"
import { zoneAt } from "../platform/geo/zone-at.ts"
import { seedDemoPlan } from "./seed-planning.ts"
import {
  actions,
  addresses,
  cars,
  clients,
  contextTypes,
  depots,
  permissions,
  roles,
  skills,
  stopOutcomes,
  subjects,
  subsidiaries,
  userSubsidiaries,
  users,
} from "./schema.ts"

export const DEMO_PASSWORD = "Demo-pass-2026!"

/**
 * Writes the reference data every installation needs: context types, the seeded roles, the
 * subjects and actions, and the default permissions of the seeded roles. Safe to run again.
 */
export async function seedReference(store: DataStore): Promise<void> {
  const db = store.owner
  await db
    .insert(contextTypes)
    .values(
      Object.entries(ContextType).map(([name, id]) => ({
        id_context_type: id,
        name,
        display_name: contextTypeDisplayNames[id],
      }))
    )
    .onConflictDoNothing()
  await db
    .insert(roles)
    .values(Object.values(SeedRole).map((role) => ({ ...role })))
    .onConflictDoNothing()
  await db.execute(
    sql`select setval(pg_get_serial_sequence('roles', 'id_role'), greatest((select max(id_role) from roles), 1))`
  )
  await db
    .insert(subjects)
    .values(allSubjects.map((name) => ({ name })))
    .onConflictDoNothing()
  await db
    .insert(actions)
    .values(allActions.map((name) => ({ name })))
    .onConflictDoNothing()

  const subjectIds = new Map(
    (await db.select().from(subjects)).map((s) => [s.name, s.id_subject])
  )
  const actionIds = new Map(
    (await db.select().from(actions)).map((a) => [a.name, a.id_action])
  )
  const roleIds = new Map(
    (await db.select().from(roles)).map((r) => [r.name, r.id_role])
  )
  for (const [roleName, grants] of Object.entries(defaultGrants)) {
    const id_role = roleIds.get(roleName)
    if (id_role === undefined || grants.length === 0) continue
    await db
      .insert(permissions)
      .values(
        grants.map((g) => ({
          id_role,
          id_subject: subjectIds.get(g.subject)!,
          id_action: actionIds.get(g.action)!,
        }))
      )
      .onConflictDoNothing()
  }
}

interface DemoClient {
  name: string
  domain: string
  address: string
  phone: string
  /** The demo driver's name: the one the customers' messages give. */
  driver: string
  sites: string[]
  /** Where the demo depots and customers are: the client's city. */
  at: { latitude: number; longitude: number }
  customers: { name: string; address: string; dLat: number; dLng: number }[]
}

const demoClients: DemoClient[] = [
  {
    name: "Acme Deliveries",
    domain: "acme.demo",
    address: "Av. Reforma 222, Ciudad de México",
    phone: "+525512345678",
    driver: "Diego Hernández",
    sites: ["Acme Centro", "Acme Norte"],
    at: { latitude: 19.4326, longitude: -99.1332 },
    customers: [
      {
        name: "Ana López",
        address: "Calle Madero 17, Centro, Ciudad de México",
        dLat: 0.002,
        dLng: 0.004,
      },
      {
        name: "Bruno Díaz",
        address: "Av. Insurgentes Sur 1602, Ciudad de México",
        dLat: -0.06,
        dLng: -0.04,
      },
    ],
  },
  {
    name: "Globex Field Services",
    domain: "globex.demo",
    address: "Av. Constitución 100, Monterrey",
    phone: "+528112345678",
    driver: "Sofía Treviño",
    sites: ["Globex Monterrey", "Globex Saltillo"],
    at: { latitude: 25.6866, longitude: -100.3161 },
    customers: [
      {
        name: "Carla Garza",
        address: "Av. Constitución 400, Monterrey",
        dLat: 0.003,
        dLng: 0.002,
      },
    ],
  },
]

/** The demo sign-ins printed by `npm start`. */
export const demoAccounts = [
  { email: "admin@ruta.demo", role: "provider administrator (SuperAdmin)" },
  { email: "maintainer@ruta.demo", role: "maintainer" },
  ...demoClients.flatMap((c) => [
    { email: `client@${c.domain}`, role: `client user, ${c.name}` },
    { email: `site@${c.domain}`, role: `site user, ${c.sites[0]}` },
    { email: `driver@${c.domain}`, role: `driver, ${c.name}` },
  ]),
]

/** Adds the demo clients and users once, on an installation that has no client yet. */
export async function seedDemo(store: DataStore): Promise<boolean> {
  const db = store.owner
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(clients)
  if (count > 0) return false
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  const provider = { passwordHash, isFirstLogin: false }
  await db.insert(users).values([
    {
      ...provider,
      name: "Ruta Administrator",
      email: "admin@ruta.demo",
      id_context_type: ContextType.SYSTEM,
      id_role: SeedRole.SuperAdmin.id_role,
    },
    {
      ...provider,
      name: "Ruta Maintainer",
      email: "maintainer@ruta.demo",
      id_context_type: ContextType.MANTAINER,
      id_role: SeedRole.Maintainer.id_role,
    },
  ])
  for (const demo of demoClients) await seedDemoClient(db, demo, passwordHash)
  return true
}

/** One demo client: its sites, people, fleet and a plan for today. */
async function seedDemoClient(
  db: Database,
  demo: DemoClient,
  passwordHash: string
) {
  const [client] = await db
    .insert(clients)
    .values({
      name: demo.name,
      address: demo.address,
      phone_number: demo.phone,
    })
    .returning()
  const id_client = client!.id_client
  const sites = await db
    .insert(subsidiaries)
    .values(
      demo.sites.map((name, index) => ({
        id_client,
        name,
        address: demo.address,
        phone_number: demo.phone,
        email: `${name.toLowerCase().replaceAll(" ", ".")}@${demo.domain}`,
        isMain: index === 0,
        // Each demo site keeps the zone of its city (issue 43).
        time_zone: zoneAt(demo.at.latitude, demo.at.longitude),
      }))
    )
    .returning()
  const mainSite = sites[0]!.id_subsidiary
  const created = await seedDemoPeople(
    db,
    demo,
    id_client,
    mainSite,
    passwordHash
  )
  const { siteDepots, siteCars } = await seedDemoFleet(
    db,
    demo,
    id_client,
    sites
  )
  await seedDemoPlan(
    db,
    {
      id_client,
      id_subsidiary: mainSite,
      time_zone: sites[0]!.time_zone,
      at: demo.at,
      id_depot: siteDepots[0]!.id_depot,
      id_car: siteCars[0]!.id_car,
      id_user: created.find((u) => u.id_context_type === ContextType.DRIVER)!
        .id_user,
    },
    new Date()
  )
}

/** A demo client's manager, planner and driver, the last two on its main site. */
async function seedDemoPeople(
  db: Database,
  demo: DemoClient,
  id_client: number,
  mainSite: number,
  passwordHash: string
) {
  const person = (
    prefix: string,
    name: string,
    role: (typeof SeedRole)[keyof typeof SeedRole]
  ) => ({
    passwordHash,
    isFirstLogin: false,
    id_client,
    name,
    email: `${prefix}@${demo.domain}`,
    id_context_type: role.id_context_type,
    id_role: role.id_role,
  })
  const created = await db
    .insert(users)
    .values([
      person("client", `${demo.name} Manager`, SeedRole.ClientUser),
      person("site", `${demo.sites[0]} Planner`, SeedRole.SubsidiaryUser),
      person("driver", demo.driver, SeedRole.Driver),
    ])
    .returning()
  await db.insert(userSubsidiaries).values(
    created
      .filter((u) => u.id_context_type !== ContextType.CLIENT)
      .map((u) => ({
        id_user: u.id_user,
        id_subsidiary: mainSite,
        id_client,
      }))
  )
  return created
}

/** A demo client's skills, stop outcomes, depots, address book and vans. */
async function seedDemoFleet(
  db: Database,
  demo: DemoClient,
  id_client: number,
  sites: (typeof subsidiaries.$inferSelect)[]
) {
  const mainSite = sites[0]!.id_subsidiary
  // A little fleet, so driver skills and car assignment can be tried at once.
  await db
    .insert(skills)
    .values(["Refrigerated", "Heavy load"].map((name) => ({ id_client, name })))
  await db.insert(stopOutcomes).values(
    (
      [
        ["Delivered", "delivered", "completed"],
        ["Nobody home", "nobody_home", "failed"],
        ["Refused", "refused", "failed"],
        ["Wrong address", "wrong_address", "failed"],
      ] as const
    ).map(([name, preset, kind]) => ({ id_client, name, preset, kind }))
  )
  // A default depot per site, and a few customers in the main site's address book.
  const siteDepots = await db
    .insert(depots)
    .values(
      sites.map((site, index) => ({
        id_client,
        id_subsidiary: site.id_subsidiary,
        isDefault: true,
        name: `${site.name} Depot`,
        description: "Loading dock",
        address: demo.address,
        latitude: demo.at.latitude + index * 0.05,
        longitude: demo.at.longitude + index * 0.05,
      }))
    )
    .returning()
  await db.insert(addresses).values(
    demo.customers.map((customer) => ({
      id_client,
      id_subsidiary: mainSite,
      alias: customer.name,
      address: customer.address,
      latitude: demo.at.latitude + customer.dLat,
      longitude: demo.at.longitude + customer.dLng,
      first_name: customer.name.split(" ")[0]!,
      last_name: customer.name.split(" ").slice(1).join(" "),
      email: `${customer.name.split(" ")[0]!.toLowerCase()}@${demo.domain}`,
      phone_number: "+5215512345678",
    }))
  )
  // Ford Transit vans (make 1, model 1, type van 1) with the optimizer's capacities.
  const siteCars = await db
    .insert(cars)
    .values(
      sites.map((site, index) => ({
        id_client,
        id_subsidiary: site.id_subsidiary,
        name: `${site.name} Van`,
        plate: `${demo.domain.slice(0, 3).toUpperCase()}-${100 + index}`,
        id_car_make: 1,
        id_car_model: 1,
        id_car_type: 1,
        capacity_pieces: 120,
        capacity_weight: 1500,
        capacity_volume: 12,
      }))
    )
    .returning()
  return { siteDepots, siteCars }
}
