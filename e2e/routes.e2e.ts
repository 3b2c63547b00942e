import { readFile } from "node:fs/promises"
import { setTimeout as sleep } from "node:timers/promises"

import { describe, expect, it } from "vitest"

import { parseCsv } from "../apps/backoffice/src/features/planning/spreadsheet/csv.ts"
import { apiAs, productForSuite, rowAction, signInTo } from "./product.ts"

const suite = productForSuite()

describe("optimizations", () => {
  it("lists optimizations, opens one and optimizes it live, in English and Spanish", async () => {
    const { context, page } = await suite.newPage()
    await signInTo(page, "site@acme.demo", "/main/dashboard")
    await page.getByRole("link", { name: "Optimizations" }).click()
    await page.waitForURL("**/main/optimizations")
    const table = page.getByRole("table", { name: "Optimizations" })
    await table.getByRole("link", { name: "Demo deliveries" }).click()
    await page.waitForURL("**/main/optimizations/*")
    await page.getByRole("heading", { name: "Demo deliveries" }).waitFor()
    await page.getByText("24 stops on no route").waitFor()
    await page.getByRole("button", { name: "Optimize", exact: true }).click()
    const progress = page.getByRole("status").filter({ hasText: "Time limit" })
    await progress.waitFor()
    await progress
      .getByText("Optimized", { exact: true })
      .waitFor({ timeout: 30_000 })
    await page.getByText("0 stops on no route").waitFor()
    const routes = page.getByRole("list", { name: "Routes of Demo deliveries" })
    await expect
      .poll(() => routes.getByText("Optimized", { exact: true }).count())
      .toBe(3)
    await page.screenshot({ path: "test-results/screenshots/workspace.png" })
    // Optimized already: optimizing again proposes a change to apply or discard.
    await page.getByRole("button", { name: "Re-optimize" }).click()
    const proposal = page.getByRole("dialog", { name: "Proposal ready" })
    await proposal.getByText(/stops change route/).waitFor({ timeout: 30_000 })
    await proposal.getByRole("button", { name: "Apply" }).click()
    await proposal.waitFor({ state: "detached" })
    await page.getByText("Proposal applied.", { exact: true }).waitFor()
    await page.getByRole("button", { name: "Switch to Spanish" }).click()
    await page
      .getByRole("button", { name: "Reoptimizar", exact: true })
      .waitFor()
    await page.getByText("0 paradas sin ruta").waitFor()
    await context.close()
  })
})

describe("new optimization", () => {
  it("turns typed addresses into an optimization, shows the ones left out, and optimizes it", async () => {
    const { context, page } = await suite.newPage()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.getByRole("link", { name: "New optimization" }).click()
    await page.waitForURL("**/main/new-optimization")
    await page.getByLabel("Name").fill("Tuesday north")
    await page.getByRole("button", { name: "Next" }).click()
    await page
      .getByLabel("Addresses", { exact: true })
      .fill(
        "19.4400,-99.1400\n19.4500,-99.1300\n\n19.4350,-99.1500\nzzqx nowhere 999"
      )
    await page.getByRole("button", { name: "Next" }).click()
    // Offline, the text is not found: it is listed with its line, then left out.
    const table = page.getByRole("table", { name: "Rows to import" })
    await table
      .getByRole("row")
      .filter({ hasText: "zzqx nowhere 999" })
      .getByText("Not found")
      .waitFor()
    await page
      .getByRole("button", { name: "Leave out the 1 rows to fix" })
      .click()
    await page.getByText("3 stops, 0 depots, 0 to fix, 1 left out").waitFor()
    await page.getByRole("button", { name: "Next" }).click()
    await page.getByRole("combobox", { name: "New routes" }).click()
    await page.getByRole("option", { name: "2", exact: true }).click()
    await page.getByRole("button", { name: "Next" }).click()
    await page.getByRole("button", { name: "Create optimization" }).click()
    await page.getByRole("heading", { name: "Tuesday north" }).waitFor()
    await page.getByText("3 stops on no route").waitFor()
    await page.getByRole("button", { name: "Optimize", exact: true }).click()
    await page.getByText("0 stops on no route").waitFor({ timeout: 30_000 })
    // Give the first route the site's van for the day; delete the second.
    await page.getByRole("button", { name: "Configure Route 1" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByRole("combobox", { name: "Car" }).click()
    await page.getByRole("option", { name: "Acme Centro Van" }).click()
    // The wizard dated the route on the optimization's day: move both ends to another day.
    await dialog.getByLabel("Start").fill("2026-12-07T08:00")
    await dialog.getByLabel(/^End/).fill("2026-12-07T18:00")
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.waitFor({ state: "detached" })
    await page.getByRole("button", { name: "Delete Route 1" }).waitFor()
    await page.getByRole("button", { name: "Delete Route 2" }).click()
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Delete" })
      .click()
    await page
      .getByRole("button", { name: "Delete Route 2" })
      .waitFor({ state: "detached" })
    const route = await (
      await apiAs(suite.url, "client@acme.demo")
    )<{ items: { name: string; car: string | null; start_date: string }[] }>(
      "GET",
      "/routes?text=Route%201&size=100"
    )
    expect(
      route.items.some(
        (r) =>
          r.car === "Acme Centro Van" && r.start_date.startsWith("2026-12-07")
      )
    ).toBe(true)
    await context.close()
  })
})

describe("routes", () => {
  it("lists routes by status and shows an optimized route's stops in order on the map", async () => {
    const call = await apiAs(suite.url, "client@acme.demo")
    const plans = await call<{ items: { id_optimization: number }[] }>(
      "GET",
      "/optimizations?text=Demo"
    )
    const plan = plans.items[0]!.id_optimization
    let run = await call<{ id_run: number; status: string }>(
      "POST",
      `/optimizations/${plan}/optimize`,
      { time_limit: 2 }
    )
    while (!["done", "failed", "cancelled"].includes(run.status)) {
      await sleep(250)
      run = await call("GET", `/optimization-runs/${run.id_run}`)
    }
    expect(run.status).toBe("done")
    const routes = await call<{
      items: {
        id_route: number
        name: string
        stops_count: number
        start_date: string
      }[]
    }>("GET", `/routes?id_optimization=${plan}`)
    const served = routes.items.find((r) => r.stops_count > 0)!

    const { context, page } = await suite.newPage()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.getByRole("link", { name: "Routes" }).click()
    await page.waitForURL("**/main/routes")
    const table = page.getByRole("table", { name: "Routes" })
    // Other plans have a route of the same name: this one is found by its address.
    await table.locator(`a[href="/main/routes/${served.id_route}"]`).waitFor()
    await expect
      .poll(() => table.getByText("Pending").count())
      .toBeGreaterThanOrEqual(3)
    await page.getByRole("tab", { name: "On route" }).click()
    await page.waitForURL((url) => url.searchParams.get("status_route") === "2")
    await page
      .getByText("No routes here yet. Routes are made in an optimization.")
      .waitFor()
    await page.getByRole("tab", { name: "All" }).click()
    // Every row of the table shows `text` (once the table has caught up with the filter).
    const rows = table.getByRole("row").filter({ has: page.getByRole("cell") })
    const everyRowShows = (text: string) =>
      expect
        .poll(async () => {
          const shown = await rows.allTextContents()
          return shown.length > 0 && shown.every((row) => row.includes(text))
        })
        .toBe(true)
    // The driver filter: the demo driver drives the demo's first route; back to all drivers.
    await page.getByRole("combobox", { name: "Driver" }).click()
    await page.getByRole("option", { name: "Diego Hernández" }).click()
    await page.waitForURL((url) => url.searchParams.has("id_user"))
    await everyRowShows("Diego Hernández")
    await page.getByRole("combobox", { name: "Driver" }).click()
    await page.getByRole("option").first().click()
    await page.waitForURL((url) => !url.searchParams.has("id_user"))
    // The search box searches the routes' names.
    await page.getByRole("searchbox", { name: "Search" }).fill(served.name)
    await page.waitForURL((url) => url.searchParams.get("text") === served.name)
    await everyRowShows(served.name)
    // The start range: days after the demo routes' day show none, their own day shows them.
    const day = served.start_date.slice(0, 10)
    await page.getByLabel("From", { exact: true }).fill("2030-01-02")
    await page
      .getByText("No routes here yet. Routes are made in an optimization.")
      .waitFor()
    await page.getByLabel("From", { exact: true }).fill(day)
    await page.getByLabel("To", { exact: true }).fill(day)
    await page.waitForURL(
      (url) =>
        url.searchParams.get("from") === day &&
        url.searchParams.get("to") === day
    )
    await table.locator(`a[href="/main/routes/${served.id_route}"]`).click()
    await page.waitForURL(`**/main/routes/${served.id_route}`)
    await page.getByRole("heading", { name: served.name }).waitFor()
    await page
      .getByRole("definition")
      .getByText("Optimized", { exact: true })
      .waitFor()
    const stops = page.getByRole("table", { name: `Stops of ${served.name}` })
    // A header row and one row per stop, ordered 1, 2, 3…
    await expect
      .poll(() => stops.getByRole("row").count())
      .toBe(served.stops_count + 1)
    const firstOrder = stops.getByRole("row").nth(1).getByRole("cell").first()
    expect(await firstOrder.textContent()).toBe("1")
    await page.getByRole("region", { name: `Map of ${served.name}` }).waitFor()
    await page.screenshot({ path: "test-results/screenshots/route-detail.png" })

    // The route sheet's buttons follow the heading: Export CSV, then Print.
    const sheetButtons = page
      .getByRole("heading", { name: served.name })
      .locator("xpath=..")
      .getByRole("button")
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      sheetButtons.nth(0).click(),
    ])
    expect(download.suggestedFilename()).toMatch(
      new RegExp(`^${served.name} \\d{4}-\\d{2}-\\d{2}\\.csv$`)
    )
    const csv = await readFile(await download.path(), "utf8")
    expect(csv.startsWith("\uFEFF")).toBe(true)
    const sheet = parseCsv(csv)
    expect(sheet[0]).toEqual([
      "Order",
      "Name",
      "Address",
      "Latitude",
      "Longitude",
      "ETA",
      "Time window start",
      "Time window end",
      "Duration (minutes)",
      "Pieces",
      "Weight (kg)",
      "Volume (m³)",
      "Contact",
      "Telephone",
      "Delivery instructions",
      "Status",
      "Outcome",
      "Proof of delivery",
    ])
    expect(sheet.map((row) => row[0])).toEqual([
      "Order",
      ...Array.from({ length: served.stops_count }, (_, i) => String(i + 1)),
    ])
    expect(sheet.slice(1).every((row) => row[15] === "On hold")).toBe(true)
    // On paper only the sheet shows, every stop in it; the app around it is left out.
    await page.evaluate(() => {
      window.print = () => {
        document.body.dataset["printed"] = "yes"
      }
    })
    await sheetButtons.nth(1).click()
    await page.locator("body[data-printed=yes]").waitFor()
    await page.emulateMedia({ media: "print" })
    const printed = page.getByRole("table", { name: `Stops of ${served.name}` })
    await expect
      .poll(() => printed.getByRole("row").count())
      .toBe(served.stops_count + 1)
    expect(
      await page.getByRole("navigation", { name: "Main menu" }).isVisible()
    ).toBe(false)
    expect(
      await page.getByRole("region", { name: `Map of ${served.name}` }).count()
    ).toBe(0)
    await page.screenshot({
      path: "test-results/screenshots/route-sheet.png",
      fullPage: true,
    })
    await page.emulateMedia({ media: "screen" })

    await page.getByRole("button", { name: "Switch to Spanish" }).click()
    await page
      .getByRole("definition")
      .getByText("Optimizada", { exact: true })
      .waitFor()
    await page
      .getByRole("table", { name: `Paradas de ${served.name}` })
      .waitFor()
    await context.close()
  })
})

describe("a site's routes", () => {
  it("shows an administrator a site's routes on its Routes tab, paged and searched in the URL, each opening its route", async () => {
    const client = await apiAs(suite.url, "client@acme.demo")
    const plans = await client<{
      items: {
        id_optimization: number
        id_client: number
        id_subsidiary: number
        subsidiary: string
      }[]
    }>("GET", "/optimizations?text=Demo")
    const plan = plans.items[0]!
    for (let i = 1; i <= 12; i++) {
      await client("POST", "/routes", {
        id_optimization: plan.id_optimization,
        name: `Evening run ${String(i).padStart(2, "0")}`,
      })
    }
    const admin = await apiAs(suite.url, "admin@ruta.demo")
    const site = await admin<{
      total: number
      items: { id_route: number; name: string; driver: string | null }[]
    }>("GET", `/routes?id_subsidiary=${plan.id_subsidiary}&size=100`)
    // The demo's first route has the site's driver and car.
    const driven = site.items.find(
      (r) => r.name === "Route 1" && r.driver === "Diego Hernández"
    )!

    const { context, page } = await suite.newPage()
    await signInTo(page, "admin@ruta.demo", "/main/clients")
    await page.goto(`/main/clients/client/${plan.id_client}`)
    await page.getByRole("tab", { name: "Sites" }).click()
    await rowAction(
      page,
      page.getByRole("row", { name: new RegExp(plan.subsidiary) }),
      "Open"
    )
    await page.getByRole("heading", { name: plan.subsidiary }).waitFor()
    await page.getByRole("tab", { name: "Routes" }).click()
    await page.waitForURL((url) => url.searchParams.get("tab") === "routes")
    const table = page.getByRole("table", { name: "Routes" })
    const shown = (text: string) =>
      page.getByText(text, { exact: true }).waitFor()
    await shown(`1–${Math.min(25, site.total)} of ${site.total}`)
    // The search box searches the site's routes by name, and is kept in the URL.
    await page.getByRole("searchbox", { name: "Search" }).fill("Evening run")
    await page.waitForURL(
      (url) => url.searchParams.get("text") === "Evening run"
    )
    await shown("1–12 of 12")
    await page.getByLabel("Rows per page").selectOption("10")
    await page.waitForURL((url) => url.searchParams.get("size") === "10")
    await shown("1–10 of 12")
    await page.getByRole("button", { name: "Next page" }).click()
    await page.waitForURL((url) => url.searchParams.get("page") === "1")
    await shown("11–12 of 12")
    // The page is the URL's: it is there again after a reload. Newest first: the first two last.
    await page.reload()
    await shown("11–12 of 12")
    const rows = table.getByRole("row").filter({ has: page.getByRole("cell") })
    await expect.poll(() => rows.count()).toBe(2)
    const first = rows.filter({ hasText: "Evening run 01" })
    await first.getByText("Pending", { exact: true }).waitFor()
    expect(
      await first
        .getByRole("progressbar", { name: "Completed stops of Evening run 01" })
        .getAttribute("aria-valuenow")
    ).toBe("0")
    await rows.filter({ hasText: "Evening run 02" }).waitFor()
    // A new search starts again from the first page; the driver and the car are shown.
    await page.getByRole("searchbox", { name: "Search" }).fill("Route 1")
    await page.waitForURL(
      (url) =>
        url.searchParams.get("text") === "Route 1" &&
        url.searchParams.get("page") === "0"
    )
    const link = page.locator(`a[href$="/main/routes/${driven.id_route}"]`)
    const row = rows.filter({ has: link })
    await row.getByText("Diego Hernández").waitFor()
    await row.getByText("Acme Centro Van").waitFor()
    await page.screenshot({ path: "test-results/screenshots/site-routes.png" })
    await link.click()
    await page.waitForURL(`**/main/routes/${driven.id_route}`)
    await page.getByRole("heading", { name: "Route 1", exact: true }).waitFor()
    await context.close()
  })
})
