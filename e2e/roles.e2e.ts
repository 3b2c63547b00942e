import { describe, expect, it } from "vitest"

import { productForSuite, rowAction, signIn, signInTo } from "./product.ts"
import { shownOnce } from "./shown-once.ts"

const suite = productForSuite()

describe("roles and permissions", () => {
  it("lists roles, filters them, and opens a role", async () => {
    const { context, page } = await suite.newPage()
    await signInTo(page, "admin@ruta.demo", "/main/clients")
    await page.getByRole("link", { name: "Roles" }).click()
    await page.getByRole("cell", { name: "driver", exact: true }).waitFor()
    await page.getByRole("searchbox").fill("client")
    await page.waitForURL(/text=client/)
    await page.getByRole("cell", { name: "client user", exact: true }).waitFor()
    await page
      .getByRole("cell", { name: "driver", exact: true })
      .waitFor({ state: "detached" })
    await context.close()
  })

  it("gives a role a permission, and the menu of its users changes at their next sign-in", async () => {
    const admin = await suite.newPage()
    await signInTo(admin.page, "admin@ruta.demo", "/main/clients")
    await admin.page.goto("/main/roles?text=driver")
    await admin.page
      .getByRole("cell", { name: "driver", exact: true })
      .waitFor()
    await rowAction(
      admin.page,
      admin.page.getByRole("row", { name: /driver/ }).first(),
      "Edit"
    )
    await admin.page.getByRole("tab", { name: "Permissions" }).click()
    const menuCars = admin.page.getByRole("switch", {
      name: "Side menu: Menu: Cars",
    })
    expect(await menuCars.isChecked()).toBe(false)
    await menuCars.check()
    await shownOnce(admin.page, "Permission granted.")
    await admin.context.close()

    // A driver lands on their day; the back office shows what their role now allows.
    const driver = await suite.newPage()
    await signIn(driver.page, "driver@acme.demo")
    await driver.page.waitForURL((url) => url.pathname === "/driver")
    await driver.page.goto("/main/dashboard")
    await driver.page.getByRole("navigation", { name: "Main menu" }).waitFor()
    await driver.page.getByRole("link", { name: "Cars" }).click()
    await driver.page.getByRole("heading", { name: "Cars" }).waitFor()
    await driver.context.close()
  })

  it("checks the role form with the spec's messages", async () => {
    const { context, page } = await suite.newPage()
    await signInTo(page, "admin@ruta.demo", "/main/clients")
    await page.goto("/main/roles/role")
    await page.getByRole("button", { name: "Save" }).click()
    await page.getByText("Name is required").waitFor()
    await page.getByText("Required field.").first().waitFor()
    await context.close()
  })
})
