import { authenticatorApp } from "@ruta/stand-ins/authenticator"
import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"

import { productForSuite, signIn } from "./product.ts"

// Two-factor sign-in required for the provider's administrators, as it is by default.
const suite = productForSuite({ RUTA_ADMIN_TWO_FACTOR: "required" })

async function landOnClients(page: Page) {
  await page.waitForURL((url) => url.pathname === "/main/clients")
  await page.getByRole("navigation", { name: "Main menu" }).waitFor()
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Account menu" }).click()
  await page.getByRole("menuitem", { name: "Sign out" }).click()
  await page.waitForURL((url) => url.pathname === "/login")
}

describe("two-factor sign-in", () => {
  it("an administrator enrols at the first sign-in, then signs in with a code and with a recovery code", async () => {
    const { context, page } = await suite.newPage()
    await signIn(page, "admin@ruta.demo")
    await page
      .getByRole("heading", { name: "Set up two-factor sign-in" })
      .waitFor()
    // The key as the page shows it to type into an app: the test is the app.
    const key = (await page.getByLabel("Setup key").textContent())!.replace(
      /\s/g,
      ""
    )
    const app = authenticatorApp(key)
    let used = app.step(Date.now())
    await page.getByLabel("Code from the app").fill(app.code(used))
    await page
      .getByRole("button", { name: "Turn on two-factor sign-in" })
      .click()
    const list = page.getByRole("list", { name: "Recovery codes" })
    await list.waitFor()
    const codes = await list.getByRole("listitem").allTextContents()
    expect(codes).toHaveLength(10)
    await page.getByRole("button", { name: "I have saved them" }).click()
    await landOnClients(page)
    await signOut(page)

    await signIn(page, "admin@ruta.demo")
    const field = page.getByLabel("Authentication code")
    await field.waitFor()
    // A code signs in once: this one is of a later step than the enrolment's. The server allows
    // one step of clock drift, so the next step's code (a phone a little ahead) needs no wait.
    used = Math.max(app.step(Date.now()), used + 1)
    await field.fill(app.code(used))
    await page.getByRole("button", { name: "Verify" }).click()
    await landOnClients(page)
    await signOut(page)

    /** Signs in as the admin with a recovery code instead of the app's. */
    const withRecoveryCode = async (code: string) => {
      await signIn(page, "admin@ruta.demo")
      await page.getByRole("button", { name: "Use a recovery code" }).click()
      await page.getByLabel("Recovery code").fill(code)
      await page.getByRole("button", { name: "Verify" }).click()
    }
    await withRecoveryCode(codes[0]!)
    await landOnClients(page)
    await signOut(page)

    // The used recovery code is refused.
    await withRecoveryCode(codes[0]!)
    await expect
      .poll(() => page.getByRole("alert").textContent())
      .toBe("This recovery code is not correct or was already used.")
    await context.close()
  })
})
