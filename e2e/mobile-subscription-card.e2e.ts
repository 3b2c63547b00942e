// Done for the mobile subscription (issue 14): on a phone-sized screen (375×667), a client
// subscribes through the link an administrator generated, with card payments on (the local
// Stripe stand-in, and the Stripe.js stand-in in the browser): the card is saved through Stripe
// Elements on the page, then the plan and the calculator, Subscribe; the same link then fails.
import { TestCard, startStripeStandIn } from "@ruta/stand-ins/stripe"
import type { StripeStandIn } from "@ruta/stand-ins/stripe"
import { afterAll, beforeAll, describe, it } from "vitest"

import { apiAs, newPhonePage, productForSuite } from "./product.ts"
import { routeStripe } from "./stripe-in-browser.ts"

const stripeEnv: Record<string, string> = {}
let stripe: StripeStandIn
beforeAll(async () => {
  stripe = await startStripeStandIn()
  Object.assign(stripeEnv, stripe.env)
})
afterAll(() => stripe.stop())
const suite = productForSuite(stripeEnv)

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
    const { link } = await admin<{ link: string }>(
      "POST",
      "/subscription/mobile-token",
      { id_client: 1 }
    )

    const { context, page } = await newPhonePage(suite.browser, suite.url)
    await routeStripe(page, stripe.url)
    const url = new URL(link)
    await page.goto(`${url.pathname}${url.search}`)
    await page
      .getByRole("heading", { name: "Subscribe Acme Deliveries" })
      .waitFor()
    await page.getByLabel("Card number").fill(TestCard.visa)
    await page.getByRole("button", { name: "Save the card" }).click()
    await page
      .getByText("Your card is saved. Subscriptions charge it.")
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
