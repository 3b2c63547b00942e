// The mobile subscription page on a phone-sized screen (375×667): an administrator generates a
// client's link through the API; the page validates it and shows the mobile plans and the cost
// calculator, in English and in Spanish; the link, once used, and a forged one show the clear
// failure screen.
import path from "node:path"

import type { Page } from "playwright-core"
import { beforeAll, describe, it } from "vitest"

import {
  apiAs,
  newPhonePage,
  productForSuite,
  screenshotsDir,
} from "./product.ts"

const suite = productForSuite()
const ACME = 1

type Admin = Awaited<ReturnType<typeof apiAs>>
let admin: Admin

/** A new link for Acme; answers its path and query on the product. */
async function newLink(): Promise<string> {
  const { link } = await admin<{ link: string }>(
    "POST",
    "/subscription/mobile-token",
    { id_client: ACME }
  )
  const url = new URL(link)
  return `${url.pathname}${url.search}`
}

async function phone(): Promise<Page> {
  return (await newPhonePage(suite.browser, suite.url)).page
}

beforeAll(async () => {
  admin = await apiAs(suite.url, "admin@ruta.demo")
  await admin("POST", "/payment-plans", {
    name: "Pocket",
    from_addresses: 0,
    to_addresses: 499,
    minimum_payment: 1900,
    address_price: 4,
    isMobile: true,
    descriptions: ["Up to 499 optimized addresses a month"],
  })
})

describe("mobile subscription page", () => {
  it("validates a generated link and shows the client's mobile plans and the calculator, in English and Spanish; once used, the link fails", async () => {
    const link = await newLink()
    const page = await phone()
    await page.goto(link)
    await page
      .getByRole("heading", { name: "Subscribe Acme Deliveries" })
      .waitFor()
    await page.getByText("Price per extra address 0.04 USD").waitFor()
    await page.getByText("Ending at 499 addresses").waitFor()
    // Without Stripe keys the card step says so in place of the card form.
    await page.getByText("Card payments are not configured.").waitFor()
    await page.getByRole("radio", { name: "Pocket" }).check()
    await page.getByLabel("Drivers").fill("3")
    await page.getByLabel("Stops per route").fill("50")
    // Once a week: 3 × 50 × 4 = 600 addresses; $19.00 + 600 × $0.04.
    await page.getByText("600", { exact: true }).waitFor()
    await page.getByText("$43.00").waitFor()
    await page.getByLabel("Drivers").fill("1000")
    await page.getByLabel("Stops per route").fill("100")
    await page.getByText("The total cannot be greater than 100,000.").waitFor()
    await page.screenshot({
      path: path.join(screenshotsDir, "mobile-subscription.png"),
    })

    await page.getByRole("button", { name: "Español" }).click()
    await page
      .getByRole("heading", { name: "Suscribir a Acme Deliveries" })
      .waitFor()
    await page.getByText("Termina en 499 direcciones").waitFor()
    await page.getByText("El total no puede ser mayor que 100,000.").waitFor()

    // Subscribing uses the link up (DELETE /subscription/token with its header).
    const token = new URL(link, suite.url).searchParams.get("token")!
    const used = await fetch(`${suite.url}/api/v1/subscription/token`, {
      method: "DELETE",
      headers: { "x-subscription-token": token },
    })
    if (!used.ok) throw new Error(`DELETE /subscription/token: ${used.status}`)
    await page.reload()
    await page.getByRole("alert").getByText("Este enlace ya se usó").waitFor()
    await page.context().close()
  })

  it("shows a forged link's failure screen", async () => {
    const page = await phone()
    await page.goto(`/mobile-subscriptions?token=${"x".repeat(43)}`)
    await page.getByRole("alert").getByText("This link is not valid").waitFor()
    await page
      .getByText(
        "This subscription link is not valid. Ask your provider for a new one."
      )
      .waitFor()
    await page.context().close()
  })
})
