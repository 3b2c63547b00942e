import { mkdirSync, rmSync } from "node:fs"
import path from "node:path"

import { chromium } from "playwright-core"
import type {
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from "playwright-core"
import { afterAll, afterEach, beforeAll, inject } from "vitest"

import { CHROMIUM, CHROMIUM_ARGS } from "../scripts/lib/chromium.ts"
import { checkEveryScreen } from "./axe.ts"
import { startProduct } from "./product-server.ts"
import type {} from "./provided-context.ts"

export { startProduct }

const repo = path.resolve(import.meta.dirname, "..")
export const screenshotsDir = path.join(repo, "test-results", "screenshots")
export const DEMO_PASSWORD = "Demo-pass-2026!"
/** The zone of the demo sites (Mexico City and Monterrey keep the same clock). */
export const DEMO_TIME_ZONE = "America/Mexico_City"

/**
 * Calls the product's API at `baseUrl` as a demo user, to set up what a test then looks at in the
 * browser. A refused call throws with the API's message.
 */
export async function apiAs(baseUrl: string, email: string) {
  const login = await fetch(`${baseUrl}/api/v1/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  })
  const { accessToken } = (
    (await login.json()) as { data: { accessToken: string } }
  ).data
  return async <T>(method: string, url: string, body?: unknown): Promise<T> => {
    const res = await fetch(`${baseUrl}/api/v1${url}`, {
      method,
      headers: {
        authorization: `Bearer ${accessToken}`,
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const json = (await res.json()) as { data: T; message: string }
    if (!res.ok) throw new Error(`${method} ${url}: ${json.message}`)
    return json.data
  }
}

/** A demo user's API calls (`apiAs`). */
export type ApiCall = Awaited<ReturnType<typeof apiAs>>

/** The newest optimization of the user's list. */
export async function newestOptimization(call: ApiCall) {
  const { items } = await call<{
    items: { id_optimization: number; name: string }[]
  }>("GET", "/optimizations?size=1")
  return items[0]!
}

/** An optimization of the site named `site` (with the site's id), from the user's list. */
export async function optimizationOfSite(call: ApiCall, site: string) {
  const { items } = await call<{
    items: {
      id_optimization: number
      id_subsidiary: number
      subsidiary: string
    }[]
  }>("GET", "/optimizations?size=100")
  return items.find((o) => o.subsidiary === site)!
}

/**
 * The product and a browser for one test file: started before its tests, stopped after them.
 * Every screen the browser opens is checked with axe-core (axe.ts): a test fails on any
 * accessibility violation of the screens it opened.
 *
 * @param env - extra environment for the product's server
 */
export function productForSuite(env: Record<string, string> = {}) {
  let product: Awaited<ReturnType<typeof startProduct>> | undefined
  let browser: Browser | undefined
  let screens: ReturnType<typeof checkEveryScreen> | undefined
  beforeAll(async () => {
    // Both at once: the browser starts while the server opens its database.
    const [started, launched] = await Promise.allSettled([
      startProduct(env, inject("productTemplate")),
      launchBrowser(),
    ])
    if (started.status === "fulfilled") product = started.value
    if (launched.status === "fulfilled") browser = launched.value
    if (started.status === "rejected") throw started.reason
    if (launched.status === "rejected") throw launched.reason
    screens = checkEveryScreen(launched.value)
  })
  afterEach(async ({ task }) => {
    if (task.result?.state === "fail") console.error(await whereItStood())
    const violations = (await screens?.takeViolations()) ?? []
    if (violations.length > 0)
      throw new Error(
        `Accessibility violations (axe-core, WCAG 2.1 AA):\n${violations.join("\n")}`
      )
  })
  afterAll(async () => {
    await browser?.close()
    await product?.stop()
  })
  const started = () => {
    if (!product || !browser) throw new Error("The product has not started.")
    return { product, browser }
  }
  /**
   * What a failed test left, for its report: each open page's address and what it shows, and
   * the end of the server's log (its warnings and errors).
   */
  async function whereItStood() {
    const pages = (browser?.contexts() ?? []).flatMap((c) => c.pages())
    const shown = await Promise.all(
      pages.map(async (page) => {
        const text = await page
          .locator("body")
          .innerText({ timeout: 2_000 })
          .catch(() => "(unreadable)")
        return `  ${page.url()}\n    ${text.replace(/\s+/g, " ").slice(0, 300)}`
      })
    )
    const log = (product?.output() ?? "").trim().split("\n").slice(-15)
    return [
      "Where the failed test stood:",
      pages.length > 0 ? shown.join("\n") : "  no page open",
      "The server's log, last lines:",
      ...(log.length > 0 && log[0] !== ""
        ? log.map((l) => `  ${l}`)
        : ["  (empty)"]),
    ].join("\n")
  }
  return {
    get url() {
      return started().product.url
    },
    get browser() {
      return started().browser
    },
    /** A fresh browser context on the product, desktop-sized. */
    newPage: () => newPage(started().browser, started().product.url),
    /**
     * Stops the product and starts it again on its data with other settings, as an operator
     * does (no rebuild); it comes back on another port.
     */
    async restart(changes: Record<string, string>) {
      const old = started().product
      await old.stop({ keepData: true })
      product = await startProduct({ ...env, ...changes }, old.dataDir)
      rmSync(old.dataDir, { recursive: true, force: true })
    },
  }
}

/** Debian's chromium; Playwright gives it a fresh, empty profile. */
export async function launchBrowser(): Promise<Browser> {
  mkdirSync(screenshotsDir, { recursive: true })
  return chromium.launch({
    executablePath: CHROMIUM,
    args: CHROMIUM_ARGS,
  })
}

export async function newPage(
  browser: Browser,
  baseURL: string,
  options: BrowserContextOptions = {}
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL,
    viewport: { width: 1366, height: 800 },
    // A planner (and a phone) in the demo sites' zone, whatever the machine's: times show on the
    // site's clock with no zone label then. A suite that looks from elsewhere sets its own.
    timezoneId: DEMO_TIME_ZONE,
    ...options,
  })
  const page = await context.newPage()
  return { context, page }
}

/** A driver's phone: its screen (390×844) and touch, for a browser context's options. */
export const driverPhone = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
}

/** A fresh browser context on the product at a phone's size (375×667, touch), in English. */
export const newPhonePage = (browser: Browser, baseURL: string) =>
  newPage(browser, baseURL, {
    viewport: { width: 375, height: 667 },
    isMobile: true,
    hasTouch: true,
    locale: "en-US",
  })

/** Signs in on the sign-in page: the one shown already, or opened. */
export async function signIn(
  page: Page,
  email: string,
  password = DEMO_PASSWORD
) {
  if (new URL(page.url()).pathname !== "/login") await page.goto("/login")
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Password").fill(password)
  await page.getByRole("button", { name: "Sign in", exact: true }).click()
}

/** Signs in and waits until the landing screen is fully shown. */
export async function signInTo(page: Page, email: string, landing: string) {
  await signIn(page, email)
  await page.waitForURL((url) => url.pathname === landing)
  await page.getByRole("navigation", { name: "Main menu" }).waitFor()
}

/**
 * Opens a table row's action menu and picks an action. It waits for the table's requests to
 * settle first: a row being refreshed ignores clicks.
 */
export async function rowAction(page: Page, row: Locator, action: string) {
  await page.waitForLoadState("networkidle")
  for (let attempt = 0; attempt < 3; attempt++) {
    await row.getByRole("button", { name: "Actions for this row" }).click()
    const item = page.getByRole("menuitem", { name: action })
    try {
      await item.waitFor({ timeout: 5000 })
      await item.click()
      return
    } catch {
      await page.keyboard.press("Escape")
      await page.waitForLoadState("networkidle")
    }
  }
  throw new Error(`The row's menu has no "${action}"`)
}
