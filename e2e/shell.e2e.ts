import path from "node:path"

import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"

import { axeViolations } from "./axe.ts"
import { CLIENT_SCREENS } from "./client-screens.ts"
import {
  apiAs,
  newestOptimization,
  newPhonePage,
  productForSuite,
  screenshotsDir,
  signIn,
  signInTo,
} from "./product.ts"

// Short-lived access tokens, so the tests also go through the refresh on 409.
const suite = productForSuite({ ACCESS_TOKEN_TTL_SECONDS: "4" })

const open = () => suite.newPage()
const pathOf = (url: string) => new URL(url).pathname

describe("signing in", () => {
  it.each([
    ["admin@ruta.demo", "/main/clients"],
    ["client@acme.demo", "/main/dashboard"],
    ["site@acme.demo", "/main/dashboard"],
    ["driver@globex.demo", "/driver"],
  ])("takes %s to %s", async (email, landing) => {
    const { context, page } = await open()
    await signIn(page, email)
    await page.waitForURL((url) => pathOf(url.toString()) === landing)
    await expect(
      page.getByRole("navigation", { name: "Main menu" })
    ).toBeTruthy()
    await context.close()
  })

  it("sends a maintainer back to sign-in, without permissions", async () => {
    const { context, page } = await open()
    await signIn(page, "maintainer@ruta.demo")
    await page
      .getByText("Maintainer accounts have no access to the back office.", {
        exact: true,
      })
      .waitFor()
    expect(pathOf(page.url())).toBe("/login")
    expect(
      await page.evaluate(() => localStorage.getItem("ruta.permissions"))
    ).toBeNull()
    await context.close()
  })

  it("shows the server's error for a wrong password", async () => {
    const { context, page } = await open()
    await signIn(page, "client@acme.demo", "Wrong-pass-2026!")
    await page
      .getByRole("alert")
      .getByText("Incorrect email or password.")
      .waitFor()
    expect(pathOf(page.url())).toBe("/login")
    await context.close()
  })

  it("shows the spec's message for an invalid email before calling the server", async () => {
    const { context, page } = await open()
    await signIn(page, "not-an-email")
    await page.getByText("Enter a valid email.").waitFor()
    await context.close()
  })
})

describe("the shell", () => {
  it("keeps theme and language across a reload", async () => {
    const { context, page } = await open()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.getByRole("button", { name: "Use the dark theme" }).click()
    await page.getByRole("button", { name: "Switch to Spanish" }).click()
    await page.getByRole("button", { name: "Usar el tema claro" }).waitFor()
    await page.reload()
    await page.getByRole("navigation", { name: "Menú principal" }).waitFor()
    expect(
      await page.evaluate(() =>
        document.documentElement.classList.contains("dark")
      )
    ).toBe(true)
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("es")
    // The theme is kept on the account: back to light for the file's later sign-ins. The
    // save's answer, not the "token expired" (409) a slow run may meet first: the page then
    // refreshes its 4-second token and sends the save again.
    const saved = page.waitForResponse(
      (r) => r.url().endsWith("/users/theme") && r.status() !== 409
    )
    await page.getByRole("button", { name: "Usar el tema claro" }).click()
    expect((await saved).ok()).toBe(true)
    await context.close()
  })

  it("redirects unknown paths: to sign-in outside main, to the dashboard inside", async () => {
    const { context, page } = await open()
    await page.goto("/no-such-page")
    await page.waitForURL("**/login")
    await signInTo(page, "site@acme.demo", "/main/dashboard")
    await page.goto("/main/no-such-screen")
    await page.waitForURL("**/main/dashboard")
    await context.close()
  })

  it("shows 'No access' on a screen the role may not open", async () => {
    const { context, page } = await open()
    await signIn(page, "driver@acme.demo")
    await page.waitForURL((url) => pathOf(url.toString()) === "/driver")
    await page.goto("/main/cars")
    await page.getByText("No access").waitFor()
    expect(await page.getByRole("link", { name: "Cars" }).count()).toBe(0)
    await context.close()
  })

  it("builds breadcrumbs from the path", async () => {
    const { context, page } = await open()
    await signInTo(page, "admin@ruta.demo", "/main/clients")
    await page.goto("/main/roles/role")
    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" })
    await crumbs.getByRole("link", { name: "Roles" }).waitFor()
    await crumbs.getByText("Role", { exact: true }).waitFor()
    await context.close()
  })

  it("ends the session cleanly when the refresh token is revoked", async () => {
    const { context, page } = await open()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    // Revoke the session's refresh token (the HttpOnly cookie) behind the page's back.
    const revoked = await page.evaluate(() =>
      fetch("/api/v1/auth/logout", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: "{}",
      }).then((r) => r.status)
    )
    expect(revoked).toBe(200)
    // Once the access token expires, the next call needs the refresh token: the dashboard's
    // live stream makes that call by itself when its token runs out, so the page goes to the
    // sign-in page without the user doing anything.
    await page.waitForURL("**/login", { timeout: 30_000 })
    expect(
      await page.evaluate(() => sessionStorage.getItem("ruta.accessToken"))
    ).toBeNull()
    await context.close()
  })

  it("refreshes an expired access token without the user noticing", async () => {
    const { context, page } = await open()
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.waitForTimeout(4500)
    await page.getByRole("link", { name: "Cars" }).click()
    await page.waitForURL("**/main/cars")
    await page.getByRole("heading", { name: "Cars" }).waitFor()
    await context.close()
  })

  it("saves screenshots of the main screens in light and dark", async () => {
    for (const theme of ["light", "dark"] as const) {
      const { context, page } = await open()
      await page.goto("/login")
      await page.evaluate((t) => localStorage.setItem("ruta.theme", t), theme)
      await page.reload()
      await page.getByRole("button", { name: "Sign in", exact: true }).waitFor()
      await page.screenshot({
        path: path.join(screenshotsDir, `login-${theme}.png`),
      })
      await signInTo(page, "admin@ruta.demo", "/main/clients")
      // Signing in takes the theme from the account; switch it for the dark set.
      if (theme === "dark") {
        // The workspace, the last screen, has no top bar: the switch is on the dashboard's.
        await page.goto("/main/dashboard")
        await page.getByRole("button", { name: "Use the dark theme" }).click()
      }
      for (const screen of ["clients", "dashboard", "roles", "account"]) {
        await page.goto(`/main/${screen}`)
        await page.getByRole("navigation", { name: "Main menu" }).waitFor()
        await page.screenshot({
          path: path.join(screenshotsDir, `${screen}-${theme}.png`),
        })
      }
      await context.close()
    }
  })
})

type Theme = "light" | "dark"

/** Switches the page to `theme` as its user would, with the top bar's button. */
async function useTheme(page: Page, theme: Theme) {
  const dark = await page.evaluate(() =>
    document.documentElement.classList.contains("dark")
  )
  if (dark === (theme === "dark")) return
  await page
    .getByRole("button", {
      name: theme === "dark" ? "Use the dark theme" : "Use the light theme",
    })
    .click()
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains("dark") === dark,
    theme === "dark"
  )
}

describe("accessibility (axe-core, WCAG 2.1 AA)", () => {
  it("finds no violation on any screen, in either theme", async () => {
    const call = await apiAs(suite.url, "client@acme.demo")
    const optimization = await newestOptimization(call)
    const [route] = (
      await call<{ items: { id_route: number; name: string }[] }>(
        "GET",
        "/routes?size=1"
      )
    ).items
    const admin = await apiAs(suite.url, "admin@ruta.demo")
    const { link } = await admin<{ link: string }>(
      "POST",
      "/subscription/mobile-token",
      { id_client: 1 }
    )
    const mobile = new URL(link)
    // Every screen is checked, then every violation listed at once.
    const found: string[] = []
    for (const theme of ["light", "dark"] as const) {
      const { context, page } = await open()
      await page.goto("/login")
      await page.getByRole("button", { name: "Sign in", exact: true }).waitFor()
      await useTheme(page, theme)
      found.push(...(await axeViolations(page)))
      // A tracking link that has expired or never was: the page a customer may land on.
      await page.goto("/track/no-such-tracking-link-token")
      await page.getByRole("alert").waitFor()
      found.push(...(await axeViolations(page)))
      // Signing in takes the theme from the account: the top bar's switch sets it.
      await signInTo(page, "client@acme.demo", "/main/dashboard")
      await useTheme(page, theme)
      const screens: [string, () => Promise<void>][] = [
        ...CLIENT_SCREENS.map((screen): [string, () => Promise<void>] => [
          `/main/${screen}`,
          () =>
            page
              .getByRole("navigation", { name: "Main menu" })
              .waitFor({ timeout: 60_000 }),
        ]),
        [
          `/main/routes/${route!.id_route}`,
          () => page.getByRole("heading", { name: route!.name }).waitFor(),
        ],
        [
          `/main/optimizations/${optimization.id_optimization}`,
          () =>
            page.getByRole("heading", { name: optimization.name }).waitFor(),
        ],
      ]
      for (const [url, shown] of screens) {
        await page.goto(url)
        await shown()
        found.push(...(await axeViolations(page)))
      }
      await context.close()

      const driver = await open()
      await signIn(driver.page, "driver@acme.demo")
      await driver.page.waitForURL((url) => url.pathname === "/driver")
      await driver.page
        .getByRole("button", { name: "Switch to Spanish" })
        .waitFor()
      await useTheme(driver.page, theme)
      found.push(...(await axeViolations(driver.page)))
      await driver.context.close()

      // The mobile page follows the phone's own theme.
      const phone = await newPhonePage(suite.browser, suite.url)
      await phone.page.emulateMedia({ colorScheme: theme })
      await phone.page.goto(`${mobile.pathname}${mobile.search}`)
      await phone.page
        .getByRole("heading", { name: "Subscribe Acme Deliveries" })
        .waitFor()
      found.push(...(await axeViolations(phone.page)))
      await phone.context.close()
    }
    expect(found).toEqual([])
  }, 400_000)
})
