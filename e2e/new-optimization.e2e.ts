// The new-optimization wizard in the real browser: a 200-row spreadsheet (two depots, a few bad
// rows) through every step, typed addresses in Spanish, and the files it must refuse.
import writeXlsxFile from "write-excel-file/node"
import { describe, expect, it } from "vitest"

import { bombXlsx } from "../apps/backoffice/src/features/planning/spreadsheet/spreadsheet-fixtures.ts"
import { gridPlace } from "@ruta/stand-ins/geocoder"
import { fixImportRow } from "./import-rows.ts"
import { apiAs, signInTo } from "./product.ts"
import { productWithGeocoder } from "./geocoder-suite.ts"

const { suite, geocoder } = productWithGeocoder()

/**
 * The fixture: 200 data rows with Spanish headers. Row 2 is the "Depot" (by its alias), row 3 a
 * depot by its flag; customers "Cliente N" at "Calle N, Centro", five by coordinates only; bad
 * rows: 52 (text in Piezas), 62 (latitude 95), 72 (an address found nowhere); 82 is ambiguous.
 */
function fixtureRows() {
  const header = [
    "Nombre",
    "Dirección",
    "Latitud",
    "Longitud",
    "Depósito",
    "Piezas",
    "Ventana inicio",
    "Ventana fin",
  ]
  const rows: (string | number | null)[][] = [header]
  for (let n = 0; n < 200; n++) {
    const place = gridPlace(n)
    const byPoint = n >= 90 && n < 95
    rows.push([
      n === 0 ? "Depot" : n === 1 ? "Bodega Norte" : `Cliente ${n}`,
      byPoint
        ? ""
        : n === 70
          ? "Calle nowhere 70"
          : n === 80
            ? `Calle ${n} ambiguous`
            : `Calle ${n}, Centro`,
      n === 60 ? 95 : byPoint || n < 2 ? place.latitude : null,
      n === 60 ? -99.1 : byPoint || n < 2 ? place.longitude : null,
      n === 1 ? "sí" : "",
      n === 50 ? "muchas" : 1 + (n % 3),
      n % 10 === 3 ? "9:00" : "",
      n % 10 === 3 ? "13:30" : "",
    ])
  }
  return rows
}

describe("new optimization from a spreadsheet", () => {
  it("takes 200 rows through every step to an optimization whose stops match the file", async () => {
    const xlsx = await writeXlsxFile([
      { sheet: "Paradas", data: fixtureRows() },
    ]).toBuffer()
    const { context, page } = await suite.newPage()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.getByRole("link", { name: "New optimization" }).click()
    await page.waitForURL("**/main/new-optimization")
    const steps = page.getByRole("list", { name: "New optimization" })
    await page.getByRole("button", { name: "Next" }).click()
    await page.getByText("Required field.").waitFor()
    await page.getByLabel("Name").fill("Fixture 200")
    await page.getByRole("tab", { name: "Upload a spreadsheet" }).click()
    await page.getByRole("button", { name: "Next" }).click()
    await steps
      .locator('[aria-current="step"]')
      .getByText("Addresses")
      .waitFor()

    // Refused files: a compressed bomb and a picture named .xlsx; nothing else is lost.
    const input = page.locator("input[type=file]")
    await input.setInputFiles({
      name: "bomb.xlsx",
      mimeType: "application/octet-stream",
      buffer: Buffer.from(bombXlsx()),
    })
    await page
      .getByText(
        "The file expands to far more than a spreadsheet of 10,000 rows: it was not opened."
      )
      .waitFor()
    await input.setInputFiles({
      name: "photo.xlsx",
      mimeType: "image/png",
      buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]),
    })
    await page
      .getByText(
        "This file is not a spreadsheet: upload an .xlsx or .csv file."
      )
      .waitFor()

    await input.setInputFiles({
      name: "paradas-del-martes.xlsx",
      mimeType:
        "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: xlsx,
    })
    await page.getByRole("button", { name: "Use 200 rows" }).click()
    const counts = page.getByRole("main")
    await counts
      .getByText("198 stops, 2 depots, 3 to fix, 0 left out", { exact: true })
      .waitFor({ timeout: 30_000 })
    await page.getByLabel("Only rows to fix").check()
    const table = page.getByRole("table", { name: "Rows to import" })
    await table.getByText("Pieces: not a number 0 or greater").waitFor()
    await table.getByText("Latitude: out of range or not a number").waitFor()
    await table.getByText("Not found", { exact: true }).waitFor()

    // Fix row 52 inline: its pieces, then look its address up.
    await fixImportRow(
      page,
      "Cliente 50",
      async (dialog) => {
        await dialog.getByLabel("Pieces").fill("2")
        await dialog.getByRole("button", { name: "Find" }).click()
      },
      "198 stops, 2 depots, 2 to fix, 0 left out"
    )
    await page
      .getByRole("button", { name: "Leave out the 2 rows to fix" })
      .click()
    await counts
      .getByText("196 stops, 2 depots, 0 to fix, 2 left out", { exact: true })
      .waitFor()
    await page.getByRole("button", { name: "Next" }).click()
    await page.getByRole("combobox", { name: "New routes" }).click()
    await page.getByRole("option", { name: "3", exact: true }).click()
    await page.getByRole("button", { name: "Next" }).click()
    await page.getByText("3 new, 0 pending routes added").waitFor()
    await page.getByRole("button", { name: "Create optimization" }).click()
    await page.getByRole("heading", { name: "Fixture 200" }).waitFor()
    const id = Number(/optimizations\/(\d+)/.exec(page.url())![1])

    const call = await apiAs(suite.url, "client@acme.demo")
    const plan = await call<{
      method: number
      stops: {
        name: string
        pieces: number
        latitude: number
        longitude: number
        time_window_start: string | null
      }[]
      routes: { name: string; depot: { name: string } | null }[]
    }>("GET", `/optimizations/${id}`)
    expect(plan.method).toBe(2)
    const expected = Array.from({ length: 198 }, (_, i) => `Cliente ${i + 2}`)
      .filter((name) => name !== "Cliente 60" && name !== "Cliente 70")
      .sort()
    expect(plan.stops.map((s) => s.name).sort()).toEqual(expected)
    const byName = new Map(plan.stops.map((s) => [s.name, s]))
    expect(byName.get("Cliente 50")!.pieces).toBe(2)
    expect(byName.get("Cliente 92")).toMatchObject(gridPlace(92))
    expect(byName.get("Cliente 7")).toMatchObject({
      ...gridPlace(7),
      pieces: 2,
      time_window_start: null,
    })
    expect(byName.get("Cliente 13")!.time_window_start).not.toBeNull()
    expect(plan.routes.map((r) => [r.name, r.depot?.name])).toEqual([
      ["Route 1", "Depot"],
      ["Route 2", "Depot"],
      ["Route 3", "Depot"],
    ])
    // The list shows it first (newest first), and last when sorted oldest first.
    await page.getByRole("link", { name: "Optimizations" }).click()
    const list = page.getByRole("table", { name: "Optimizations" })
    const firstName = () => list.getByRole("row").nth(1).getByRole("link")
    await firstName().getByText("Fixture 200").waitFor()
    await list.getByRole("button", { name: "Created" }).click()
    await page.waitForURL(/order=oldest/)
    await firstName().getByText("Demo deliveries").waitFor()
    await list.getByRole("button", { name: "Created" }).click()
    await page.waitForURL((url) => !url.search.includes("order="))
    await firstName().getByText("Fixture 200").waitFor()
    // Each distinct address went to the geocoding service once.
    expect(
      geocoder().asked.filter((q) => q === "Calle 7, Centro")
    ).toHaveLength(1)
    await context.close()
    // Two hundred rows through five steps and a geocoding of each: twice a screen's minute (on
    // a loaded two-core machine it took over 60 s).
  }, 120_000)
})

describe("new optimization from typed addresses", () => {
  it("creates an optimization of three typed addresses and one from the address book, in Spanish", async () => {
    const { context, page } = await suite.newPage()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.getByRole("button", { name: "Switch to Spanish" }).click()
    await page.getByRole("link", { name: "Nueva optimización" }).click()
    await page.getByLabel("Nombre").fill("Martes a mano")
    await page.getByRole("button", { name: "Siguiente" }).click()
    await page
      .getByLabel("Direcciones", { exact: true })
      .fill("Calle 7, Centro\n19.4400,-99.1400\n\nCalle 8, Centro")
    await page.getByLabel("Agregar desde la libreta de direcciones").fill("Ana")
    await page
      .getByRole("list", { name: "Coincidencias de la libreta de direcciones" })
      .getByRole("button")
      .first()
      .click()
    await page.getByRole("button", { name: "Siguiente" }).click()
    await page
      .getByText("4 paradas, 0 depósitos, 0 por corregir, 0 omitidas", {
        exact: true,
      })
      .waitFor({ timeout: 30_000 })
    await page.getByRole("button", { name: "Siguiente" }).click()
    await page.getByRole("button", { name: "Siguiente" }).click()
    await page.getByRole("button", { name: "Crear optimización" }).click()
    await page.getByRole("heading", { name: "Martes a mano" }).waitFor()
    const id = Number(/optimizations\/(\d+)/.exec(page.url())![1])
    const plan = await (
      await apiAs(suite.url, "client@acme.demo")
    )<{
      method: number
      stops: { address: string; id_address: number | null; name: string }[]
    }>("GET", `/optimizations/${id}`)
    expect(plan.method).toBe(1)
    const fromBook = plan.stops.filter((s) => s.id_address !== null)
    expect(fromBook.map((s) => s.name)).toEqual([
      expect.stringContaining("Ana"),
    ])
    expect(
      plan.stops
        .filter((s) => s.id_address === null)
        .map((s) => s.address)
        .sort()
    ).toEqual([
      "19.44,-99.14",
      "Calle 7, Ciudad de México, México",
      "Calle 8, Ciudad de México, México",
    ])
    await context.close()
  })
})
