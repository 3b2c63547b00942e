// The week (issue 45, steps 3-4 of its Done list): a spreadsheet with allowed days and windows
// imported in the browser into a 5-day optimization, optimized, seen in the week view, and stops
// dragged to other days, one move allowed and one refused with its message. The opening
// (`planTheWeek`) stands for "Plan next week" until that is built.
import type { Locator, Page } from "playwright-core"
import writeXlsxFile from "write-excel-file/node"
import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { startGeocoderStandIn } from "@ruta/stand-ins/geocoder"
import { zonedDay, zonedInstant } from "@ruta/validation/zoned-time"
import { apiAs, DEMO_TIME_ZONE, productForSuite, signInTo } from "./product.ts"

const geocoderEnv: Record<string, string> = { GEOCODER: "nominatim" }
let geocoder: Awaited<ReturnType<typeof startGeocoderStandIn>>
beforeAll(async () => {
  geocoder = await startGeocoderStandIn()
  geocoderEnv.GEOCODER_URL = geocoder.nominatim
})
afterAll(() => geocoder.stop())
const suite = productForSuite(geocoderEnv)

const POLL = { timeout: 20_000 }
const CUSTOMERS = 12

/** The Monday after today on the demo site's calendar (`YYYY-MM-DD`). */
function nextMonday(): string {
  const today = zonedDay(new Date(), DEMO_TIME_ZONE)
  const at = new Date(`${today}T12:00:00Z`)
  const ahead = (8 - at.getUTCDay()) % 7 || 7
  at.setUTCDate(at.getUTCDate() + ahead)
  return at.toISOString().slice(0, 10)
}

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

/**
 * The spreadsheet: the depot, then customers "Cliente N" at "Calle N, Centro". Cliente 1 may go
 * only on Mondays and Thursdays ("Lun, Jue"), Cliente 2 only on Wednesdays; every third has a
 * morning window (a time only: on the routes' day).
 */
function weekRows() {
  const header = [
    "Nombre",
    "Dirección",
    "Depósito",
    "Piezas",
    "Ventana inicio",
    "Ventana fin",
    "Días",
  ]
  const rows: (string | number)[][] = [header]
  rows.push(["Bodega", "Calle 0, Centro", "sí", 0, "", "", ""])
  for (let n = 1; n <= CUSTOMERS; n++)
    rows.push([
      `Cliente ${n}`,
      `Calle ${n}, Centro`,
      "",
      1,
      n % 3 === 0 ? "9:00" : "",
      n % 3 === 0 ? "13:00" : "",
      n === 1 ? "Lun, Jue" : n === 2 ? "miércoles" : "",
    ])
  return rows
}

/**
 * Plans a week in the browser: the spreadsheet uploaded into a new optimization of 5 days from
 * next Monday, its route set to start that Monday at 08:00, and optimized (its driver-days made).
 * Answers the optimization's id and its first day.
 */
async function planTheWeek(page: Page) {
  const monday = nextMonday()
  const xlsx = await writeXlsxFile([
    { sheet: "Semana", data: weekRows() },
  ]).toBuffer()
  await page.getByRole("link", { name: "New optimization" }).click()
  await page.waitForURL("**/main/new-optimization")
  await page.getByLabel("Name").fill("Week plan")
  await page.getByLabel("Day of the routes").fill(monday)
  await page.getByRole("combobox", { name: "Days to plan" }).click()
  await page.getByRole("option", { name: "5 days", exact: true }).click()
  await page.getByRole("tab", { name: "Upload a spreadsheet" }).click()
  await page.getByRole("button", { name: "Next" }).click()
  await page.locator("input[type=file]").setInputFiles({
    name: "semana.xlsx",
    mimeType:
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    buffer: xlsx,
  })
  await page.getByRole("button", { name: `Use ${CUSTOMERS + 1} rows` }).click()
  await page
    .getByRole("main")
    .getByText(`${CUSTOMERS} stops, 1 depots, 0 to fix, 0 left out`, {
      exact: true,
    })
    .waitFor({ timeout: 30_000 })
  await page.getByRole("button", { name: "Next" }).click()
  await page.getByRole("button", { name: "Next" }).click()
  await page.getByRole("button", { name: "Create optimization" }).click()
  await page.getByRole("heading", { name: "Week plan" }).waitFor()
  const id = Number(/optimizations\/(\d+)/.exec(page.url())![1])

  // The route starts next Monday at 08:00 on the site's clock, until 18:00.
  const call = await apiAs(suite.url, "client@acme.demo")
  const plan = await call<{
    horizon_days: number
    routes: { id_route: number; name: string }[]
  }>("GET", `/optimizations/${id}`)
  expect(plan.horizon_days).toBe(5)
  const [route] = plan.routes
  await call("PUT", `/routes/${route!.id_route}`, {
    name: route!.name,
    start_date: zonedInstant(monday, "08:00", DEMO_TIME_ZONE).toISOString(),
    end_date: zonedInstant(monday, "18:00", DEMO_TIME_ZONE).toISOString(),
  })
  await page.reload()
  await page.getByRole("heading", { name: "Week plan" }).waitFor()

  await page.getByRole("combobox", { name: "Time limit" }).click()
  await page.getByRole("option", { name: "5 s", exact: true }).click()
  await page.getByRole("button", { name: "Optimize", exact: true }).click()
  await page
    .getByRole("status")
    .filter({ hasText: "Time limit" })
    .getByText("Optimized", { exact: true })
    .waitFor({ timeout: 90_000 })
  return { id, monday }
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

describe("the week view", () => {
  it("plans a week from a spreadsheet, shows it by day, and checks a stop dragged to another day", async () => {
    const { context, page } = await suite.newPage()
    await page.setViewportSize({ width: 1900, height: 1300 })
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    const { id, monday } = await planTheWeek(page)
    const days = [0, 1, 2, 3, 4].map((n) => dayAfter(monday, n))

    const call = await apiAs(suite.url, "client@acme.demo")
    type Plan = {
      routes: {
        id_route: number
        name: string
        start_date: string
        stops: { name: string; allowed_days: string[] }[]
      }[]
      stops: { name: string }[]
    }
    const read = () => call<Plan>("GET", `/optimizations/${id}`)
    const dayOfRoute = (r: { start_date: string }) =>
      zonedDay(new Date(r.start_date), DEMO_TIME_ZONE)
    const routeOf = (plan: Plan, name: string) =>
      plan.routes.find((r) => r.stops.some((s) => s.name === name))
    let plan = await read()
    // A route each working day, and every customer planned on one of its allowed days.
    expect(plan.routes.map(dayOfRoute).sort()).toEqual(days)
    expect(plan.stops).toEqual([])
    expect(dayOfRoute(routeOf(plan, "Cliente 1")!)).toMatch(
      new RegExp(`^(${days[0]}|${days[3]})$`)
    )
    expect(dayOfRoute(routeOf(plan, "Cliente 2")!)).toBe(days[2])

    // The week: the days as columns, the route's lane across them.
    await page.getByRole("button", { name: "Week" }).click()
    const week = page.getByRole("table", { name: "Week of Week plan" })
    await expect
      .poll(() => week.getByRole("columnheader").allTextContents(), POLL)
      .toEqual(["Driver", ...days.map(dayLabel)])
    await week.getByRole("rowheader", { name: "Route 1" }).waitFor()
    await page.screenshot({ path: "test-results/screenshots/week-view.png" })

    // The map shows one day's route when that day is chosen.
    await page.getByRole("combobox", { name: "Map day" }).click()
    await page.getByRole("option", { name: dayLabel(days[1]!) }).click()
    await page.getByRole("combobox", { name: "Map day" }).waitFor()

    const cardOn = (day: string) =>
      week.getByRole("listitem", {
        name: plan.routes.find((r) => dayOfRoute(r) === day)!.name,
        exact: true,
      })

    // Cliente 1 goes only on Mondays and Thursdays: onto Tuesday it is refused, with the reason.
    const from1 = routeOf(plan, "Cliente 1")!
    await dragTo(
      page,
      week.getByRole("button", { name: "Drag Cliente 1", exact: true }),
      cardOn(days[1]!)
    )
    await page
      .getByText(
        `Cliente 1 may not go on ${dayLabel(days[1]!)}: its allowed days are Mon, Thu.`,
        { exact: true }
      )
      .waitFor(POLL)
    plan = await read()
    expect(routeOf(plan, "Cliente 1")!.id_route).toBe(from1.id_route)

    // A customer that may go any day moves to Friday: it is on Friday's route, timed again.
    const free = plan.routes
      .filter((r) => dayOfRoute(r) !== days[4])
      .flatMap((r) => r.stops)
      .find(
        (s) =>
          s.allowed_days.length === 0 && !/Cliente (3|6|9|12)$/.test(s.name)
      )!
    const friday = plan.routes.find((r) => dayOfRoute(r) === days[4])!
    await dragTo(
      page,
      week.getByRole("button", { name: `Drag ${free.name}`, exact: true }),
      cardOn(days[4]!)
    )
    await expect
      .poll(async () => routeOf(await read(), free.name)?.id_route, POLL)
      .toBe(friday.id_route)
    await cardOn(days[4]!)
      .getByRole("listitem", { name: free.name, exact: true })
      .waitFor(POLL)
    await context.close()
  }, 240_000)
})
