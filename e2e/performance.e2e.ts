// Planned against driven (issue 44): two routes of Acme's driver driven through the driver's
// endpoints (arrivals, completions, a failed visit, the phone's positions) on two days, and an
// unassigned route beside them; the planner opens Dashboard → Performance, narrows it by the
// dashboard's filters (days, site, driver), reads the figures (planned and driven distance,
// on-time arrivals, ETA error), sees a chart drawn and downloads the CSV. Then Settings: learned
// travel times are refused before 14 days of driven routes, learned service times are turned on
// and stay on after a reload.
import { readFile } from "node:fs/promises"

import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"

import { zonedDay } from "@ruta/validation/zoned-time"
import { axeViolations } from "./axe.ts"
import { DEMO_TIME_ZONE, productForSuite, signInTo } from "./product.ts"
import { planTodaysRoute } from "./todays-route.ts"

const suite = productForSuite()

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

type Caller = Awaited<ReturnType<typeof planTodaysRoute>>["driver"]
interface Point {
  latitude: number
  longitude: number
}
interface PlannedStop extends Point {
  id_stop: number
  eta: string
}

/** Great-circle metres, as the API measures a drive between two positions. */
function metresBetween(a: Point, b: Point) {
  const rad = (deg: number) => (deg * Math.PI) / 180
  const h =
    Math.sin(rad(b.latitude - a.latitude) / 2) ** 2 +
    Math.cos(rad(a.latitude)) *
      Math.cos(rad(b.latitude)) *
      Math.sin(rad(b.longitude - a.longitude) / 2) ** 2
  return 2 * 6371000 * Math.asin(Math.sqrt(h))
}

/** The phone's fixes on the straight line from `a` to `b`, one a minute, both ends included. */
function fixesBetween(a: Point, b: Point, leave: number, arrive: number) {
  const count = Math.max(2, Math.ceil((arrive - leave) / MINUTE) + 1)
  return Array.from({ length: count }, (_, i) => {
    const f = i / (count - 1)
    return {
      time: new Date(leave + f * (arrive - leave)).toISOString(),
      latitude: a.latitude + f * (b.latitude - a.latitude),
      longitude: a.longitude + f * (b.longitude - a.longitude),
    }
  })
}

/**
 * Drives a planned route as the driver's phone tells it: each stop reached `late` ms after its
 * ETA and finished 7 minutes later (the stops of `failing` reported failed with `outcome`), the
 * phone's positions along the way; answers the metres the positions cover.
 */
async function drive(
  { planner, driver }: { planner: Caller; driver: Caller },
  id_route: number,
  late: number,
  failing: { id_stop: number | undefined; outcome: number }
) {
  const route = await planner<{ stops: PlannedStop[] }>(
    "GET",
    `/routes/${id_route}`
  )
  const stops = [...route.stops].sort(
    (a, b) => Date.parse(a.eta) - Date.parse(b.eta)
  )
  const positions: ReturnType<typeof fixesBetween> = []
  let metres = 0
  for (const [i, stop] of stops.entries()) {
    const arrived = Date.parse(stop.eta) + late
    const before = stops[i - 1]
    if (before) {
      positions.push(
        ...fixesBetween(before, stop, Date.parse(before.eta) + late, arrived)
      )
      metres += metresBetween(before, stop)
    }
    await driver("POST", `/driver/stops/${stop.id_stop}/arrive`, {
      key: `perf-arrive-${stop.id_stop}`,
      arrived: new Date(arrived).toISOString(),
      latitude: stop.latitude,
      longitude: stop.longitude,
    })
    const failed = stop.id_stop === failing.id_stop
    await driver("POST", `/driver/stops/${stop.id_stop}/complete`, {
      key: `perf-complete-${stop.id_stop}`,
      visit_time: new Date(arrived + 7 * MINUTE).toISOString(),
      ...(failed ? { failed, id_stop_outcome: failing.outcome } : {}),
    })
  }
  await driver("POST", "/driver/positions", { id_route, positions })
  return { metres, stops }
}

/** A figure of the Performance screen, by its id. */
const figure = (page: Page, id: string) => page.getByTestId(`performance-${id}`)

/** Kilometres as the screen writes them in English, one decimal. */
const km = (metres: number) =>
  `${new Intl.NumberFormat("en", { maximumFractionDigits: 1 }).format(metres / 1000)} km`

/** A number the screen wrote with its unit ("12.3 km" → 12.3). */
const shown = async (page: Page, id: string) =>
  Number((await figure(page, id).textContent())!.replace(/[^\d.]/g, ""))

describe("Performance", () => {
  it("reads planned against driven by days, site and driver, draws it, exports it, and saves the learning settings", async () => {
    // Today's route (Diego's), reached 10 minutes after each ETA; the second stop's window
    // closed a minute after the route left, so it is late; the third could not be served.
    const leftToday = Date.now() - 4 * HOUR
    const today = await planTodaysRoute(
      suite.url,
      "Performance today",
      [
        { name: "Perf Uno" },
        {
          name: "Perf Dos",
          time_window_start: new Date(leftToday).toISOString(),
          time_window_end: new Date(leftToday + MINUTE).toISOString(),
        },
        { name: "Perf Tres" },
      ],
      leftToday
    )
    const { planner, driver } = today
    const day = await driver<{
      outcomes: { id_stop_outcome: number; kind: string; name: string }[]
    }>(
      "GET",
      `/driver/day?from=${new Date(leftToday - DAY).toISOString()}&to=${new Date(leftToday + DAY).toISOString()}`
    )
    const outcome = day.outcomes.find((o) => o.kind === "failed")!
    const planned = await planner<{ stops: PlannedStop[]; distance: number }>(
      "GET",
      `/routes/${today.id_route}`
    )
    const third = planned.stops.find((s) => s.eta === maxEta(planned.stops))
    const drivenToday = await drive(today, today.id_route, 10 * MINUTE, {
      id_stop: third?.id_stop,
      outcome: outcome.id_stop_outcome,
    })

    // Three days before, a route of two stops, each reached 20 minutes after its ETA.
    const leftBefore = leftToday - 3 * DAY
    const before = await planTodaysRoute(
      suite.url,
      "Performance before",
      [{ name: "Perf Cuatro" }, { name: "Perf Cinco" }],
      leftBefore
    )
    const drivenBefore = await drive(before, before.id_route, 20 * MINUTE, {
      id_stop: undefined,
      outcome: outcome.id_stop_outcome,
    })

    // Today, a route nobody drives yet: planned distance with no driver.
    const idle = await planTodaysRoute(
      suite.url,
      "Performance idle",
      [{ name: "Perf Seis" }, { name: "Perf Siete" }],
      leftToday
    )
    await planner("PUT", `/routes/${idle.id_route}/assign`, { id_user: null })
    const distanceOf = async (id_route: number) =>
      (await planner<{ distance: number }>("GET", `/routes/${id_route}`))
        .distance
    const plannedToday = planned.distance
    const plannedBefore = await distanceOf(before.id_route)
    const plannedIdle = await distanceOf(idle.id_route)
    expect(plannedToday).toBeGreaterThan(0)
    expect(drivenToday.metres).toBeGreaterThan(1_000)
    expect(plannedIdle).toBeGreaterThan(0)

    // Dashboard → Performance.
    const { context, page } = await suite.newPage()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page
      .getByRole("link", { name: "Performance: planned against driven" })
      .click()
    await page.waitForURL((url) => url.pathname === "/main/performance")
    await page.getByRole("heading", { name: "Performance" }).waitFor()
    // Checked as it opens, before a filter's list covers it (an open list hides the rest).
    await figure(page, "planned-distance").waitFor()
    expect(await axeViolations(page)).toEqual([])

    // The day of today's route: its visits and the idle route's plan.
    const dayToday = zonedDay(new Date(leftToday), DEMO_TIME_ZONE)
    const dayBefore = zonedDay(new Date(leftBefore), DEMO_TIME_ZONE)
    await page.getByRole("textbox", { name: "To", exact: true }).fill(dayToday)
    await page
      .getByRole("textbox", { name: "From", exact: true })
      .fill(dayToday)
    await expect
      .poll(() => figure(page, "planned-distance").textContent())
      .toBe(km(plannedToday + plannedIdle))
    // Two of three arrivals by the window's end; each 10 minutes after its ETA.
    await expect.poll(() => figure(page, "on-time").textContent()).toBe("67 %")
    await expect(figure(page, "eta-mean").textContent()).resolves.toBe("10 min")
    await expect(figure(page, "eta-p90").textContent()).resolves.toBe("10 min")
    await expect(figure(page, "failed").textContent()).resolves.toBe("1")
    await expect(figure(page, "actual-service").textContent()).resolves.toBe(
      "7 min"
    )
    // Driven: the positions' straight lines, to the shown decimal.
    expect(
      Math.abs(
        (await shown(page, "driven-distance")) - drivenToday.metres / 1000
      )
    ).toBeLessThanOrEqual(0.1)

    // A chart drawn: the ETA error by hour has bars.
    const chart = page.locator("figure", {
      has: page.getByText("ETA error by hour (minutes)", { exact: true }),
    })
    await expect
      .poll(() => chart.locator("svg .recharts-rectangle").count())
      .toBeGreaterThan(0)

    // Both days: the earlier route's two arrivals, 20 minutes late and on time, join in.
    await page
      .getByRole("textbox", { name: "From", exact: true })
      .fill(dayBefore)
    await expect
      .poll(() => figure(page, "planned-distance").textContent())
      .toBe(km(plannedToday + plannedIdle + plannedBefore))
    await expect.poll(() => figure(page, "on-time").textContent()).toBe("80 %")
    await expect(figure(page, "eta-mean").textContent()).resolves.toBe("14 min")
    await expect(figure(page, "eta-p90").textContent()).resolves.toBe("20 min")
    expect(
      Math.abs(
        (await shown(page, "driven-distance")) -
          (drivenToday.metres + drivenBefore.metres) / 1000
      )
    ).toBeLessThanOrEqual(0.1)

    // The driver: the idle route, nobody's, drops out.
    await page.getByRole("combobox", { name: "Driver" }).click()
    await page.getByRole("option", { name: "Diego Hernández" }).click()
    await expect
      .poll(() => figure(page, "planned-distance").textContent())
      .toBe(km(plannedToday + plannedBefore))
    await expect(figure(page, "on-time").textContent()).resolves.toBe("80 %")

    // The other site has none of these routes.
    await page.getByRole("combobox", { name: "Site" }).click()
    await page.getByRole("option", { name: "Acme Norte" }).click()
    await expect
      .poll(() => figure(page, "planned-distance").textContent())
      .toBe("0 km")
    await expect(figure(page, "eta-mean").textContent()).resolves.toBe("—")
    await page.getByRole("combobox", { name: "Site" }).click()
    await page.getByRole("option", { name: "Acme Centro" }).click()
    await expect
      .poll(() => figure(page, "planned-distance").textContent())
      .toBe(km(plannedToday + plannedBefore))

    // The CSV of what the screen shows: its header, and today's route's row.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Export CSV" }).click(),
    ])
    expect(download.suggestedFilename()).toBe("performance.csv")
    const csv = (await readFile(await download.path(), "utf8")).split("\r\n")
    const header = csv[0]!.split(",")
    expect(header.slice(0, 3)).toEqual(["group", "id", "name"])
    expect(header).toEqual(
      expect.arrayContaining([
        "planned_distance",
        "driven_distance",
        "arrivals",
        "on_time",
        "eta_error_mean",
      ])
    )
    const line = csv.find((l) => l.startsWith(`route,${today.id_route},`))
    expect(line).toBeDefined()
    const row = Object.fromEntries(
      line!.split(",").map((cell, i) => [header[i], cell])
    )
    expect(row).toMatchObject({
      name: "Performance today",
      planned_distance: String(plannedToday),
      arrivals: "3",
      on_time: "2",
      eta_error_mean: "600",
      failed: "1",
    })
    expect(csv.some((l) => l.startsWith(`route,${idle.id_route},`))).toBe(false)

    // Settings → Learning from the day: service times off to begin with.
    const me = await planner<{ clientData: { id_client: number } }>(
      "GET",
      "/auth/me"
    )
    const learningUrl = `/clients/${me.clientData.id_client}/learning-settings`
    await planner("PUT", learningUrl, {
      service_times: false,
      min_visits: 3,
      window_days: 90,
      travel_profile: false,
    })
    await page.goto("/main/settings")
    const serviceTimes = page.getByRole("checkbox", {
      name: "Learn service times",
    })
    const travelTimes = page.getByRole("checkbox", {
      name: "Learn travel times",
    })
    const save = page.getByRole("button", { name: "Save learning settings" })
    await expect.poll(() => serviceTimes.isChecked()).toBe(false)
    expect(await axeViolations(page)).toEqual([])

    // Learned travel times need 14 days of driven routes; these are two.
    await serviceTimes.check()
    await travelTimes.check()
    await save.click()
    await page
      .getByText("A learned travel profile needs 14 days of driven routes.")
      .first()
      .waitFor()
    await expect(travelTimes.getAttribute("aria-invalid")).resolves.toBe("true")
    await expect(planner("GET", learningUrl)).resolves.toMatchObject({
      service_times: false,
      travel_profile: false,
    })

    // Service times alone are saved, and stay on after a reload.
    await travelTimes.uncheck()
    await save.click()
    // The toast (its live region repeats it for screen readers).
    await page.getByText("Learning settings saved.", { exact: true }).waitFor()
    await expect
      .poll(() => planner("GET", learningUrl))
      .toMatchObject({ service_times: true, travel_profile: false })
    await page.reload()
    await expect.poll(() => serviceTimes.isChecked()).toBe(true)
    await expect(travelTimes.isChecked()).resolves.toBe(false)
    await expect(save.isDisabled()).resolves.toBe(true)

    await context.close()
  }, 300_000)
})

/** The latest ETA of some stops: the route's last visit. */
const maxEta = (stops: PlannedStop[]) =>
  stops.map((s) => s.eta).reduce((a, b) => (a > b ? a : b))
