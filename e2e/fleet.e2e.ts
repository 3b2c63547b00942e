import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"

import { productForSuite, rowAction, signInTo } from "./product.ts"

const suite = productForSuite()

async function choose(
  page: Page,
  scope: ReturnType<Page["getByRole"]>,
  label: string,
  option: string
) {
  await scope.getByRole("combobox", { name: label }).click()
  await page.getByRole("option", { name: option, exact: true }).click()
}

describe("fleet", () => {
  it("creates a skill and a stop outcome, and finds them again", async () => {
    const { context, page } = await suite.newPage()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.getByRole("link", { name: "Skills" }).click()
    await page.waitForURL("**/main/skills")
    await page.getByRole("button", { name: "Add" }).click()
    await page.getByRole("dialog").getByLabel("Name").fill("Forklift")
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click()
    await page.getByRole("cell", { name: "Forklift" }).waitFor()
    await page.getByRole("searchbox").fill("fork")
    await page.getByRole("cell", { name: "Forklift" }).waitFor()
    // Both screens have an "Add" button: click this one once it is shown.
    await page.getByRole("link", { name: "Stop outcomes" }).click()
    await page.waitForURL("**/main/stop-outcomes")
    await page.getByRole("cell", { name: "Forklift" }).waitFor({
      state: "detached",
    })
    await page.getByRole("button", { name: "Add" }).click()
    await page.getByRole("dialog").getByLabel("Name").fill("Customer absent")
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click()
    await page.getByRole("cell", { name: "Customer absent" }).waitFor()
    await context.close()
  })

  it("creates a car with capacities and skills, edits it and deletes it", async () => {
    const { context, page } = await suite.newPage()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.getByRole("link", { name: "Cars" }).click()
    await page.getByRole("button", { name: "New car" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Name").fill("Van 7")
    await dialog.getByLabel("Plate").fill("abc-123")
    await choose(page, dialog, "Make", "Ford")
    await choose(page, dialog, "Model", "Transit")
    await choose(page, dialog, "Type", "Van")
    await dialog.getByLabel("Capacity in pieces").fill("120")
    await dialog.getByLabel("Capacity in weight").fill("1500")
    await dialog.getByLabel("Capacity in volume").fill("11.5")
    await dialog.getByLabel("Forklift").check()
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.waitFor({ state: "detached" })
    const row = page.getByRole("row", { name: /Van 7/ })
    await row.getByText("ABC-123").waitFor()
    await row.getByText("Forklift").waitFor()
    await row.getByText("120 pcs").waitFor()

    await choose(page, page.locator("main"), "Skill", "Forklift")
    await page.getByRole("row", { name: /Van 7/ }).waitFor()

    await rowAction(page, row, "Edit")
    await dialog.getByLabel("Name").fill("Van 8")
    await dialog.getByRole("button", { name: "Save" }).click()
    const renamed = page.getByRole("row", { name: /Van 8/ })
    await renamed.waitFor()

    await rowAction(page, renamed, "Delete")
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Delete" })
      .click()
    // The row goes once the server confirms, and does not come back with the refetched list.
    await page.getByText("Car deleted.", { exact: true }).waitFor()
    await renamed.waitFor({ state: "detached" })
    await expect
      .poll(() => page.getByRole("row", { name: /Van 8/ }).count(), {
        timeout: 10_000,
      })
      .toBe(0)
    await context.close()
  })

  it("checks the car form with the spec's messages", async () => {
    const { context, page } = await suite.newPage()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.goto("/main/cars")
    await page.getByRole("button", { name: "New car" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Capacity in pieces").fill("-3")
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.getByText("Required field.").first().waitFor()
    await dialog.getByText("Amount has to be 0 or greater.").waitFor()
    await context.close()
  })
})

describe("depots", () => {
  it("creates a depot from coordinates, edits it with the map's pin, and deletes it", async () => {
    const { context, page } = await suite.newPage()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.getByRole("link", { name: "Depots" }).click()
    await page.getByRole("button", { name: "New depot" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Name").fill("Bodega Sur")
    await dialog.getByLabel("Address or coordinates").fill("19.3467,-99.1617")
    await dialog.getByRole("button", { name: "Find" }).click()
    await dialog.getByText("Latitude 19.3467, longitude -99.1617").waitFor()
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.waitFor({ state: "detached" })
    const row = page.getByRole("row", { name: /Bodega Sur/ })
    await row.getByText("19.34670, -99.16170").waitFor()

    await page.getByRole("searchbox").fill("sur")
    await row.waitFor()

    await rowAction(page, row, "Edit")
    const pin = dialog.locator("[data-slot=map-pin]")
    await pin.waitFor()
    const box = (await pin.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(
      box.x + box.width / 2 + 60,
      box.y + box.height / 2 + 30,
      { steps: 8 }
    )
    await page.mouse.up()
    await dialog.getByText("Latitude 19.3467,").waitFor({ state: "detached" })
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.waitFor({ state: "detached" })
    await page
      .getByRole("row", { name: /Bodega Sur/ })
      .getByText("19.34670, -99.16170")
      .waitFor({ state: "detached" })

    await rowAction(
      page,
      page.getByRole("row", { name: /Bodega Sur/ }),
      "Delete"
    )
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Delete" })
      .click()
    await page
      .getByRole("row", { name: /Bodega Sur/ })
      .waitFor({ state: "detached" })
    await context.close()
  })
})

describe("address book", () => {
  it("saves a customer's address from coordinates and finds it again", async () => {
    const { context, page } = await suite.newPage()
    await signInTo(page, "site@acme.demo", "/main/dashboard")
    await page.getByRole("link", { name: "Address book" }).click()
    await page.getByRole("button", { name: "New address" }).click()
    const dialog = page.getByRole("dialog")
    await dialog.getByLabel("Alias").fill("Farmacia Roma")
    await dialog
      .getByLabel("Address", { exact: false })
      .first()
      .fill("19.4190,-99.1622")
    await dialog.getByRole("button", { name: "Find" }).click()
    await expect
      .poll(() => dialog.getByLabel("Latitude").inputValue())
      .toBe("19.419")
    await dialog.getByLabel("First name").fill("Lucía")
    await dialog.getByLabel("Phone number").fill("+525598765432")
    await dialog.getByRole("button", { name: "Save" }).click()
    await dialog.waitFor({ state: "detached" })
    await page.getByRole("searchbox").fill("roma")
    await page
      .getByRole("row", { name: /Farmacia Roma/ })
      .getByText("Lucía")
      .waitFor()
    await context.close()
  })
})
