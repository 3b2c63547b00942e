import { describe, expect, it } from "vitest"

import { productForSuite, rowAction, signIn, signInTo } from "./product.ts"

const suite = productForSuite()

// A 1x1 PNG.
const png = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64"
)

describe("users", () => {
  it("creates a client user with a photo, who must choose a password at first sign-in", async () => {
    const { context, page } = await suite.newPage()
    await signInTo(page, "admin@ruta.demo", "/main/clients")
    await page.getByRole("link", { name: "Users" }).click()
    await page.getByRole("cell", { name: "client@acme.demo" }).waitFor()
    await page.getByRole("button", { name: "New user" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Name").fill("Carla Planner")
    await dialog.getByLabel("Email").fill("carla@acme.demo")
    await dialog.getByRole("combobox", { name: "Role" }).click()
    await page.getByRole("option", { name: "client user" }).click()
    await dialog.getByRole("combobox", { name: "Client" }).click()
    await page.getByRole("option", { name: "Acme Deliveries" }).click()
    await dialog.getByLabel("Password").fill("Start-pass-2026!")
    await dialog.getByLabel("Drop a photo here, or choose one").setInputFiles({
      name: "carla.png",
      mimeType: "image/png",
      buffer: png,
    })
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.waitFor({ state: "detached" })
    const row = page.getByRole("row", { name: /carla@acme\.demo/ })
    await row.waitFor()
    await row.locator("img").waitFor()
    await context.close()

    const carla = await suite.newPage()
    await signIn(carla.page, "carla@acme.demo", "Start-pass-2026!")
    await carla.page.waitForURL("**/resetpassword")
    await carla.context.close()
  })

  it("shows the spec's messages for a bad user form", async () => {
    const { context, page } = await suite.newPage()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.goto("/main/users")
    await page.getByRole("button", { name: "New user" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Email").fill("not-an-email")
    await dialog.getByLabel("Telephone").fill("55-CALL")
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.getByText("Enter a valid email.").waitFor()
    await dialog
      .getByText("The phone number can't have dash, spaces nor parentheses.")
      .waitFor()
    await dialog
      .getByText("Password is required.")
      .or(dialog.getByText("A new password is required."))
      .first()
      .waitFor()
    expect(await dialog.isVisible()).toBe(true)
    await context.close()
  })
})

describe("drivers", () => {
  it("gets skills and a car", async () => {
    const { context, page } = await suite.newPage()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.goto("/main/users?tab=driver")
    const row = page.getByRole("row", { name: /driver@acme\.demo/ })
    await rowAction(page, row, "Skills and car")
    const dialog = page.getByRole("dialog")
    // "Refrigerated" is one of the demo skills of every client.
    await dialog.getByLabel("Refrigerated").check()
    await dialog.getByRole("combobox", { name: "Car" }).click()
    await page.getByRole("option").nth(1).click()
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.waitFor({ state: "detached" })
    await rowAction(page, row, "Skills and car")
    await expect
      .poll(() => dialog.getByLabel("Refrigerated").isChecked())
      .toBe(true)
    expect(
      await dialog.getByRole("combobox", { name: "Car" }).innerText()
    ).not.toContain("No car")
    await context.close()
  })
})
