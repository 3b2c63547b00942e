// Done for the mobile subscription (issue 14): on a phone-sized screen (375×667), a client
// subscribes through the link an administrator generated, with card payments on (the local
// Stripe stand-in), and the same link then fails. Stripe.js cannot load here, so the card is
// saved as Stripe.js would save it (the SetupIntent confirmed at the stand-in) and made the
// default one with the link's token; the page does the rest.
import { TestCard, startStripeStandIn } from "../../api/test/stripe-stand-in.ts"
import type { StripeStandIn } from "../../api/test/stripe-stand-in.ts"
import { afterAll, beforeAll, describe, it } from "vitest"

import { apiAs, newPhonePage, productForSuite } from "./product.ts"

const stripeEnv: Record<string, string> = {}
let stripe: StripeStandIn
beforeAll(async () => {
  stripe = await startStripeStandIn()
  Object.assign(stripeEnv, stripe.env)
})
afterAll(() => stripe.stop())
const suite = productForSuite(stripeEnv)

/** Calls the API as the mobile page does: with the link's token instead of a session. */
async function withToken<T>(
  token: string,
  method: string,
  url: string,
  body?: unknown
): Promise<T> {
  const res = await fetch(`${suite.url}/api/v1${url}`, {
    method,
    headers: {
      "x-subscription-token": token,
      ...(body === undefined ? {} : { "content-type": "application/json" }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const json = (await res.json()) as { data: T; message: string }
  if (!res.ok) throw new Error(`${method} ${url}: ${json.message}`)
  return json.data
}

describe("mobile subscription with card payments", () => {
  it("subscribes through a generated link at 375×667, and the same link then fails", async () => {
    const admin = await apiAs(suite.url, "admin@ruta.demo")
    await admin("POST", "/payment-plans", {
      name: "Pocket",
      from_addresses: 0,
      to_addresses: null,
      minimum_payment: 1900,
      address_price: 4,
      isMobile: true,
    })
    const { link, token } = await admin<{ link: string; token: string }>(
      "POST",
      "/subscription/mobile-token",
      { id_client: 1 }
    )

    // The card, saved as Stripe.js would, then made the default one.
    const { clientSecret } = await withToken<{ clientSecret: string }>(
      token,
      "POST",
      "/payment-plans/setup-intent"
    )
    const confirmed = await stripe.confirmSetupIntent(
      clientSecret,
      TestCard.visa
    )
    await withToken(token, "PUT", "/payment-plans/payment-methods/default", {
      id: confirmed.body.payment_method,
    })

    const { context, page } = await newPhonePage(suite.browser, suite.url)
    // Stripe's own script is not reachable from the test machine.
    await context.route("https://js.stripe.com/**", (route) => route.abort())
    const url = new URL(link)
    await page.goto(`${url.pathname}${url.search}`)
    await page
      .getByRole("heading", { name: "Subscribe Acme Deliveries" })
      .waitFor()
    await page.getByRole("radio", { name: "Pocket" }).check()
    await page.getByLabel("Drivers").fill("2")
    await page.getByLabel("Stops per route").fill("30")
    await page.getByText("240", { exact: true }).waitFor()
    await page.getByRole("button", { name: "Subscribe", exact: true }).click()
    await page.getByRole("heading", { name: "You are subscribed" }).waitFor()

    await page.reload()
    await page
      .getByRole("alert")
      .getByText("This link was already used")
      .waitFor()
    await context.close()
  })
})
