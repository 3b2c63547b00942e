import { describe, expect, it } from "vitest"

import { productForSuite, rowAction, signInTo } from "./product.ts"

const suite = productForSuite()

describe("clients", () => {
  it("moves a client between the lists with assign and unassign", async () => {
    const { context, page } = await suite.newPage()
    await signInTo(page, "admin@ruta.demo", "/main/clients")
    await page.getByText("No clients in your list.").waitFor()
    await page.getByRole("tab", { name: "Unassigned" }).click()
    await page.waitForURL("**/main/clients/unassigned")
    const acme = page.getByRole("row", { name: /Acme Deliveries/ })
    await rowAction(page, acme, "Add to my list")
    await acme.waitFor({ state: "detached" })
    await page.getByRole("tab", { name: "My list" }).click()
    const mine = page.getByRole("row", { name: /Acme Deliveries/ })
    await mine.waitFor()
    await rowAction(page, mine, "Remove from my list")
    await mine.waitFor({ state: "detached" })
    await page.getByRole("tab", { name: "Unassigned" }).click()
    await page.getByRole("row", { name: /Acme Deliveries/ }).waitFor()
    await context.close()
  })

  it("creates a client, then a site on its sites tab", async () => {
    const { context, page } = await suite.newPage()
    await signInTo(page, "admin@ruta.demo", "/main/clients")
    await page.getByRole("link", { name: "New client" }).click()
    await page.getByLabel("Name").fill("Initech Couriers")
    await page.getByLabel("Phone number").fill("+5215512345678")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByRole("heading", { name: "Initech Couriers" }).waitFor()
    await page.getByRole("tab", { name: "Sites" }).click()
    await page.getByRole("button", { name: "New site" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Name").fill("Initech Norte")
    await dialog.getByRole("button", { name: "Save" }).click()
    await page.getByRole("cell", { name: "Initech Norte" }).waitFor()
    await rowAction(
      page,
      page.getByRole("row", { name: /Initech Norte/ }),
      "Open"
    )
    await page.getByRole("heading", { name: "Initech Norte" }).waitFor()
    await page.getByRole("tab", { name: "Configuration" }).waitFor()
    await context.close()
  })

  it("shows a client user nothing of another client", async () => {
    const { context, page } = await suite.newPage()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.goto("/main/clients/client/2")
    await page.getByText("No access").waitFor()
    await page.goto("/main/users")
    await page.getByRole("cell", { name: "client@acme.demo" }).waitFor()
    const body = await page.locator("body").innerText()
    expect(body).not.toMatch(/globex/i)
    await page.getByRole("tab", { name: "Site users" }).click()
    await page.getByRole("cell", { name: "site@acme.demo" }).waitFor()
    expect(await page.locator("body").innerText()).not.toMatch(/globex/i)
    await context.close()
  })
})

describe("the audit log", () => {
  it("shows the provider administrator who changed what", async () => {
    const { context, page } = await suite.newPage()
    await signInTo(page, "admin@ruta.demo", "/main/clients")
    await page.getByRole("button", { name: "Account menu" }).click()
    await page.getByRole("menuitem", { name: "Audit log" }).click()
    await page.getByRole("heading", { name: "Audit log" }).waitFor()
    await page
      .getByRole("cell", { name: "Ruta Administrator" })
      .first()
      .waitFor()
    await context.close()
  })
})

describe("settings", () => {
  it("lets a client user change the company's unit of distance", async () => {
    const { context, page } = await suite.newPage()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.getByRole("link", { name: "Settings" }).click()
    const company = page
      .locator("div", {
        has: page.getByRole("heading", {
          name: "Acme Deliveries: company units",
        }),
      })
      .last()
    await company.getByRole("combobox", { name: "Unit of distance" }).click()
    await page.getByRole("option", { name: "Miles" }).click()
    await company.getByRole("button", { name: "Save configuration" }).click()
    await page
      .getByText("Configuration saved", { exact: false })
      .first()
      .waitFor()
    await page.reload()
    const again = page
      .locator("div", {
        has: page.getByRole("heading", {
          name: "Acme Deliveries: company units",
        }),
      })
      .last()
    await again
      .getByRole("combobox", { name: "Unit of distance" })
      .filter({ hasText: "Miles" })
      .waitFor()
    await context.close()
  })
})
