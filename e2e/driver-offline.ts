import type { BrowserContext, Page, Route } from "playwright-core"
import { expect } from "vitest"

import { poll } from "./todays-route.ts"

const airplane = (route: Route) => route.abort("internetdisconnected")

/**
 * Tells the phone's page it is offline, as airplane mode would. Chromium does not tell a page
 * its service worker served offline of the emulated offline state (`navigator.onLine` stays
 * true there, as on a network that lets nothing through), so the state is set anew; during its
 * moment online nothing matching `calls` gets through (the queue sends as soon as it hears it).
 */
export async function airplaneMode(
  phone: BrowserContext,
  page: Page,
  calls: RegExp
) {
  await phone.route(calls, airplane)
  await phone.setOffline(false)
  await phone.setOffline(true)
  await phone.unroute(calls, airplane)
  expect(await page.evaluate(() => navigator.onLine)).toBe(false)
}

/** The service worker took the page over and keeps the day. */
export async function dayKept(page: Page) {
  await poll(() =>
    page.evaluate(async () => {
      if (!navigator.serviceWorker.controller) return 0
      const cache = await caches.open("ruta-driver-data")
      return (await cache.keys()).filter((r) => r.url.includes("/driver/day"))
        .length
    })
  ).toBeGreaterThan(0)
}
