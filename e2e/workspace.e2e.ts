// The optimization workspace in the real browser: the 200-address fixture's optimization planned
// by hand and by the solver (routes added, a zone drawn, optimize with live progress, a stop
// dragged and both routes re-timed, undo, the keyboard's "move to", re-optimize and apply the diff in Spanish), then its
// routes in main/routes (its base map's tiles out of reach: the plain map). Then the map draws the
// base map the server's settings name, a local stand-in's style and tiles, and another style's
// after a restart with another MAP_STYLE_URL.
import type { Locator, Page } from "playwright-core"
import { afterAll, describe, expect, it } from "vitest"

import type { BaseMapName } from "@ruta/stand-ins/base-map"
import { startBaseMapStandIn } from "@ruta/stand-ins/base-map"

import { shareOfMapIn } from "./map-share.ts"
import { gridPlace } from "@ruta/stand-ins/geocoder"
import {
  apiAs,
  optimizationOfSite,
  productForSuite,
  signInTo,
} from "./product.ts"

const baseMaps = await startBaseMapStandIn()
afterAll(() => baseMaps.stop())
const suite = productForSuite({ MAP_STYLE_URL: baseMaps.styleUrl("meadow") })
/** How long a change may take to show: the server answers, then the page redraws. */
const POLL = { timeout: 15_000 }

/**
 * The optimization the wizard makes of the 200-row fixture: its 196 customers at their places
 * ("Cliente N" at "Calle N, Centro"), every third with a morning window, and its depot.
 */
async function fixtureOptimization() {
  const call = await apiAs(suite.url, "client@acme.demo")
  // Acme Centro, the demo optimization's site.
  const site = await optimizationOfSite(call, "Acme Centro")
  const customers = Array.from({ length: 198 }, (_, i) => i + 2).filter(
    (n) => n !== 60 && n !== 70
  )
  const created = await call<{ id_optimization: number }>(
    "POST",
    "/optimizations",
    {
      name: "Fixture 200",
      id_subsidiary: site.id_subsidiary,
      stops: customers.map((n) => ({
        name: `Cliente ${n}`,
        address: `Calle ${n}, Centro`,
        ...gridPlace(n),
        pieces: 1 + (n % 3),
      })),
      depots: [{ name: "Depot", ...gridPlace(0) }],
    }
  )
  return created.id_optimization
}

/**
 * Presses the mouse on `from` and releases it over `to`, moving in steps as a hand does: a first
 * nudge starts the drag, then the target is measured where it now is.
 */
async function dragTo(page: Page, from: Locator, to: Locator) {
  await from.hover()
  const a = (await from.boundingBox())!
  const start = { x: a.x + a.width / 2, y: a.y + a.height / 2 }
  await page.mouse.move(start.x, start.y)
  await page.mouse.down()
  await page.mouse.move(start.x, start.y + 8, { steps: 4 })
  await page.waitForTimeout(100)
  const b = (await to.boundingBox())!
  await page.mouse.move(b.x + b.width / 2, b.y + b.height / 3, { steps: 20 })
  await page.waitForTimeout(100)
  await page.mouse.up()
}

/**
 * Waits until the workspace's map has asked for the base map's tiles and painted them: most of it
 * is the base map's land, the stops and routes drawn over the rest.
 */
async function baseMapDrawn(page: Page, name: BaseMapName) {
  await page.locator('[data-slot="map"][data-loaded="true"]').waitFor()
  await expect.poll(() => baseMaps.tilesAsked(name), POLL).toBeGreaterThan(0)
  await expect.poll(() => shareOfMapIn(page, name), POLL).toBeGreaterThan(0.5)
}

describe("the optimization workspace", () => {
  it("plans the 200-address fixture: routes, a drawn zone, optimize live, drag, undo, re-optimize and apply, in English and Spanish", async () => {
    const id = await fixtureOptimization()
    const { context, page } = await suite.newPage()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.goto(`/main/optimizations/${id}`)
    await page.getByRole("heading", { name: "Fixture 200" }).waitFor()
    await page.getByText("196 stops on no route").waitFor()

    // Three routes, each from the site's depot.
    const routes = page.getByRole("list", { name: "Routes of Fixture 200" })
    for (const n of [1, 2, 3]) {
      await page.getByRole("button", { name: "Add route" }).click()
      await routes.getByRole("listitem", { name: `Route ${n}` }).waitFor()
    }

    // A polygon drawn round the middle of the map selects the stops inside; they go to Route 1.
    const map = page.getByRole("region", { name: "Map of Fixture 200" })
    await page.getByRole("button", { name: "Polygon" }).click()
    await map.scrollIntoViewIfNeeded()
    const box = (await map.boundingBox())!
    const cx = box.x + box.width / 2
    const cy = box.y + box.height / 2
    const ring = [
      [cx - 70, cy - 70],
      [cx + 70, cy - 70],
      [cx + 70, cy + 70],
      [cx - 70, cy + 70],
      [cx - 70, cy - 70],
    ] as const
    for (const [x, y] of ring) {
      await page.mouse.move(x, y, { steps: 4 })
      await page.mouse.click(x, y)
    }
    const selection = page.getByRole("region", { name: "Selected stops" })
    const selectedText = await selection
      .getByText(/\d+ stops selected/)
      .textContent()
    const inZone = Number(/(\d+)/.exec(selectedText!)![1])
    expect(inZone).toBeGreaterThan(5)
    expect(inZone).toBeLessThan(196)
    await selection.getByRole("combobox", { name: "Route" }).click()
    await page.getByRole("option", { name: "Route 1", exact: true }).click()
    await selection.getByRole("button", { name: "Assign" }).click()
    const route1 = routes.getByRole("listitem", { name: "Route 1" })
    await route1.getByText(`${inZone} stops`, { exact: true }).waitFor()
    await page.getByText(`${196 - inZone} stops on no route`).waitFor()

    // Optimize all, the progress shown live (5 s of search is plenty for 196 stops).
    await page.getByRole("combobox", { name: "Time limit" }).click()
    await page.getByRole("option", { name: "5 s", exact: true }).click()
    await page.getByRole("button", { name: "Optimize", exact: true }).click()
    const progress = page.getByRole("status").filter({ hasText: "Time limit" })
    await progress.waitFor()
    await progress
      .getByText("Optimized", { exact: true })
      .waitFor({ timeout: 60_000 })
    await expect
      .poll(() => routes.getByText("Optimized", { exact: true }).count(), POLL)
      .toBe(3)
    await page.screenshot({
      path: "test-results/screenshots/workspace-optimized.png",
    })

    // Drag Route 1's first stop onto Route 2's first: it moves there, both routes by hand.
    const call = await apiAs(suite.url, "client@acme.demo")
    const stopsOf = async (route: string) =>
      (
        await call<{ routes: { name: string; stops: { name: string }[] }[] }>(
          "GET",
          `/optimizations/${id}`
        )
      ).routes
        .find((r) => r.name === route)!
        .stops.map((s) => s.name)
    const stops1 = page.getByRole("list", { name: "Stops of Route 1" })
    const stops2 = page.getByRole("list", { name: "Stops of Route 2" })
    const firstIn = (list: Locator) =>
      list.getByRole("listitem").first().getAttribute("aria-label")
    const before1 = await stopsOf("Route 1")
    const before2 = await stopsOf("Route 2")
    const moved = before1[0]!
    const arrivals = async () =>
      new Map(
        (
          await call<{
            routes: { stops: { name: string; eta: string | null }[] }[]
          }>("GET", `/optimizations/${id}`)
        ).routes
          .flatMap((r) => r.stops)
          .map((s) => [s.name, s.eta])
      )
    const arrivalsBefore = await arrivals()
    // Both lists in view at once, as on a planner's large screen.
    await page.setViewportSize({ width: 1366, height: 1400 })
    await stops1.scrollIntoViewIfNeeded()
    await dragTo(
      page,
      stops1.getByRole("button", { name: `Drag ${moved}` }),
      stops2.getByRole("listitem").first()
    )
    await expect.poll(() => firstIn(stops2), POLL).toBe(moved)
    await route1.getByText("Manually optimized").waitFor()
    expect(await stopsOf("Route 2")).toEqual([moved, ...before2])
    expect(await stopsOf("Route 1")).toEqual(before1.slice(1))
    // Both routes are timed again at once: Route 2's first stop now comes later, and its rows and
    // timeline show the server's new arrivals without a reload.
    const arrivalsAfter = await arrivals()
    const next = before2[0]!
    expect(Date.parse(arrivalsAfter.get(next)!)).toBeGreaterThan(
      Date.parse(arrivalsBefore.get(next)!)
    )
    // Times show on the clock of the site they belong to (the demo site's, Mexico City's),
    // whatever the browser's zone.
    const shown = (name: string) =>
      page.evaluate(
        (iso) =>
          new Intl.DateTimeFormat("en", {
            timeStyle: "short",
            timeZone: "America/Mexico_City",
          }).format(new Date(iso)),
        arrivalsAfter.get(name)!
      )
    for (const name of [moved, next]) {
      const row = stops2.getByRole("listitem", { name, exact: true })
      await row.getByText(`arrives ${await shown(name)}`).waitFor(POLL)
    }
    const timeline2 = page.getByRole("list", { name: "Timeline of Route 2" })
    await timeline2
      .getByRole("button", {
        name: `Stop 1, ${moved}, arrives ${await shown(moved)}`,
      })
      .waitFor(POLL)
    await timeline2
      .getByRole("button", {
        name: `Stop 2, ${next}, arrives ${await shown(next)}`,
      })
      .waitFor(POLL)
    // Undo puts it back.
    await page.getByRole("button", { name: "Undo moving 1 stops" }).click()
    await expect.poll(() => firstIn(stops1), POLL).toBe(moved)
    expect(await stopsOf("Route 1")).toEqual(before1)
    expect(await stopsOf("Route 2")).toEqual(before2)
    // The keyboard's way: the stop's menu moves it to the end of Route 2.
    await stops1.getByRole("button", { name: `Actions for ${moved}` }).click()
    await page.getByRole("menuitem", { name: "Route 2" }).click()
    await expect.poll(() => firstIn(stops1), POLL).toBe(before1[1])
    expect(await stopsOf("Route 2")).toEqual([...before2, moved])

    // Edit a stop from its menu: an unreadable amount gets the spec's message, then it is saved,
    // and undo puts the old value back.
    const edited = before1[1]!
    const piecesOf = async () =>
      (
        await call<{ routes: { stops: { name: string; pieces: number }[] }[] }>(
          "GET",
          `/optimizations/${id}`
        )
      ).routes
        .flatMap((r) => r.stops)
        .find((s) => s.name === edited)!.pieces
    const piecesBefore = await piecesOf()
    await stops1.getByRole("button", { name: `Actions for ${edited}` }).click()
    await page.getByRole("menuitem", { name: "Edit stop" }).click()
    const form = page.getByRole("dialog", { name: `Edit ${edited}` })
    await form.getByLabel("Pieces").fill("muchas")
    await form.getByRole("button", { name: "Save" }).click()
    await form.getByText("Amount has to be 0 or greater.").waitFor()
    await form.getByLabel("Pieces").fill("7")
    await form.getByRole("button", { name: "Save" }).click()
    await form.waitFor({ state: "detached" })
    await expect.poll(piecesOf, POLL).toBe(7)
    await page.getByRole("button", { name: "Undo the stop's edit" }).click()
    await expect.poll(piecesOf, POLL).toBe(piecesBefore)

    // In Spanish: re-optimize, and apply the diff the dialog shows.
    await page.getByRole("button", { name: "Switch to Spanish" }).click()
    await page.getByRole("button", { name: "Reoptimizar" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.waitFor({ timeout: 60_000 })
    await dialog.getByText(moved).first().waitFor()
    await dialog.getByRole("button", { name: "Aplicar" }).click()
    await dialog.waitFor({ state: "detached" })
    await page.getByText("Propuesta aplicada.", { exact: true }).waitFor()
    const rutas = page.getByRole("list", { name: "Rutas de Fixture 200" })
    await expect
      .poll(() => rutas.getByText("Optimizada", { exact: true }).count(), POLL)
      .toBe(3)

    // The routes, in main/routes: pending, nothing done yet, each with its stops.
    const counts = await Promise.all(
      [1, 2, 3].map(async (n) => (await stopsOf(`Route ${n}`)).length)
    )
    await page.getByRole("link", { name: "Rutas", exact: true }).click()
    await page.waitForURL("**/main/routes")
    await page.getByRole("tab", { name: "Pendiente" }).click()
    const table = page.getByRole("table", { name: "Rutas" })
    for (const n of [1, 2, 3]) {
      const row = table
        .getByRole("row")
        .filter({ hasText: `Route ${n}` })
        .first()
      await row.getByText("Pendiente").waitFor()
      await row.getByText(String(counts[n - 1]), { exact: true }).waitFor()
      await row.getByText("0%").waitFor()
    }
    await context.close()
  }, 150_000)

  it("draws the base map of the server's settings, and another one after a restart with another style, no rebuild", async () => {
    baseMaps.tiles.served = true
    const call = await apiAs(suite.url, "client@acme.demo")
    const { items } = await call<{ items: { id_optimization: number }[] }>(
      "GET",
      "/optimizations?size=1"
    )
    const workspace = `/main/optimizations/${items[0]!.id_optimization}`
    const opened = async () => {
      const { context, page } = await suite.newPage()
      await signInTo(page, "client@acme.demo", "/main/dashboard")
      await page.goto(workspace)
      return { context, page }
    }
    const first = await opened()
    await baseMapDrawn(first.page, "meadow")
    await first.context.close()
    expect(baseMaps.tilesAsked("mist")).toBe(0)

    await suite.restart({ MAP_STYLE_URL: baseMaps.styleUrl("mist") })
    const meadowTiles = baseMaps.tilesAsked("meadow")
    const second = await opened()
    await baseMapDrawn(second.page, "mist")
    expect(baseMaps.asked).toContain("/mist/style.json")
    expect(baseMaps.tilesAsked("meadow")).toBe(meadowTiles)
    await second.context.close()
  }, 150_000)
})
