import { describe, expect, it } from "vitest"

import { apiAs, productForSuite, signInTo } from "./product.ts"

const suite = productForSuite()

// Three customers of the address book with visit rules, in Spanish. The fortnightly one starts
// this week (the day of the import), so it is not due next week.
const sheet = [
  "Nombre,Dirección,Latitud,Longitud,Visitas,Horario",
  'Farmacia Lunes Jueves,Madero 17,19.4326,-99.1332,"Lun, Jue",09:00-12:00',
  "Taller Miércoles,Reforma 222,19.4270,-99.1677,miércoles,",
  "Oficina Quincenal,Insurgentes 1602,19.3700,-99.1800,cada 2 semanas vie,",
].join("\n")

const addDays = (day: string, n: number) => {
  const at = new Date(`${day}T12:00:00Z`)
  at.setUTCDate(at.getUTCDate() + n)
  return at.toISOString().slice(0, 10)
}

describe("recurring visits", () => {
  it("imports entries with rules and plans next week from them", async () => {
    const { context, page } = await suite.newPage()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.getByRole("link", { name: "Address book" }).click()
    await page.waitForURL("**/main/address-book")
    await page.getByRole("button", { name: "Import addresses" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.locator("input[type=file]").setInputFiles({
      name: "clientes.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(sheet),
    })
    await dialog.getByText("3 entries, 3 with recurring visits.").waitFor()
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.waitFor({ state: "detached" })
    await page.getByRole("cell", { name: "Farmacia Lunes Jueves" }).waitFor()

    await page.getByRole("link", { name: "Optimizations" }).click()
    await page.waitForURL("**/main/optimizations")
    await page.getByRole("button", { name: "Plan next week" }).click()
    const from = await dialog.getByLabel("First day").inputValue()
    expect(await dialog.getByLabel("Last day").inputValue()).toBe(
      addDays(from, 4)
    )
    await dialog.getByRole("button", { name: "Save" }).click()
    await page.waitForURL(/\/main\/optimizations\/\d+$/)
    await page.getByText("Taller Miércoles").first().waitFor()

    const id = Number(page.url().split("/").pop())
    const api = await apiAs(suite.url, "client@acme.demo")
    const plan = await api<{
      horizon_days: number
      stops: { name: string; allowed_days: string[]; time_windows: unknown[] }[]
    }>("GET", `/optimizations/${id}`)
    expect(plan.horizon_days).toBe(5)
    expect(
      plan.stops
        .map((s) => [s.name, s.allowed_days, s.time_windows.length])
        .sort()
    ).toEqual([
      ["Farmacia Lunes Jueves", [from], 1],
      ["Farmacia Lunes Jueves", [addDays(from, 3)], 1],
      ["Taller Miércoles", [addDays(from, 2)], 0],
    ])
    await context.close()
  })
})
