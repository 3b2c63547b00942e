// Billing in the real browser against a local Stripe stand-in: an administrator creates a plan, a
// client user adds a card through Stripe Elements and subscribes (the session then ends), and an
// optimize run's addresses show on the subscription screen and reach Stripe as usage once.
import { setTimeout as sleep } from "node:timers/promises"

import { afterAll, beforeAll, describe, expect, it } from "vitest"

import { startStripeStandIn } from "@ruta/stand-ins/stripe"
import { apiAs, productForSuite, signIn, signInTo } from "./product.ts"
import { routeStripe } from "./stripe-in-browser.ts"

const stripeEnv: Record<string, string> = { STRIPE_USAGE_REPORT_SECONDS: "1" }
let stripe: Awaited<ReturnType<typeof startStripeStandIn>>
beforeAll(async () => {
  stripe = await startStripeStandIn()
  Object.assign(stripeEnv, stripe.env)
})
afterAll(() => stripe.stop())
const suite = productForSuite(stripeEnv)

describe("billing", () => {
  it("an administrator creates a plan; a client adds a card, subscribes, and its optimized addresses are billed once", async () => {
    const admin = await suite.newPage()
    await signInTo(admin.page, "admin@ruta.demo", "/main/clients")
    await admin.page.goto("/main/payment-plans")
    await admin.page.getByRole("button", { name: "New payment plan" }).click()
    const dialog = admin.page.getByRole("dialog", { name: "New payment plan" })
    await dialog.getByLabel(/^Name/).fill("Growth")
    await dialog.getByLabel(/^Minimum payment/).fill("49")
    await dialog.getByLabel(/^Price per address/).fill("0.05")
    await dialog.getByRole("button", { name: "Save" }).click()
    await admin.page.getByRole("cell", { name: "Growth" }).waitFor()
    await admin.page.getByText("Price per extra address 0.05 USD").waitFor()
    await admin.context.close()

    const { context, page } = await suite.newPage()
    await routeStripe(page, stripe.url)
    await signInTo(page, "client@acme.demo", "/main/dashboard")
    await page.goto("/main/payment-plans")
    await page.getByText("Add a card to subscribe.").waitFor()
    await page.getByRole("button", { name: "Add a card" }).click()
    const number = page.getByLabel("Card number")
    await number.fill("4000000000000002")
    await page.getByRole("button", { name: "Save the card" }).click()
    await page
      .getByRole("alert")
      .getByText(/declined/)
      .waitFor()
    await number.fill("4242 4242 4242 4242")
    await page.getByRole("button", { name: "Save the card" }).click()
    await page.getByText("VISA ending in 4242").waitFor()
    await page.getByText("Default", { exact: true }).waitFor()

    await page.getByRole("button", { name: "Choose Growth" }).click()
    await page.getByLabel("Drivers").fill("2")
    await page.getByLabel("Stops per route").fill("20")
    await page.getByText("$49.00").first().waitFor()
    await page.getByRole("button", { name: "Subscribe" }).click()
    await page
      .getByRole("alertdialog")
      .getByRole("button", { name: "Subscribe" })
      .click()
    await page.waitForURL("**/login")
    expect(stripe.state.subscriptions.size).toBe(1)

    // The demo optimization is optimized: its addresses are this month's.
    const call = await apiAs(suite.url, "client@acme.demo")
    const plans = await call<{ items: { id_optimization: number }[] }>(
      "GET",
      "/optimizations?text=Demo"
    )
    let run = await call<{ id_run: number; status: string }>(
      "POST",
      `/optimizations/${plans.items[0]!.id_optimization}/optimize`,
      { time_limit: 2 }
    )
    while (!["done", "failed", "cancelled"].includes(run.status)) {
      await sleep(250)
      run = await call("GET", `/optimization-runs/${run.id_run}`)
    }
    expect(run.status).toBe("done")
    const { usage } = await call<{ usage: { addresses: number } }>(
      "GET",
      "/subscription"
    )
    expect(usage.addresses).toBeGreaterThan(0)

    await signIn(page, "client@acme.demo")
    await page.waitForURL("**/main/dashboard")
    await page.goto("/main/payment-plans")
    await page
      .getByText(`${usage.addresses} optimized addresses on Growth`)
      .waitFor()

    // Reports run every second: the count reaches Stripe, and only once.
    const events = () =>
      stripe.state.meterEvents.filter(
        (event) =>
          (event.payload as { value: string }).value === String(usage.addresses)
      )
    await expect.poll(() => events().length, { timeout: 15_000 }).toBe(1)
    await sleep(2500)
    expect(events()).toHaveLength(1)
    await context.close()
  })
})
