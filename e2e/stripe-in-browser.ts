// Stripe in the browser for the browser tests: Stripe.js's address answers the Stripe.js stand-in
// (the card element and confirmCardSetup of the stories), and Stripe's API address answers from
// the local Stripe stand-in, as Stripe's own would.
import type { Page } from "playwright-core"

import { stripeJsStandIn } from "@ruta/billing/testing/stripe-js-stand-in"

/** Routes the page's Stripe.js and Stripe API requests to the stand-ins at `standInUrl`. */
export async function routeStripe(page: Page, standInUrl: string) {
  await page.route("https://js.stripe.com/**", (route) =>
    route.fulfill({
      contentType: "text/javascript",
      body:
        `window.Stripe = function (key) { return (${String(stripeJsStandIn)})(key) };` +
        `window.Stripe.version = "endive";`,
    })
  )
  await page.route("https://api.stripe.com/**", async (route) => {
    const request = route.request()
    const url = new URL(request.url())
    const answer = await fetch(`${standInUrl}${url.pathname}${url.search}`, {
      method: request.method(),
      headers: { "content-type": request.headers()["content-type"] ?? "" },
      ...(request.method() === "GET" ? {} : { body: request.postData() ?? "" }),
    })
    await route.fulfill({
      status: answer.status,
      contentType: "application/json",
      headers: { "access-control-allow-origin": "*" },
      body: await answer.text(),
    })
  })
}
