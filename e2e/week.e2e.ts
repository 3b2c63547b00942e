// The week (issue 45, its Done list), one planner in the browser, each step on the last one's
// plan: (1) a spreadsheet of customers with visit rules and several windows per row imported into
// the address book; (2) "Plan next week"; (3) the plan in the week view; (4) stops dragged to
// other days, one move refused with its reason and one allowed; (5) the plan copied as a scenario
// with two more vans; (6) the scenario run and compared side by side, its cost per stop among the
// figures; (7) the scenario promoted to be the plan.
import type { Locator, Page } from "playwright-core"
import writeXlsxFile from "write-excel-file/node"
import { describe, expect, it } from "vitest"

import { dayName } from "@ruta/validation/day-names"
import { zonedDay, zonedInstant } from "@ruta/validation/zoned-time"
import { apiAs, DEMO_TIME_ZONE, productForSuite, signInTo } from "./product.ts"

const suite = productForSuite()

const POLL = { timeout: 30_000 }
/** Customers visited on Mondays only: more than one van serves in the short day below. */
const MONDAY_SHOPS = 13

/** `day` and the `n`th day after it. */
const dayAfter = (day: string, n: number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + n * 86_400_000)
    .toISOString()
    .slice(0, 10)

/** A day as the week view writes it in English ("Tue, Dec 1"). */
const dayLabel = (day: string) =>
  new Intl.DateTimeFormat("en", {
    weekday: "short",
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  }).format(new Date(`${day}T12:00:00Z`))

/** A place near Acme Centro's depot, the `n`th of a spiral. */
const near = (n: number) => [
  (19.4326 + 0.004 * Math.cos(n * 2.4) * (1 + n / 10)).toFixed(5),
  (-99.1332 + 0.004 * Math.sin(n * 2.4) * (1 + n / 10)).toFixed(5),
]

/**
 * The address book's spreadsheet, in Spanish: a pharmacy visited Mondays and Thursdays in two
 * windows a day, a workshop on Wednesdays, an office every other Friday (starting this week, the
 * day of the import, so not due next week), and shops visited on Mondays.
 */
function customerRows() {
  const rows: string[][] = [
    ["Nombre", "Dirección", "Latitud", "Longitud", "Visitas", "Horario"],
    [
      "Farmacia Lunes Jueves",
      "Madero 17",
      "19.4326",
      "-99.1332",
      "Lun, Jue",
      "09:00-11:00; 14:00-16:00",
    ],
    ["Taller Miércoles", "Reforma 222", ...near(1), "miércoles", ""],
    [
      "Oficina Quincenal",
      "Insurgentes 1602",
      ...near(2),
      "cada 2 semanas vie",
      "",
    ],
  ]
  for (let n = 1; n <= MONDAY_SHOPS; n++)
    rows.push([`Tienda ${n}`, `Calle ${n}`, ...near(n + 2), "Lun", ""])
  return rows
}

/**
 * Chooses a 5-second search and optimizes the workspace's plan, waiting until it is optimized; a
 * plan optimized already (`again`) is re-optimized, and its proposal applied.
 */
async function optimizeInWorkspace(page: Page, again = false) {
  await page.getByRole("combobox", { name: "Time limit" }).click()
  await page.getByRole("option", { name: "5 s", exact: true }).click()
  await page
    .getByRole("button", {
      name: again ? "Re-optimize" : "Optimize",
      exact: true,
    })
    .click()
  if (again) {
    const proposal = page.getByRole("dialog", { name: "Proposal ready" })
    await proposal
      .getByRole("button", { name: "Apply" })
      .click({ timeout: 120_000 })
    await proposal.waitFor({ state: "detached" })
    await page.getByText("Proposal applied.", { exact: true }).waitFor(POLL)
    return
  }
  await page
    .getByRole("status")
    .filter({ hasText: "Time limit" })
    .getByText("Optimized", { exact: true })
    .waitFor({ timeout: 120_000 })
}

/** Presses the mouse on `from` and releases it over `to`, in steps as a hand does. */
async function dragTo(page: Page, from: Locator, to: Locator) {
  await from.scrollIntoViewIfNeeded()
  await from.hover()
  const a = (await from.boundingBox())!
  const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 }
  await page.mouse.move(start.x, start.y)
  await page.mouse.down()
  await page.mouse.move(start.x, start.y + 8, { steps: 4 })
  await page.waitForTimeout(100)
  const b = (await to.boundingBox())!
  await page.mouse.move(b.x + b.width / 2, b.y + 20, { steps: 20 })
  await page.waitForTimeout(100)
  await page.mouse.up()
}

type Call = Awaited<ReturnType<typeof apiAs>>

interface Stop {
  name: string
  allowed_days: string[]
  time_windows: { start: string | null; end: string | null }[]
}
interface Plan {
  horizon_days: number
  scenario_of: number | null
  routes: {
    id_route: number
    name: string
    start_date: string
    end_date: string
    stops: Stop[]
  }[]
  stops: Stop[]
}

interface Figures {
  id_optimization: number
  name: string
  scenario_of: number | null
  distance: number
  routes_used: number
  planned: number
  unassigned: number
  cost: number
  cost_per_stop: number | null
}

const dayOfRoute = (r: { start_date: string }) =>
  zonedDay(new Date(r.start_date), DEMO_TIME_ZONE)
const routeOf = (plan: Plan, name: string) =>
  plan.routes.find((r) => r.stops.some((s) => s.name === name))

/** A van with costs (a fixed cost a day, per km and per hour) for the plan's route. */
async function costlyVan(call: Call, id_subsidiary: number) {
  const car = await call<{ id_car: number }>("POST", "/cars", {
    name: "Furgoneta semanal",
    plate: "SEM-045",
    id_subsidiary,
    id_car_make: 1,
    id_car_model: 1,
    id_car_type: 1,
    id_unit_of_distance: 1,
    id_unit_of_measure: 1,
    id_unit_of_weight: 1,
    fixed_cost: 120,
    cost_per_km: 0.8,
    cost_per_hour: 15,
  })
  return car.id_car
}

describe("the week, in seven steps", () => {
  it("imports rules, plans next week, sees and moves it by day, and compares and promotes a scenario with two more vans", async () => {
    const { context, page } = await suite.newPage()
    await page.setViewportSize({ width: 1900, height: 1300 })
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    const call = await apiAs(suite.url, "client@acme.demo")

    // 1. The customers and their visit rules, imported into the address book.
    await page.getByRole("link", { name: "Address book" }).click()
    await page.waitForURL("**/main/address-book")
    await page.getByRole("button", { name: "Import addresses" }).click()
    const dialog = page.getByRole("dialog")
    const xlsx = await writeXlsxFile([
      { sheet: "Clientes", data: customerRows() },
    ]).toBuffer()
    await dialog.locator("input[type=file]").setInputFiles({
      name: "clientes.xlsx",
      mimeType:
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: xlsx,
    })
    const entries = MONDAY_SHOPS + 3
    await dialog
      .getByText(`${entries} entries, ${entries} with recurring visits.`)
      .waitFor(POLL)
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.waitFor({ state: "detached", timeout: 60_000 })
    await page.getByRole("cell", { name: "Farmacia Lunes Jueves" }).waitFor()

    // 2. "Plan next week": Monday to Friday, one route a day from 08:00 to 09:30 (short: the
    // Monday shops do not all fit), and a one-off order added to it.
    await page.getByRole("link", { name: "Optimizations" }).click()
    await page.waitForURL("**/main/optimizations")
    await page.getByRole("button", { name: "Plan next week" }).click()
    await dialog.getByLabel(/^Name/).fill("Next week")
    const monday = await dialog.getByLabel("First day").inputValue()
    expect(await dialog.getByLabel("Last day").inputValue()).toBe(
      dayAfter(monday, 4)
    )
    await dialog.getByLabel("Routes end").fill("09:30")
    await dialog.getByRole("button", { name: "Save" }).click()
    await page.waitForURL(/\/main\/optimizations\/\d+$/)
    await page.getByText("Taller Miércoles").first().waitFor(POLL)
    const id = Number(page.url().split("/").pop())
    const days = [0, 1, 2, 3, 4].map((n) => dayAfter(monday, n))

    const read = (which = id) => call<Plan>("GET", `/optimizations/${which}`)
    let plan = await read()
    expect(plan.horizon_days).toBe(5)
    const windowsOn = (day: string) =>
      [
        ["09:00", "11:00"],
        ["14:00", "16:00"],
      ].map(([start, end]) => ({
        start: zonedInstant(day, start!, DEMO_TIME_ZONE).toISOString(),
        end: zonedInstant(day, end!, DEMO_TIME_ZONE).toISOString(),
      }))
    const visits = plan.stops
      .map((s) => [s.name, s.allowed_days, s.time_windows.length] as const)
      .sort()
    expect(visits).toEqual(
      [
        ["Farmacia Lunes Jueves", [days[0]], 2],
        ["Farmacia Lunes Jueves", [days[3]], 2],
        ["Taller Miércoles", [days[2]], 0],
        ...Array.from(
          { length: MONDAY_SHOPS },
          (_, n) => [`Tienda ${n + 1}`, [days[0]], 0] as const
        ),
      ].sort()
    )
    // The row's two windows, on each visit's day, on the site's clock.
    for (const day of [days[0]!, days[3]!])
      expect(
        plan.stops
          .find((s) => s.allowed_days[0] === day && s.name.startsWith("Farm"))!
          .time_windows.map((w) => ({
            start: new Date(w.start!).toISOString(),
            end: new Date(w.end!).toISOString(),
          }))
      ).toEqual(windowsOn(day))

    // The one-off order, on any day; the route drives a van with costs.
    await call("POST", `/optimizations/${id}/stops`, {
      stops: [
        {
          name: "Pedido suelto",
          address: "Bolívar 30",
          latitude: 19.4301,
          longitude: -99.1385,
        },
      ],
    })
    const [firstRoute] = plan.routes
    expect(plan.routes).toHaveLength(1)
    expect(dayOfRoute(firstRoute!)).toBe(days[0])
    const sites = await call<{ id_subsidiary: number; name: string }[]>(
      "GET",
      "/subsidiaries/client/1"
    )
    const site = sites.find((s) => s.name === "Acme Centro")!.id_subsidiary
    await call("PUT", `/routes/${firstRoute!.id_route}`, {
      name: firstRoute!.name,
      start_date: firstRoute!.start_date,
      end_date: firstRoute!.end_date,
      id_car: await costlyVan(call, site),
    })
    await page.reload()
    await page.getByRole("heading", { name: "Next week" }).waitFor()
    await optimizeInWorkspace(page)

    // A route each working day, and each visit on its day.
    plan = await read()
    expect(plan.routes.map(dayOfRoute).sort()).toEqual(days)
    expect(dayOfRoute(routeOf(plan, "Taller Miércoles")!)).toBe(days[2])
    for (const route of plan.routes)
      for (const stop of route.stops.filter((s) => s.allowed_days.length > 0))
        expect(stop.allowed_days).toEqual([dayOfRoute(route)])

    // 3. The week: the days as columns, the route's lane across them.
    await page.getByRole("button", { name: "Week" }).click()
    const week = page.getByRole("table", { name: "Week of Next week" })
    await expect
      .poll(() => week.getByRole("columnheader").allTextContents(), POLL)
      .toEqual(["Driver", ...days.map(dayLabel)])
    // The route drives the van (and no driver yet): its lane is the van's.
    await week.getByRole("rowheader", { name: "Furgoneta semanal" }).waitFor()
    await page.screenshot({ path: "test-results/screenshots/week-view.png" })
    // The map shows one day's routes when that day is chosen.
    await page.getByRole("combobox", { name: "Map day" }).click()
    await page.getByRole("option", { name: dayLabel(days[1]!) }).click()
    await page.getByRole("combobox", { name: "Map day" }).waitFor()

    // 4. Stops dragged to other days, checked against each one's days.
    const cardOn = (day: string) =>
      week.getByRole("listitem", {
        name: plan.routes.find((r) => dayOfRoute(r) === day)!.name,
        exact: true,
      })
    // The workshop's visit is on Wednesday: onto Tuesday it is refused, with the reason.
    const wednesday = routeOf(plan, "Taller Miércoles")!
    await dragTo(
      page,
      week.getByRole("button", { name: "Drag Taller Miércoles", exact: true }),
      cardOn(days[1]!)
    )
    await page
      .getByText(
        `Taller Miércoles may not go on ${dayName(days[1]!, "en")}: its allowed days are ${dayName(days[2]!, "en")}.`,
        { exact: true }
      )
      .waitFor(POLL)
    plan = await read()
    expect(routeOf(plan, "Taller Miércoles")!.id_route).toBe(wednesday.id_route)
    // The one-off order may go any day: it moves, and is on that day's route, timed again.
    const onDay = routeOf(plan, "Pedido suelto")
    const target = onDay && dayOfRoute(onDay) === days[4] ? days[1]! : days[4]!
    const to = plan.routes.find((r) => dayOfRoute(r) === target)!
    await dragTo(
      page,
      page.getByRole("button", { name: "Drag Pedido suelto", exact: true }),
      cardOn(target)
    )
    await expect
      .poll(async () => routeOf(await read(), "Pedido suelto")?.id_route, POLL)
      .toBe(to.id_route)
    await cardOn(target)
      .getByRole("listitem", { name: "Pedido suelto", exact: true })
      .waitFor(POLL)

    // 5. The plan copied as a scenario with two more vans; its workspace opens.
    await page.getByRole("link", { name: "Scenarios" }).click()
    await page.waitForURL(`**/main/optimizations/${id}/scenarios`)
    await page.getByRole("button", { name: "Copy as scenario" }).click()
    const copy = page.getByRole("dialog", { name: "Copy as scenario" })
    await copy.getByLabel("Scenario name").fill("Two more vans")
    await copy.getByLabel(/^Vans to add/).fill("2")
    await copy.getByRole("button", { name: "Save" }).click()
    await page.waitForURL(
      (url) =>
        /\/main\/optimizations\/\d+$/.test(url.pathname) &&
        !url.pathname.endsWith(`/${id}`)
    )
    const scenario = Number(page.url().split("/").pop())
    const copied = await read(scenario)
    expect(copied.scenario_of).toBe(id)
    expect(
      copied.routes.filter((r) => /^Van /.test(r.name)).map(dayOfRoute)
    ).toEqual([days[0], days[0]])

    // 6. The scenario run, and the plan and the scenario side by side.
    await page.getByRole("heading", { name: "Two more vans" }).waitFor()
    await optimizeInWorkspace(page, true)
    await page.getByRole("link", { name: "Scenarios" }).click()
    await page.waitForURL(`**/main/optimizations/${scenario}/scenarios`)
    const table = page.getByRole("table", { name: "Scenarios side by side" })
    await table.getByRole("columnheader", { name: /Two more vans/ }).waitFor()
    const [before, after] = await call<Figures[]>(
      "GET",
      `/optimizations/${scenario}/scenarios`
    )
    expect(before!.id_optimization).toBe(id)
    expect(after!.id_optimization).toBe(scenario)
    // The short Monday left shops out; the two more vans serve them.
    expect(before!.unassigned).toBeGreaterThan(0)
    expect(after!.routes_used).toBeGreaterThan(before!.routes_used)
    expect(after!.planned).toBeGreaterThan(before!.planned)
    // The van's costs make the plan's cost; the new vans have no car, so cost nothing.
    expect(before!.cost).toBeGreaterThan(120)
    expect(before!.cost_per_stop).toBeCloseTo(before!.cost / before!.planned, 6)
    expect(after!.cost_per_stop).toBeCloseTo(after!.cost / after!.planned, 6)
    const cells = (name: RegExp) =>
      table.getByRole("row", { name }).getByRole("cell").allTextContents()
    const figure = (n: number, digits: number) =>
      new Intl.NumberFormat("en", { maximumFractionDigits: digits }).format(n)
    expect(await cells(/^Distance/)).toEqual([
      `${figure(before!.distance / 1000, 1)} km`,
      `${figure(after!.distance / 1000, 1)} km`,
    ])
    expect(await cells(/^Cost per stop/)).toEqual([
      figure(before!.cost_per_stop!, 2),
      figure(after!.cost_per_stop!, 2),
    ])
    expect(await cells(/^Routes used/)).toEqual([
      String(before!.routes_used),
      String(after!.routes_used),
    ])
    expect(await cells(/^Unassigned stops/)).toEqual([
      String(before!.unassigned),
      String(after!.unassigned),
    ])
    await page.screenshot({
      path: "test-results/screenshots/week-scenarios.png",
    })

    // 7. The scenario promoted: it is the plan, and the former plan is kept as its scenario.
    await page.getByRole("button", { name: "Promote Two more vans" }).click()
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Promote" })
      .click()
    await table
      .getByRole("columnheader", { name: /Two more vans.*The plan/ })
      .waitFor(POLL)
    expect((await read(scenario)).scenario_of).toBeNull()
    expect((await read(id)).scenario_of).toBe(scenario)
    await context.close()
  }, 600_000)
})
