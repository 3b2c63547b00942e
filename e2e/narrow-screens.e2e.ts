import type { Page } from "playwright-core"
import { describe, expect, it } from "vitest"

import { CLIENT_SCREENS } from "./client-screens.ts"
import {
  apiAs,
  newestOptimization,
  newPage,
  productForSuite,
  signIn,
} from "./product.ts"
import { planTodaysRoute } from "./todays-route.ts"

const suite = productForSuite()

/** A phone held upright: the narrowest screen the back office is used on. */
const PHONE = { width: 390, height: 844 }

/**
 * What sticks out past the right edge of the viewport: the page itself when it scrolls sideways,
 * and each element that pushes past the viewport's right edge (nothing inside it reaches as far),
 * named by its tag, its label, role or text, and its first classes.
 * Content inside an element that scrolls sideways on its own (a wide table in its scroller) can be
 * reached, and content clipped by its box (a map) takes no room, so neither counts; the screen
 * itself scrolling sideways does.
 */
function overflowing(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth
    const found: string[] = []
    if (document.documentElement.scrollWidth > width)
      found.push(
        `the page is ${document.documentElement.scrollWidth} px wide in a ${width} px viewport`
      )
    // The screen's own scroller (`main`, which scrolls down) and its ancestors do not count: a
    // screen that only fits by scrolling sideways as a whole is what this test finds.
    const frame = new Set<Element>()
    for (
      let element: Element | null = document.querySelector("main");
      element;
      element = element.parentElement
    )
      frame.add(element)
    // An element that scrolls sideways, or clips (a map's markers past its edge), keeps what is
    // inside it from widening the screen.
    const contains = (element: Element) => {
      if (frame.has(element)) return false
      const style = getComputedStyle(element)
      return style.overflowX !== "visible" && element.clientWidth <= width
    }
    const contained = (element: Element) => {
      for (
        let parent = element.parentElement;
        parent;
        parent = parent.parentElement
      )
        if (contains(parent)) return true
      return false
    }
    const past: { element: Element; right: number }[] = []
    for (const element of document.body.querySelectorAll("*")) {
      const box = element.getBoundingClientRect()
      if (box.width === 0 || box.height === 0) continue
      if (box.right <= width + 1) continue
      if (getComputedStyle(element).position === "fixed" && box.left >= width)
        continue
      if (contained(element)) continue
      past.push({ element, right: box.right })
    }
    // Name the elements that push out: those with nothing inside them that reaches as far.
    for (const { element, right } of past) {
      const pushedByChild = past.some(
        (other) =>
          other.element !== element &&
          element.contains(other.element) &&
          other.right >= right - 1
      )
      if (pushedByChild) continue
      const name =
        element.getAttribute("aria-label") ??
        element.getAttribute("role") ??
        (element.textContent ?? "").trim().slice(0, 40)
      const classes = [...element.classList].slice(0, 4).join(".")
      found.push(
        `<${element.tagName.toLowerCase()}${classes ? `.${classes}` : ""}> "${name}" ends at ${Math.round(right)} px`
      )
    }
    return found
  })
}

/** Opens `url`, waits for `shown`, and gives what sticks out, each line under the url. */
async function check(page: Page, url: string, shown: () => Promise<void>) {
  await page.goto(url)
  await shown()
  // Let late content (lists, maps, panels) come before measuring; a screen with a live stream
  // never goes quiet, so this waits 5 s at most.
  await page
    .waitForLoadState("networkidle", { timeout: 5_000 })
    .catch(() => undefined)
  return (await overflowing(page)).map((line) => `${url}: ${line}`)
}

/** Waits for a signed-in screen's frame: at a phone's width the main menu is behind a button. */
const shell = (page: Page) =>
  page
    .getByRole("button", { name: "Open the main menu" })
    .waitFor({ timeout: 60_000 })

/** Every screen of the client user's menu, the account page, and two screens opened from others. */
const SCREENS = [...CLIENT_SCREENS, "integrations", "proof-of-delivery"]

/** The provider's own screens. */
const ADMIN_SCREENS = ["clients", "payment-plans", "audit-log"]

/** A fresh phone-sized browser context on the product. */
const phone = () =>
  newPage(suite.browser, suite.url, {
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
  })

describe("every screen at 390 px", () => {
  it("has nothing wider than the phone's viewport", async () => {
    // A driver on the road, so that the routes screen shows its live map and drivers' panel.
    const ROUTE = "Narrow screens e2e"
    const { id_route, driver } = await planTodaysRoute(suite.url, ROUTE, [
      { name: "Farmacia Roma" },
      { name: "Panadería Condesa" },
    ])
    await driver("POST", `/driver/routes/${id_route}/start`)
    await driver("POST", "/driver/positions", {
      id_route,
      positions: [
        {
          time: new Date().toISOString(),
          latitude: 19.4326,
          longitude: -99.1332,
        },
      ],
    })
    const call = await apiAs(suite.url, "client@acme.demo")
    const optimization = await newestOptimization(call)
    const found: string[] = []

    const client = await phone()
    const page = client.page
    found.push(
      ...(await check(page, "/login", () =>
        page.getByRole("button", { name: "Sign in", exact: true }).waitFor()
      ))
    )
    await signIn(page, "client@acme.demo")
    await page.waitForURL((url) => url.pathname === "/main/dashboard")
    for (const screen of SCREENS)
      found.push(...(await check(page, `/main/${screen}`, () => shell(page))))
    found.push(
      ...(await check(page, "/main/routes", () =>
        page
          .getByRole("region", { name: "Drivers on the road" })
          .first()
          .waitFor()
      )),
      ...(await check(page, `/main/routes/${id_route}`, () =>
        page.getByRole("heading", { name: ROUTE }).waitFor()
      )),
      ...(await check(
        page,
        `/main/optimizations/${optimization.id_optimization}`,
        () => page.getByRole("heading", { name: optimization.name }).waitFor()
      ))
    )
    // The main menu is one tap away on a phone, and closes once the screen chosen opens.
    await page.getByRole("button", { name: "Open the main menu" }).click()
    const drawer = page.getByRole("dialog", { name: "Main menu" })
    await drawer.getByRole("link", { name: "Cars" }).click()
    await page.waitForURL((url) => url.pathname === "/main/cars")
    await drawer.waitFor({ state: "detached" })
    await client.context.close()

    const admin = await phone()
    await signIn(admin.page, "admin@ruta.demo")
    await admin.page.waitForURL((url) => url.pathname.startsWith("/main"))
    for (const screen of ADMIN_SCREENS)
      found.push(
        ...(await check(admin.page, `/main/${screen}`, () => shell(admin.page)))
      )
    await admin.context.close()

    const road = await phone()
    await signIn(road.page, "driver@acme.demo")
    await road.page.waitForURL((url) => url.pathname === "/driver")
    found.push(
      ...(await check(road.page, "/driver", () =>
        road.page.getByRole("heading", { name: ROUTE }).waitFor()
      ))
    )
    await road.context.close()

    expect(found).toEqual([])
  }, 400_000)
})
