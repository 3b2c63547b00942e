// Changing a password from the account page (issue 30, part 3): the current password is asked
// for, a wrong one shows on its field, and a change keeps this session and ends the others.
import { describe, expect, it } from "vitest"

import { DEMO_PASSWORD, productForSuite, signIn, signInTo } from "./product.ts"

// Short-lived access tokens: after a reload each page's session stands on its refresh token.
const ACCESS_TOKEN_SECONDS = 4
const suite = productForSuite({
  ACCESS_TOKEN_TTL_SECONDS: String(ACCESS_TOKEN_SECONDS),
})
const email = "site@globex.demo"
const NEW_PASSWORD = "Globex-pass-2026!"

describe("the account page's password change", () => {
  it("asks for the current password, keeps this session and ends the other one", async () => {
    const other = await suite.newPage()
    await signInTo(other.page, email, "/main/dashboard")
    const { context, page } = await suite.newPage()
    await signInTo(page, email, "/main/dashboard")
    await page.goto("/main/account")

    const current = page.getByLabel("Current password")
    await current.fill("Wrong-pass-2026!")
    await page
      .getByRole("textbox", { name: "New password", exact: true })
      .fill(NEW_PASSWORD)
    await page.getByLabel("Confirm the new password").fill(NEW_PASSWORD)
    await page.getByRole("button", { name: "Change password" }).click()
    await page.getByText("Your current password is not correct.").waitFor()
    expect(await current.getAttribute("aria-invalid")).toBe("true")

    await current.fill(DEMO_PASSWORD)
    await page.getByRole("button", { name: "Change password" }).click()
    await page
      .getByText(
        "Your password was changed. Your other sessions have been signed out.",
        { exact: true }
      )
      .waitFor()
    expect(new URL(page.url()).pathname).toBe("/main/account")
    // Once the access tokens expire, this session still refreshes; the other one has ended.
    await page.waitForTimeout((ACCESS_TOKEN_SECONDS + 1) * 1000)
    await page.reload()
    await page.getByRole("heading", { name: "Account settings" }).waitFor()
    await other.page.reload()
    await other.page.waitForURL("**/login")
    await signIn(other.page, email, NEW_PASSWORD)
    await other.page.waitForURL("**/main/dashboard")
    await other.context.close()
    await context.close()
  })
})
