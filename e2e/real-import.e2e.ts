// A real import in the real browser (issue 30): a 500-row export from a Spanish-locale spreadsheet
// (semicolons, decimal commas, windows-1252, phones written "55 9779 2542") goes to an
// optimization of 500 stops with its phones in E.164; a file with phones nobody can read shows
// its rows to fix before Create; and a save the server refuses always shows why, on the
// new-optimization screen and in the workspace.
import type { Page, Route } from "playwright-core"
import { describe, expect, it } from "vitest"

import { gridPlace } from "@ruta/stand-ins/geocoder"
import { fixImportRow } from "./import-rows.ts"
import { apiAs, optimizationOfSite, signInTo } from "./product.ts"
import { productWithGeocoder } from "./geocoder-suite.ts"
import { shownOnce } from "./shown-once.ts"

const { suite } = productWithGeocoder()

const PHONE_RULE = "The phone number can't have dash, spaces nor parentheses."

/** A customer's phone as people write it in Mexico City: "55 9779 2000" for customer 0. */
const writtenPhone = (n: number) => `55 9779 ${String(2000 + n)}`

/**
 * A CSV as Excel in Spanish saves it: ";" between cells, "3,8" for 3.8, windows-1252 (one byte
 * for "ó"), CRLF; customer N at "Calle N, Centro", 40 % of them with a morning window.
 *
 * @param phone - the phone cell of customer n
 */
function spanishCsv(rows: number, phone: (n: number) => string): Buffer {
  const lines = ["Nombre;Dirección;Peso;Teléfono;Ventana inicio;Ventana fin"]
  for (let n = 0; n < rows; n++) {
    const windowed = n % 5 < 2
    lines.push(
      [
        `Cliente Núñez ${n}`,
        `Calle ${n}, Centro`,
        `${1 + (n % 5)},${n % 10}`,
        phone(n),
        windowed ? "9:00" : "",
        windowed ? "13:30" : "",
      ].join(";")
    )
  }
  // Latin-1 is windows-1252 for every character written here.
  return Buffer.from(`${lines.join("\r\n")}\r\n`, "latin1")
}

/** Signs in, opens the wizard, names the optimization and uploads `csv`. */
async function uploadToWizard(page: Page, name: string, csv: Buffer) {
  await signInTo(page, "client@acme.demo", "/main/dashboard")
  await page.getByRole("link", { name: "New optimization" }).click()
  await page.getByLabel("Name").fill(name)
  await page.getByRole("tab", { name: "Upload a spreadsheet" }).click()
  await page.getByRole("button", { name: "Next" }).click()
  await page.locator("input[type=file]").setInputFiles({
    name: "paradas.csv",
    mimeType: "text/csv",
    buffer: csv,
  })
}

/** Answers the next calls to `url` with a refusal, as the server would; the rest go on. */
async function refuse(
  page: Page,
  url: string,
  method: string,
  body: { message: string; details?: { field: string; message: string }[] }
) {
  await page.route(url, (route: Route) =>
    route.request().method() === method
      ? route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({
            statusCode: 400,
            code: "VALIDATION_ERROR",
            ...body,
          }),
        })
      : route.fallback()
  )
}

describe("a real import", () => {
  it("takes a 500-row Spanish CSV to an optimization of 500 stops, its phones in E.164", async () => {
    const { context, page } = await suite.newPage()
    await uploadToWizard(page, "Export 500", spanishCsv(500, writtenPhone))
    await page.getByRole("button", { name: "Use 500 rows" }).click()
    const counts = page.getByRole("main")
    await counts
      .getByText("500 stops, 0 depots, 0 to fix, 0 left out", { exact: true })
      .waitFor({ timeout: 90_000 })
    // Each row shows what was written in its canonical form.
    const table = page.getByRole("table", { name: "Rows to import" })
    await table
      .getByText("Phone number: 55 9779 2000 → +525597792000")
      .waitFor()
    await table.getByText("Cliente Núñez 0").waitFor()
    await page.getByRole("button", { name: "Next" }).click()
    await page.getByRole("button", { name: "Next" }).click()
    await page.getByRole("button", { name: "Create optimization" }).click()
    await page.getByRole("heading", { name: "Export 500" }).waitFor()
    const id = Number(/optimizations\/(\d+)/.exec(page.url())![1])

    const plan = await (
      await apiAs(suite.url, "client@acme.demo")
    )<{
      method: number
      stops: {
        name: string
        phone_number: string
        weight: number
        latitude: number
        longitude: number
        time_window_start: string | null
      }[]
    }>("GET", `/optimizations/${id}`)
    expect(plan.method).toBe(2)
    expect(plan.stops).toHaveLength(500)
    const byName = new Map(plan.stops.map((s) => [s.name, s]))
    for (let n = 0; n < 500; n++)
      expect(byName.get(`Cliente Núñez ${n}`)).toMatchObject({
        phone_number: `+52559779${2000 + n}`,
        weight: 1 + (n % 5) + (n % 10) / 10,
        ...gridPlace(n),
      })
    expect(plan.stops.filter((s) => s.time_window_start)).toHaveLength(200)
    await context.close()
  }, 240_000)

  it("shows 3 unreadable phones as rows to fix before Create, and the server's refusals once sent", async () => {
    const unreadable: Record<number, string> = {
      17: "55 97",
      18: "12-3",
      19: "9779 25",
    }
    const { context, page } = await suite.newPage()
    await uploadToWizard(
      page,
      "Three bad phones",
      spanishCsv(20, (n) => unreadable[n] ?? writtenPhone(n))
    )
    await page.getByRole("button", { name: "Use 20 rows" }).click()
    const counts = page.getByRole("main")
    await counts
      .getByText("20 stops, 0 depots, 3 to fix, 0 left out", { exact: true })
      .waitFor({ timeout: 30_000 })
    expect(
      await page.getByRole("button", { name: "Next", exact: true }).isDisabled()
    ).toBe(true)
    await page.getByLabel("Only rows to fix").check()
    const table = page.getByRole("table", { name: "Rows to import" })
    await expect
      .poll(() =>
        table.getByText("Phone number: Enter a valid phone number.").count()
      )
      .toBe(3)

    // Row 21's phone fixed in its dialog; rows 19 and 20 left out.
    await fixImportRow(
      page,
      "Cliente Núñez 19",
      (dialog) => dialog.getByLabel("Phone number").fill("(55) 9779-2019"),
      "20 stops, 0 depots, 2 to fix, 0 left out"
    )
    await page
      .getByRole("button", { name: "Leave out the 2 rows to fix" })
      .click()
    await page.getByRole("button", { name: "Next", exact: true }).click()
    await page.getByRole("button", { name: "Next", exact: true }).click()

    // A refusal of the bulk create names its rows; one that names no field says its message.
    await refuse(page, "**/api/v1/optimizations", "POST", {
      message: PHONE_RULE,
      details: Array.from({ length: 17 }, (_, i) => ({
        field: `stops.${i}.phone_number`,
        message: PHONE_RULE,
      })),
    })
    const create = page.getByRole("button", { name: "Create optimization" })
    await create.click()
    const alert = page.getByRole("alert")
    await alert.getByText(`Rows 2–18: Phone number: ${PHONE_RULE}`).waitFor()
    await page.unrouteAll()
    await refuse(page, "**/api/v1/optimizations", "POST", {
      message: "This site cannot take new optimizations.",
    })
    await create.click()
    await alert.getByText("This site cannot take new optimizations.").waitFor()
    await page.unrouteAll()
    await create.click()
    await page.getByRole("heading", { name: "Three bad phones" }).waitFor()
    const id = Number(/optimizations\/(\d+)/.exec(page.url())![1])
    const plan = await (
      await apiAs(suite.url, "client@acme.demo")
    )<{ stops: { name: string; phone_number: string }[] }>(
      "GET",
      `/optimizations/${id}`
    )
    expect(plan.stops).toHaveLength(18)
    expect(
      plan.stops.find((s) => s.name === "Cliente Núñez 19")?.phone_number
    ).toBe("+525597792019")
    await context.close()
  }, 120_000)
})

describe("a refused save in the workspace", () => {
  it("shows the server's message when adding a route or optimizing is refused", async () => {
    const call = await apiAs(suite.url, "client@acme.demo")
    const site = await optimizationOfSite(call, "Acme Centro")
    const created = await call<{ id_optimization: number }>(
      "POST",
      "/optimizations",
      {
        name: "Refused saves",
        id_subsidiary: site.id_subsidiary,
        stops: [1, 2, 3].map((n) => ({
          name: `Cliente ${n}`,
          ...gridPlace(n),
        })),
        new_routes: [{ name: "Route 1" }],
      }
    )
    const id = created.id_optimization
    const { context, page } = await suite.newPage()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.goto(`/main/optimizations/${id}`)
    await page.getByRole("heading", { name: "Refused saves" }).waitFor()

    await refuse(page, `**/api/v1/optimizations/${id}/routes`, "POST", {
      message: "Max 100 characters",
      details: [{ field: "name", message: "Max 100 characters" }],
    })
    await page.getByRole("button", { name: "Add route" }).click()
    await shownOnce(page, "Max 100 characters")

    await refuse(page, `**/api/v1/optimizations/${id}/optimize`, "POST", {
      message: "The time limit must be between 1 and 300 seconds.",
    })
    await page.getByRole("button", { name: "Optimize", exact: true }).click()
    await shownOnce(page, "The time limit must be between 1 and 300 seconds.")
    await context.close()
  })
})
