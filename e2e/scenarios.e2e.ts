// What-if scenarios in the back office (issue 45): from an optimized two-day plan, copy it as a
// scenario with two more vans, run it, read the figures side by side, and promote it.
import { setTimeout as sleep } from "node:timers/promises"

import { describe, expect, it } from "vitest"

import { apiAs, productForSuite, signInTo } from "./product.ts"

const suite = productForSuite()

type Call = Awaited<ReturnType<typeof apiAs>>

/** Optimizes a whole plan and waits for its run to end. */
async function optimize(call: Call, id: number) {
  let run = await call<{ id_run: number; status: string }>(
    "POST",
    `/optimizations/${id}/optimize`,
    { time_limit: 2 }
  )
  while (!["done", "failed", "cancelled"].includes(run.status)) {
    await sleep(250)
    run = await call("GET", `/optimization-runs/${run.id_run}`)
  }
  expect(run.status).toBe("done")
}

interface Figures {
  id_optimization: number
  name: string
  scenario_of: number | null
  distance: number
  routes_used: number
  planned: number
  unassigned: number
}

describe("what-if scenarios", () => {
  it("copies an optimized two-day plan with two more vans, runs it, compares side by side and promotes it", async () => {
    const call = await apiAs(suite.url, "client@acme.demo")
    const sites = await call<{ id_subsidiary: number; name: string }[]>(
      "GET",
      "/subsidiaries/client/1"
    )
    const site = sites.find((s) => s.name === "Acme Centro")!.id_subsidiary
    const plan = await call<{ id_optimization: number }>(
      "POST",
      "/optimizations",
      {
        name: "Two-day plan",
        id_subsidiary: site,
        horizon_days: 2,
        stops: Array.from({ length: 30 }, (_, i) => ({
          name: `Customer ${i + 1}`,
          address: `Calle ${i + 1}`,
          latitude: 19.4326 + 0.01 * Math.cos(i * 2.4) * (1 + i / 10),
          longitude: -99.1332 + 0.01 * Math.sin(i * 2.4) * (1 + i / 10),
        })),
      }
    )
    const id = plan.id_optimization
    // A short day: one van cannot serve every customer in the horizon.
    await call("POST", `/optimizations/${id}/routes`, {
      name: "Van 1",
      start_date: "2026-11-23T15:00:00Z",
      end_date: "2026-11-23T17:00:00Z",
    })
    await optimize(call, id)

    const { context, page } = await suite.newPage()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.goto(`/main/optimizations/${id}`)
    await page.getByRole("link", { name: "Scenarios" }).click()
    await page.waitForURL(`**/main/optimizations/${id}/scenarios`)
    await page.getByRole("button", { name: "Copy as scenario" }).click()
    const dialog = page.getByRole("dialog", { name: "Copy as scenario" })
    await dialog.getByLabel("Scenario name").fill("Two more vans")
    await dialog.getByLabel(/^Vans to add/).fill("2")
    await dialog.getByRole("button", { name: "Save" }).click()
    // The scenario's workspace opens.
    await page.waitForURL(
      (url) =>
        /\/main\/optimizations\/\d+$/.test(url.pathname) &&
        !url.pathname.endsWith(`/${id}`)
    )
    const scenario = Number(page.url().split("/").pop())
    await optimize(call, scenario)

    await page.goto(`/main/optimizations/${scenario}/scenarios`)
    const table = page.getByRole("table", { name: "Scenarios side by side" })
    await table.getByRole("columnheader", { name: /Two more vans/ }).waitFor()
    const figures = await call<Figures[]>(
      "GET",
      `/optimizations/${scenario}/scenarios`
    )
    const [before, after] = figures
    expect(before!.id_optimization).toBe(id)
    expect(after!.id_optimization).toBe(scenario)
    expect(after!.routes_used).toBeGreaterThan(before!.routes_used)
    expect(after!.planned).toBeGreaterThanOrEqual(before!.planned)
    const cells = async (name: RegExp) =>
      table.getByRole("row", { name }).getByRole("cell").allTextContents()
    const km = (m: number) =>
      `${new Intl.NumberFormat("en", { maximumFractionDigits: 1 }).format(m / 1000)} km`
    expect(await cells(/^Distance/)).toEqual([
      km(before!.distance),
      km(after!.distance),
    ])
    expect(await cells(/^Routes used/)).toEqual([
      String(before!.routes_used),
      String(after!.routes_used),
    ])
    expect(await cells(/^Unassigned stops/)).toEqual([
      String(before!.unassigned),
      String(after!.unassigned),
    ])

    await page.getByRole("button", { name: "Promote Two more vans" }).click()
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Promote" })
      .click()
    await table
      .getByRole("columnheader", { name: /Two more vans.*The plan/ })
      .waitFor()
    const promoted = await call<{ scenario_of: number | null }>(
      "GET",
      `/optimizations/${scenario}`
    )
    expect(promoted.scenario_of).toBeNull()
    const former = await call<{ scenario_of: number | null }>(
      "GET",
      `/optimizations/${id}`
    )
    expect(former.scenario_of).toBe(scenario)
    await context.close()
  })
})
